/**
 * The articles the browser knows. The pre-rendering is given them all at once. In the browser, the article a page
 * was rendered with is read back from the page itself: its body from the HTML, its other facts from a small JSON
 * block the page carries (ArticleFacts); an article opened by a client-side navigation is fetched, one at a time.
 */
import { use } from 'react'
import { articleDataPath, articleIds, SLUG_PATTERN } from '../site-pages'
import type { Article } from './schema'

/** null: no article has that id. */
const known = new Map<string, Article | null>()
const pending = new Map<string, Promise<Article | null>>()

/** The id of the element that holds the article's body, and of the JSON block that holds its other facts. */
export const ARTICLE_BODY_ID = 'corps-article'
export const ARTICLE_FACTS_ID = 'donnees-article'

/** An article less its body: what a page carries beside the body's HTML for the article to hydrate. */
export type ArticleFacts = Omit<Article, 'html'>

export const articleFacts = ({ html: _body, ...facts }: Article): ArticleFacts => facts

/** Whether parsed JSON has the shape the build writes (src/content/schema.ts): the fields the page reads first. */
function isArticleData<T extends ArticleFacts>(value: unknown): value is T {
  if (typeof value !== 'object' || value === null) return false
  const facts = value as Partial<Record<keyof Article, unknown>>
  return (
    typeof facts.routeId === 'string' &&
    typeof facts.canonicalId === 'string' &&
    typeof facts.title === 'string' &&
    Array.isArray(facts.headings) &&
    Array.isArray(facts.sources) &&
    Array.isArray(facts.related)
  )
}

function remember(article: Article) {
  for (const id of articleIds(article)) known.set(id, article)
}

async function fetchArticle(id: string): Promise<Article | null> {
  if (!SLUG_PATTERN.test(id)) return null
  const response = await fetch(articleDataPath(id))
  if (!response.ok) return null
  const data: unknown = await response.json()
  return isArticleData<Article>(data) && typeof data.html === 'string' ? data : null
}

function load(id: string): Promise<Article | null> {
  let promise = pending.get(id)
  if (!promise) {
    promise = fetchArticle(id).then((article) => {
      if (article) remember(article)
      else known.set(id, null)
      return article
    })
    pending.set(id, promise)
  }
  return promise
}

/** Pre-rendering: every article, known by its route id and by its canonical id. */
export function seedArticles(articles: Record<string, Article>) {
  Object.values(articles).forEach(remember)
}

/**
 * Before the page first hydrates: the article it shows, read from the page, so that hydration never waits for the
 * network. On the not-found page (an unknown id, served as 404.html) there is no article.
 */
export function readArticleFromPage(id: string) {
  const facts: unknown = JSON.parse(document.getElementById(ARTICLE_FACTS_ID)?.textContent ?? 'null')
  const body = document.getElementById(ARTICLE_BODY_ID)
  if (body && isArticleData<ArticleFacts>(facts) && articleIds(facts).includes(id)) remember({ ...facts, html: body.innerHTML })
  else known.set(id, null)
}

/** The article of an id (route or canonical), or null; suspends while a client-side navigation fetches it. */
export function useArticle(id: string): Article | null {
  const article = known.get(id)
  return article === undefined ? use(load(id)) : article
}
