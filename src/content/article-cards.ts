import { ARTICLE_CARDS_PATH, HOME_ARTICLE_COUNT, LATEST_CARDS_PATH } from '../site-pages'
import type { ArticleCard } from './schema'

/** The lists of cards the pages show: every article (/articles), the newest (the home page). */
type CardList = 'all' | 'latest'
const PATHS: Record<CardList, string> = { all: ARTICLE_CARDS_PATH, latest: LATEST_CARDS_PATH }

/** Whether parsed JSON is a list of cards as the build writes them (src/content/schema.ts ArticleCard). */
const isCardList = (value: unknown): value is ArticleCard[] =>
  Array.isArray(value) &&
  value.every((card: Partial<Record<keyof ArticleCard, unknown>>) =>
    (['routeId', 'title', 'excerpt', 'category', 'image', 'imageAlt', 'publishedAt'] as const).every((key) => typeof card[key] === 'string'),
  )

async function fetchCards(list: CardList): Promise<ArticleCard[]> {
  const response = await fetch(PATHS[list])
  if (!response.ok) throw new Error(`${PATHS[list]} : statut ${response.status}`)
  const cards: unknown = await response.json()
  if (!isCardList(cards)) throw new Error(`${PATHS[list]} : cartes d’articles illisibles`)
  return cards
}

async function cardsAtBuild(list: CardList): Promise<ArticleCard[]> {
  const { default: all } = await import('virtual:content/article-cards')
  return list === 'all' ? all : all.slice(0, HOME_ARTICLE_COUNT)
}

const loaded: Partial<Record<CardList, ArticleCard[]>> = {}

/**
 * Articles as cards, newest first, for the pages that list them, loaded before those pages render (their `prepare`,
 * src/routes.tsx). The pre-rendering is given them; the browser fetches them as data, so that no script grows with
 * the number of articles, and the home page fetches only the cards it shows.
 */
async function load(list: CardList): Promise<void> {
  loaded[list] ??= import.meta.env.SSR ? await cardsAtBuild(list) : await fetchCards(list)
}
export const loadArticleCards = () => load('all')
export const loadLatestCards = () => load('latest')

export function articleCards(list: CardList): ArticleCard[] {
  const cards = loaded[list]
  if (!cards) throw new Error('Les cartes des articles se chargent avant la page (prepare)')
  return cards
}
