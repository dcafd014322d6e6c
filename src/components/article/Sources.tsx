import type { Article } from '../../content/schema'
import { markdownPagePath } from '../../site-pages'
import { ExternalLink } from '../../ui/ExternalLink'
import { FormattedDate } from '../FormattedDate'

/** The references an article rests on (a maker's own documentation said to be one), and when it was last reviewed and will be next. */
export function Sources({ article }: { article: Article }) {
  return (
    <section aria-labelledby="sources-article" className="mt-12 border-t border-slate-200 pt-8">
      <h2 id="sources-article" className="text-2xl font-bold text-ink">
        Sources
      </h2>
      <ol className="mt-4 list-decimal space-y-3 pl-6 text-base text-slate-700">
        {article.sources.map((source) => (
          <li key={`${source.authors}${source.title}`}>
            {source.authors} ({source.year ?? 's.\u00a0d.'}).{' '}
            {source.url ? (
              <ExternalLink href={source.url} kind={source.kind} className="text-brand-700 underline underline-offset-2">
                {source.title}
              </ExternalLink>
            ) : (
              <cite className="not-italic">{source.title}</cite>
            )}
            . {source.publisher}.{source.manufacturer && ' Documentation du fabricant.'}
          </li>
        ))}
      </ol>
      <p className="mt-6 text-sm text-slate-600">
        Dernière révision&nbsp;: <FormattedDate date={article.reviewedAt} /> · Prochaine révision&nbsp;: <FormattedDate date={article.nextReviewAt} />
        . Voir notre{' '}
        <a href={markdownPagePath('politique-editoriale')} className="text-brand-700 underline underline-offset-2">
          politique éditoriale
        </a>
        .
      </p>
    </section>
  )
}
