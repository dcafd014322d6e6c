import type { Article } from '../../content/schema'

/** The article's sections, linked; a phone reader jumps to the one they came for. */
export function TableOfContents({ headings }: { headings: Article['headings'] }) {
  if (headings.length < 2) return null
  return (
    <nav aria-labelledby="sommaire" className="rounded-xl border border-slate-200 bg-slate-50 p-5">
      <h2 id="sommaire" className="text-base font-semibold text-ink">
        Dans cet article
      </h2>
      <ol className="mt-3 list-decimal space-y-1 pl-6 text-slate-700">
        {headings.map((heading) => (
          <li key={heading.id}>
            <a href={`#${heading.id}`} className="inline-block py-1 text-brand-700 underline-offset-2 hover:underline">
              {heading.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
