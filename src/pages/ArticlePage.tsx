import { Link } from 'react-router-dom'
import { SMALL_IMAGE_WIDTH, smallImage } from '../content/images'
import type { ArticleSummary } from '../content/schema'
import { Breadcrumbs } from '../components/Breadcrumbs'
import { CATEGORY_STYLES } from '../components/categories'
import { formatDate } from '../components/dates'
import { Disclaimer } from '../components/Disclaimer'
import { Seo } from '../seo/Seo'
import { articlePath } from '../site-routes'

/** « Articles » in the breadcrumb leads to the article grid of the home page. */
export const ARTICLES_CRUMB = { name: 'Articles', path: '/#articles' }
const HERO_SIZE = { width: 1200, height: 675 }

export function ArticleView({ article, html }: { article: ArticleSummary; html: string }) {
  const trail = [ARTICLES_CRUMB, { name: article.title, path: articlePath(article.routeId) }]
  return (
    <article>
      <Seo
        title={article.title}
        description={article.description}
        canonicalPath={`/articles/${article.canonicalId}`}
        image={article.image}
        imageAlt={article.imageAlt}
        imageSize={HERO_SIZE}
        breadcrumb={[ARTICLES_CRUMB, { name: article.title, path: `/articles/${article.canonicalId}` }]}
        article={{
          publishedTime: article.publishedAt,
          modifiedTime: article.modifiedAt,
          author: article.author,
          section: article.category,
          tags: article.tags,
        }}
      />
      <header className="container-page max-w-3xl pt-8 sm:pt-12">
        <Breadcrumbs trail={trail} />
        <p className="mt-6">
          <span className={`rounded-full px-3 py-1 text-xs font-semibold tracking-wide ${CATEGORY_STYLES[article.category]}`}>
            {article.category}
          </span>
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{article.title}</h1>
        <p className="mt-3 text-sm text-slate-600">
          Publié le <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
          {article.modifiedAt !== article.publishedAt && (
            <>
              {' '}
              · mis à jour le <time dateTime={article.modifiedAt}>{formatDate(article.modifiedAt)}</time>
            </>
          )}{' '}
          · {article.author}
        </p>
        <p className="mt-6 text-xl leading-relaxed text-slate-700">{article.intro}</p>
      </header>
      <figure className="container-page mt-8 max-w-4xl">
        <img
          src={article.image}
          srcSet={`${smallImage(article.image)} ${SMALL_IMAGE_WIDTH}w, ${article.image} ${HERO_SIZE.width}w`}
          sizes="(min-width: 896px) 848px, 100vw"
          alt={article.imageAlt}
          width={HERO_SIZE.width}
          height={HERO_SIZE.height}
          fetchPriority="high"
          className="aspect-video w-full rounded-2xl object-cover"
        />
      </figure>
      <div className="container-page mt-10 max-w-3xl">
        <div className="prose-content" dangerouslySetInnerHTML={{ __html: html }} />
        <div className="mt-12">
          <Disclaimer />
        </div>
        <aside aria-labelledby="a-vous" className="mt-10 rounded-2xl bg-ink p-8 text-white">
          <h2 id="a-vous" className="text-2xl font-bold">
            {article.cta.title}
          </h2>
          <p className="mt-3 text-slate-200">{article.cta.text}</p>
          <Link to={article.cta.href} className="button-primary mt-6">
            {article.cta.label}
          </Link>
        </aside>
      </div>
    </article>
  )
}
