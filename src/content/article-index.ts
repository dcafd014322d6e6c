/**
 * What the checks of one file look up among all the articles, built once per list of articles and kept with it: every
 * address of the site, who holds each id, and the dates that keep an article off the site (scheduled, withdrawn).
 * Checking a thousand articles then costs a thousand look-ups, not a thousand walks through the list.
 */
import { allPaths, articlePath } from '../site-pages.ts'
import { formatDate } from '../locale.ts'
import { isPublished } from './publication.ts'

interface ArticleIds {
  routeId: string
  canonicalId?: string | undefined
  /** Its publication date, as its front matter gives it: a date to come schedules the article (./publication.ts). */
  publishedAt?: string | undefined
  /** The day it was withdrawn from the site, if it was (./publication.ts). */
  withdrawnAt?: string | undefined
}

export interface ArticleIndex {
  /** Every path a link may point to: the pages, each article by its route id, the Markdown pages. */
  paths: ReadonlySet<string>
  /** Route ids by the canonical id their front matter gives. */
  byCanonicalId: ReadonlyMap<string, readonly string[]>
  /** Each article's canonical id, by its route id, for those whose front matter gives one. */
  canonicalIds: ReadonlyMap<string, string>
  routeIds: ReadonlySet<string>
  /** Each article's publication date, by its route id. */
  publishedAt: ReadonlyMap<string, string>
  /** The day each withdrawn article was taken off the site, by its route id. */
  withdrawnAt: ReadonlyMap<string, string>
}

/** Where the articles' addresses begin: /articles/. */
const ARTICLES_FOLDER = articlePath('')

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
  /** One of the articles' dates, by route id, for those that have it. */
  const byRouteId = (field: 'publishedAt' | 'withdrawnAt') =>
    new Map(articles.flatMap(({ routeId, [field]: date }) => (date === undefined ? [] : [[routeId, date] as const])))
  const index = {
    paths: new Set(allPaths(routeIds)),
    byCanonicalId,
    canonicalIds: new Map(articles.flatMap(({ routeId, canonicalId }) => (canonicalId === undefined ? [] : [[routeId, canonicalId] as const]))),
    routeIds: new Set(routeIds),
    publishedAt: byRouteId('publishedAt'),
    withdrawnAt: byRouteId('withdrawnAt'),
  }
  indexes.set(articles, index)
  return index
}

/** The day an article is published when it is later than `today` (ISO dates): until then, the site does not have it. */
export function scheduledDay(index: ArticleIndex, routeId: string, today: string): string | null {
  const publishedAt = index.publishedAt.get(routeId)
  return publishedAt === undefined || isPublished({ publishedAt }, today) ? null : publishedAt
}

/** The day an article was withdrawn from the site, if it was: it has no page any more. */
export const withdrawnDay = (index: ArticleIndex, routeId: string): string | null => index.withdrawnAt.get(routeId) ?? null

/** Why a link to `path` would lead nowhere on the site built `today`, or null: no such page, an article withdrawn or not yet published. */
export function deadLink(index: ArticleIndex, path: string, today: string): string | null {
  const id = path.startsWith(ARTICLES_FOLDER) ? path.slice(ARTICLES_FOLDER.length) : null
  // An article's canonical address is as good a link as its route id.
  const routeId = id === null ? null : index.routeIds.has(id) ? id : (index.byCanonicalId.get(id)?.[0] ?? null)
  if (routeId === null) return index.paths.has(path) ? null : 'une page qui n’existe pas'
  const withdrawn = withdrawnDay(index, routeId)
  if (withdrawn) return `un article retiré le ${formatDate(withdrawn)}`
  const day = scheduledDay(index, routeId, today)
  return day && `un article planifié pour le ${formatDate(day)}, absent du site jusque-là`
}

/**
 * The address a link to `path` shows: an article's canonical address, the one its metadata and the sitemap give, for a
 * link written with its route id (the file's name, as editors write it); any other path as it is.
 */
export function canonicalPath(index: ArticleIndex, path: string): string {
  if (!path.startsWith(ARTICLES_FOLDER)) return path
  const canonicalId = index.canonicalIds.get(path.slice(ARTICLES_FOLDER.length))
  return canonicalId === undefined ? path : articlePath(canonicalId)
}
