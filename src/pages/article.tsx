import { useParams } from 'react-router-dom'
import articles from 'virtual:content/article-data'
import type { Article } from '../content/schema'
import { ArticleContent, articleCrumbs } from '../components/article/ArticleContent'
import { RelatedArticles } from '../components/article/RelatedArticles'
import { Disclaimer } from '../components/Disclaimer'
import { Seo } from '../seo/Seo'
import { articlePath } from '../site-pages'
import { NotFound } from './not-found'

/** /articles/:articleId: the article of that route id, or the not-found page for an id that has none. */
export function ArticlePage() {
  const { articleId = '' } = useParams()
  const article = Object.hasOwn(articles, articleId) ? articles[articleId] : undefined
  return article ? <ArticleView article={article} /> : <NotFound />
}

export function ArticleView({ article }: { article: Article }) {
  const canonicalPath = articlePath(article.canonicalId)
  return (
    <>
      <article>
        <Seo
          title={article.title}
          description={article.description}
          canonicalPath={canonicalPath}
          image={article.image}
          breadcrumb={articleCrumbs(article, canonicalPath)}
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
        <ArticleContent article={article} disclaimer={<Disclaimer />} />
      </article>
      <RelatedArticles articles={article.related} />
    </>
  )
}
