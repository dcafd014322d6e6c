/**
 * The articles the browser knows. The pre-rendering is given them all at once; the browser fetches the data of
 * one article when a visitor opens it, so that no page carries the data of every article.
 */
import { use } from 'react'
import { articleDataPath, articleIds, SLUG_PATTERN } from '../site-pages'
import type { Article } from './schema'

/** null: no article has that id. */
const known = new Map<string, Article | null>()
const pending = new Map<string, Promise<Article | null>>()

async function fetchArticle(id: string): Promise<Article | null> {
  if (!SLUG_PATTERN.test(id)) return null
  const response = await fetch(articleDataPath(id))
  return response.ok ? ((await response.json()) as Article) : null
}

function load(id: string): Promise<Article | null> {
  let promise = pending.get(id)
  if (!promise) {
    promise = fetchArticle(id).then((article) => {
      known.set(id, article)
      return article
    })
    pending.set(id, promise)
  }
  return promise
}

/** Pre-rendering: every article, known by its route id and by its canonical id. */
export function seedArticles(articles: Record<string, Article>) {
  for (const article of Object.values(articles)) for (const id of articleIds(article)) known.set(id, article)
}

/**
 * Loads an article before the page that shows it is hydrated, so that hydration never waits. On the not-found page
 * (an unknown id, served as 404.html) there is nothing to load.
 */
export async function preloadArticle(id: string, isNotFoundPage: boolean): Promise<void> {
  if (isNotFoundPage) known.set(id, null)
  else await load(id)
}

/** The article of an id (route or canonical), or null; suspends while a client-side navigation fetches it. */
export function useArticle(id: string): Article | null {
  const article = known.get(id)
  return article === undefined ? use(load(id)) : article
}
