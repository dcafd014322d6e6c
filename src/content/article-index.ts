/**
 * What the checks of one file look up among all the articles, built once per list of articles and kept with it: every
 * address of the site, and who holds each id. Checking a thousand articles then costs a thousand look-ups, not a
 * thousand walks through the list.
 */
import { allPaths } from '../site-pages.ts'

interface ArticleIds {
  routeId: string
  canonicalId?: string | undefined
}

export interface ArticleIndex {
  /** Every path a link may point to: the pages, each article by its route id, the Markdown pages. */
  paths: ReadonlySet<string>
  /** Route ids by the canonical id their front matter gives. */
  byCanonicalId: ReadonlyMap<string, readonly string[]>
  routeIds: ReadonlySet<string>
}

const indexes = new WeakMap<readonly ArticleIds[], ArticleIndex>()

export function articleIndex(articles: readonly ArticleIds[]): ArticleIndex {
  const known = indexes.get(articles)
  if (known) return known
  const routeIds = articles.map((article) => article.routeId)
  const byCanonicalId = new Map<string, string[]>()
  for (const { routeId, canonicalId } of articles) {
    if (canonicalId === undefined) continue
    const holders = byCanonicalId.get(canonicalId)
    if (holders) holders.push(routeId)
    else byCanonicalId.set(canonicalId, [routeId])
  }
  const index = { paths: new Set(allPaths(routeIds)), byCanonicalId, routeIds: new Set(routeIds) }
  indexes.set(articles, index)
  return index
}
