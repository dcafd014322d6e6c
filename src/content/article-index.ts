/**
 * What the checks of one file look up among all the articles, built once per list of articles and kept with it: every
 * address of the site, and who holds each id. Checking a thousand articles then costs a thousand look-ups, not a
 * thousand walks through the list.
 */
import { allPaths, articlePath } from '../site-pages.ts'
import { formatDate } from '../locale.ts'
import { isPublished } from './publication.ts'

interface ArticleIds {
  routeId: string
  canonicalId?: string | undefined
  /** Its publication date, as its front matter gives it: a date to come schedules the article (./publication.ts). */
  publishedAt?: string | undefined
}

export interface ArticleIndex {
  /** Every path a link may point to: the pages, each article by its route id, the Markdown pages. */
  paths: ReadonlySet<string>
  /** Route ids by the canonical id their front matter gives. */
  byCanonicalId: ReadonlyMap<string, readonly string[]>
  routeIds: ReadonlySet<string>
  /** Each article's publication date, by its route id. */
  publishedAt: ReadonlyMap<string, string>
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
  const publishedAt = new Map(articles.flatMap(({ routeId, publishedAt: date }) => (date === undefined ? [] : [[routeId, date] as const])))
  const index = { paths: new Set(allPaths(routeIds)), byCanonicalId, routeIds: new Set(routeIds), publishedAt }
  indexes.set(articles, index)
  return index
}

/** The day an article is published when it is later than `today` (ISO dates): until then, the site does not have it. */
export function scheduledDay(index: ArticleIndex, routeId: string, today: string): string | null {
  const publishedAt = index.publishedAt.get(routeId)
  return publishedAt === undefined || isPublished({ publishedAt }, today) ? null : publishedAt
}

/** Why a link to `path` would lead nowhere on the site built `today`, or null: no such page, or an article not yet published. */
export function deadLink(index: ArticleIndex, path: string, today: string): string | null {
  if (!index.paths.has(path)) return 'une page qui n’existe pas'
  const day = path.startsWith(ARTICLES_FOLDER) ? scheduledDay(index, path.slice(ARTICLES_FOLDER.length), today) : null
  return day && `un article planifié pour le ${formatDate(day)}, absent du site jusque-là`
}
