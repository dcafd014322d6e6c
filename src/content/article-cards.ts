import type { ArticleCard } from './schema'
import { ARTICLE_CARDS_PATH } from '../site-pages'

async function fetchCards(): Promise<ArticleCard[]> {
  const response = await fetch(ARTICLE_CARDS_PATH)
  if (!response.ok) throw new Error(`${ARTICLE_CARDS_PATH} : statut ${response.status}`)
  return (await response.json()) as ArticleCard[]
}

let cards: ArticleCard[] | null = null

/**
 * Every article as a card, newest first, for the pages that list them (/articles, the home page's latest), loaded
 * before those pages render (their `prepare`, src/routes.tsx). The pre-rendering is given them; the browser fetches
 * them as data, so that no script grows with the number of articles.
 */
export async function loadArticleCards(): Promise<void> {
  cards ??= import.meta.env.SSR ? (await import('virtual:content/article-cards')).default : await fetchCards()
}

export function articleCards(): ArticleCard[] {
  if (!cards) throw new Error('Les cartes des articles se chargent avant la page (prepare)')
  return cards
}
