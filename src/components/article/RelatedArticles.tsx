import type { Article } from '../../content/schema'
import { PAGE_PLACES } from '../../site-pages'
import { ArticleCard } from '../ArticleCard'

/** Two or three articles to read next, chosen by the build; links to follow, so not printed. */
export function RelatedArticles({ articles }: { articles: Article['related'] }) {
  return (
    <section aria-labelledby={PAGE_PLACES.related} className="container-page mt-16 print:hidden">
      <h2 id={PAGE_PLACES.related} className="section-title">
        À lire aussi
      </h2>
      <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {articles.map((related) => (
          <ArticleCard key={related.routeId} article={related} />
        ))}
      </div>
    </section>
  )
}
