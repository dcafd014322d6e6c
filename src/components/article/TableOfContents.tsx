import type { Article } from '../../content/schema'
import { PAGE_PLACES } from '../../site-pages'

interface Props {
  headings: Article['headings']
  /** « Dans cet article », « Sur cette page ». */
  title: string
}

/**
 * The text's sections, linked; a phone reader jumps to the one they came for. Each number sits on its item's first
 * line and a wrapped title lines up after it; the space after its period, which the flex layout does not show, keeps
 * « 1. Portée » apart for whatever reads the text (a reader mode, a copy). A list of links is of no use on paper: it is not printed.
 */
export function TableOfContents({ headings, title }: Props) {
  if (headings.length < 2) return null
  return (
    <nav aria-labelledby={PAGE_PLACES.tableOfContents} className="rounded-xl border border-slate-200 bg-slate-50 p-5 print:hidden">
      <h2 id={PAGE_PLACES.tableOfContents} className="text-base font-semibold text-ink">
        {title}
      </h2>
      <ol className="mt-3 space-y-1 text-slate-700">
        {headings.map((heading, index) => (
          <li key={heading.id} className="flex items-baseline gap-2">
            <span className="w-[3ch] shrink-0 text-right tabular-nums">{`${index + 1}. `}</span>
            <a href={`#${heading.id}`} className="py-1 text-brand-700 underline-offset-2 hover:underline">
              {heading.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
