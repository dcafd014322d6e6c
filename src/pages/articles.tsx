import type { ArticleCard as Card, PageContent } from '../content/schema'
import { ArticleCard } from '../components/ArticleCard'
import { InnerPage } from '../components/InnerPage'
import { Section } from '../components/Section'
import { ARTICLE_CARDS_PATH } from '../site-pages'
import { pageCrumb } from './crumbs'

async function fetchCards(): Promise<Card[]> {
  const response = await fetch(ARTICLE_CARDS_PATH)
  if (!response.ok) throw new Error(`${ARTICLE_CARDS_PATH} : statut ${response.status}`)
  return (await response.json()) as Card[]
}

let allArticles: Card[] | null = null

/**
 * Every article as a card, newest first, loaded before the page renders (src/routes.tsx). The pre-rendering is given
 * them; the browser fetches them as data, so that no script grows with the number of articles.
 */
export async function prepare(): Promise<void> {
  allArticles ??= import.meta.env.SSR ? (await import('virtual:content/article-cards')).default : await fetchCards()
}

/** /articles: every article, by category, newest first. */
export default function ArticlesPage({ content }: { content: PageContent<'articles'> }) {
  if (!allArticles) throw new Error('La liste des articles se charge avant la page (prepare)')
  const articles = allArticles
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
