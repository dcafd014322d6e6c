import type { Article } from '../../content/schema'
import { markdownPagePath, PAGE_PLACES } from '../../site-pages'
import { FormattedDate } from '../FormattedDate'
import { SourceList } from '../SourceList'

/** The references an article rests on (a maker's own documentation said to be one), and when it was last reviewed and will be next. */
export function Sources({ article }: { article: Pick<Article, 'sources' | 'reviewedAt' | 'nextReviewAt'> }) {
  return (
    <section aria-labelledby={PAGE_PLACES.sources} className="mt-12 border-t border-slate-200 pt-8">
      <h2 id={PAGE_PLACES.sources} className="text-2xl font-bold text-ink">
        Sources
      </h2>
      <SourceList sources={article.sources} />
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
