import { useParams } from 'react-router-dom'
import articles from 'virtual:content/article-data'
import { ARTICLE_IMAGE_SIZE, SMALL_IMAGE_WIDTH, smallImage } from '../content/images'
import type { Article } from '../content/schema'
import { reviewedBy } from '../content/reviewer'
import { RelatedArticles } from '../components/article/RelatedArticles'
import { Sources } from '../components/article/Sources'
import { TableOfContents } from '../components/article/TableOfContents'
import { Breadcrumbs } from '../components/Breadcrumbs'
import { CategoryLabel } from '../components/CategoryLabel'
import { Disclaimer } from '../components/Disclaimer'
import { FormattedDate } from '../components/FormattedDate'
import { Seo } from '../seo/Seo'
import { articlePath, PAGE_PLACES, pagePath } from '../site-pages'
import { NotFound } from './not-found'

/** « Articles » in the breadcrumb leads to the list of every article. */
const ARTICLES_CRUMB = { name: 'Articles', path: pagePath('articles') }

/** /articles/:articleId: the article of that route id, or the not-found page for an id that has none. */
export function ArticlePage() {
  const { articleId = '' } = useParams()
  const article = Object.hasOwn(articles, articleId) ? articles[articleId] : undefined
  return article ? <ArticleView article={article} /> : <NotFound />
}

export function ArticleView({ article }: { article: Article }) {
  const canonicalPath = articlePath(article.canonicalId)
  const crumbs = (path: string) => [ARTICLES_CRUMB, { name: article.title, path }]
  return (
    <>
      <article>
        <Seo
          title={article.title}
          description={article.description}
          canonicalPath={canonicalPath}
          image={article.image}
          breadcrumb={crumbs(canonicalPath)}
          article={{
            publishedTime: article.publishedAt,
            modifiedTime: article.modifiedAt,
            reviewedTime: article.reviewedAt,
            reviewer: article.reviewer,
            author: article.author,
            section: article.category,
            tags: article.tags,
            sources: article.sources,
          }}
        />
        <header className="container-page max-w-3xl pt-8 sm:pt-12">
          <Breadcrumbs trail={crumbs(articlePath(article.routeId))} />
          <p className="mt-6">
            <CategoryLabel category={article.category} />
          </p>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{article.title}</h1>
          <p className="mt-3 text-sm text-slate-600">
            Publié le <FormattedDate date={article.publishedAt} /> · Dernière révision&nbsp;: <FormattedDate date={article.reviewedAt} />
            {article.reviewer && <> · {reviewedBy(article.reviewer)}</>} · Lecture&nbsp;: {article.readingMinutes}&nbsp;min · {article.author}
          </p>
          <p className="mt-6 text-xl leading-relaxed text-slate-700">{article.intro}</p>
        </header>
        {/* An illustration drawn for the screen, dark and ink-heavy; it says nothing the text does not: not printed. */}
        <figure className="container-page mt-8 max-w-4xl print:hidden">
          <img
            src={article.image}
            srcSet={`${smallImage(article.image)} ${SMALL_IMAGE_WIDTH}w, ${article.image} ${ARTICLE_IMAGE_SIZE.width}w`}
            sizes="(min-width: 896px) 848px, 100vw"
            alt={article.imageAlt}
            width={ARTICLE_IMAGE_SIZE.width}
            height={ARTICLE_IMAGE_SIZE.height}
            fetchPriority="high"
            className="aspect-video w-full rounded-2xl object-cover"
          />
        </figure>
        <div className="container-page mt-10 max-w-3xl">
          <TableOfContents headings={article.headings} title="Dans cet article" />
          <div className="prose-content prose-centered mt-10" dangerouslySetInnerHTML={{ __html: article.html }} />
          <div className="mt-12">
            <Disclaimer />
          </div>
          <Sources article={article} />
          {/* The closing call to action is a button to press: of no use on paper. */}
          <aside aria-labelledby={PAGE_PLACES.callToAction} className="dark-surface mt-10 rounded-2xl bg-ink p-8 text-white print:hidden">
            <h2 id={PAGE_PLACES.callToAction} className="text-2xl font-bold">
              {article.cta.title}
            </h2>
            <p className="mt-3 text-slate-200">{article.cta.text}</p>
            <a href={article.cta.href} className="button-primary mt-6">
              {article.cta.label}
            </a>
          </aside>
        </div>
      </article>
      <RelatedArticles articles={article.related} />
    </>
  )
}
