import type { ArticleCard as ArticleCardData, PageContent } from '../content/schema'
import { ArticleCard } from '../components/ArticleCard'
import { InnerPage } from '../components/InnerPage'
import { Section } from '../components/Section'
import { pageCrumb } from '../components/crumbs'

/** /articles: every article, by category, newest first. */
export default function ArticlesPage({ content, articles }: { content: PageContent<'articles'>; articles: ArticleCardData[] }) {
  return (
    <InnerPage crumb={pageCrumb('articles')} meta={content.meta} title={content.title} lead={content.lead}>
      {content.categories.map((category, index) => (
        <Section key={category.name} id={`categorie-${index + 1}`} title={category.name} lead={category.description} leadClassName="text-slate-700">
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {articles
              .filter((article) => article.category === category.name)
              .map((article, rank) => (
                <ArticleCard key={article.routeId} article={article} first={index === 0 && rank === 0} />
              ))}
          </div>
        </Section>
      ))}
    </InnerPage>
  )
}
