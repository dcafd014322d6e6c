/** A list of a page's texts in the size of its prose, numbered (`ol`: a protocol's steps) or not; `className` spaces it. */
export function TextList({ items, as: List = 'ul', className }: { items: readonly string[]; as?: 'ol' | 'ul'; className: string }) {
  return (
    <List className={`${className} pl-6 text-lg text-slate-700`}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </List>
  )
}
