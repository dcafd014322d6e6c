import type { Source } from '../content/schema'
import { ExternalLink } from '../ui/ExternalLink'

/**
 * References, numbered: authors, year (« s. d. » for an undated page), title linked to where it can be read, publisher,
 * whether it is a maker's own documentation, and the statement of the page it is cited for.
 */
export function SourceList({ sources }: { sources: readonly Source[] }) {
  return (
    <ol className="mt-4 list-decimal space-y-3 pl-6 text-base text-slate-700">
      {sources.map((source) => (
        <li key={`${source.authors}${source.title}`}>
          {source.authors} ({source.year ?? 's.\u00a0d.'}).{' '}
          {source.url ? (
            <ExternalLink href={source.url} kind={source.kind} className="text-brand-700 underline underline-offset-2">
              {source.title}
            </ExternalLink>
          ) : (
            <cite className="not-italic">{source.title}</cite>
          )}
          . {source.publisher}.{source.manufacturer && ' Documentation du fabricant.'} Citée pour {source.citedFor}.
        </li>
      ))}
    </ol>
  )
}
