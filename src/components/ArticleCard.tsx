import { SMALL_IMAGE_SIZE, smallImage } from '../content/images'
import type { ArticleCard as Card } from '../content/schema'
import { articlePath } from '../site-pages'
import { CategoryLabel } from './CategoryLabel'
import { FormattedDate } from './FormattedDate'

/**
 * Card of an article grid: category, title, excerpt, image, link and the date of its last review (the editorial
 * policy's date, which tells a reader how current it is). Its image loads when it nears the screen,
 * unless the card is `first` on screen, where it may be the largest thing painted: then it loads at once.
 */
export function ArticleCard({ article, first = false }: { article: Card; first?: boolean }) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <img
        src={smallImage(article.image)}
        alt={article.imageAlt}
        width={SMALL_IMAGE_SIZE.width}
        height={SMALL_IMAGE_SIZE.height}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding="async"
        className="aspect-video w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p>
          <CategoryLabel category={article.category} />
        </p>
        <h3 className="text-lg font-bold text-ink group-hover:text-brand-700">
          <a href={articlePath(article.canonicalId)} className="after:absolute after:inset-0">
            {article.title}
          </a>
        </h3>
        <p className="text-slate-700">{article.excerpt}</p>
        <p className="mt-auto pt-2 text-sm text-slate-500">
          Révisé le <FormattedDate date={article.reviewedAt} />
        </p>
      </div>
    </article>
  )
}
