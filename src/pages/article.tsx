import { Link, useParams } from 'react-router-dom'
import { useArticle } from '../content/article-store'
import { SMALL_IMAGE_WIDTH, smallImage } from '../content/images'
import type { Article } from '../content/schema'
import { Breadcrumbs } from '../components/Breadcrumbs'
import { CategoryLabel } from '../components/CategoryLabel'
import { Disclaimer } from '../components/Disclaimer'
import { FormattedDate } from '../components/FormattedDate'
import { Seo } from '../seo/Seo'
import { articlePath } from '../site-pages'
import { NotFound } from './not-found'

/** « Articles » in the breadcrumb leads to the article grid of the home page. */
const ARTICLES_CRUMB = { name: 'Articles', path: '/#articles' }
const HERO_SIZE = { width: 1200, height: 675 }

/** /articles/:articleId: the article of that id, or the not-found page for an id that has none. */
export function Component() {
  const { articleId = '' } = useParams()
  const article = useArticle(articleId)
  return article ? <ArticleView article={article} /> : <NotFound />
}

function ArticleView({ article }: { article: Article }) {
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
          <CategoryLabel category={article.category} />
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{article.title}</h1>
        <p className="mt-3 text-sm text-slate-600">
          Publié le <FormattedDate date={article.publishedAt} />
          {article.modifiedAt !== article.publishedAt && (
            <>
              {' '}
              · mis à jour le <FormattedDate date={article.modifiedAt} />
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
        <div className="prose-content" dangerouslySetInnerHTML={{ __html: article.html }} />
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
