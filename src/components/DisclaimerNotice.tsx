/** The medical disclaimer's box: its title, then the text of content/site.yaml (./Disclaimer.tsx gives it). */
export function DisclaimerNotice({ title = 'Avis important sur la santé', text }: { title?: string | undefined; text: string }) {
  return (
    <aside aria-label={title} className="max-w-3xl rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm leading-relaxed">{text}</p>
    </aside>
  )
}
