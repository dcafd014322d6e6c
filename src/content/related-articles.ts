/**
 * The articles to read after each one: same category first, then the most tags in common, then the newest. An index
 * of the articles by tag, built once, gives each article the others it shares a tag with; of those it shares none
 * with, only the newest of its category and the newest of all can rank, so the rest are never looked at.
 */
import type { Article, ArticleCard } from './schema.ts'

const RELATED_COUNT = 3
const SAME_CATEGORY = 10

type Draft = Omit<Article, 'related'>

export const toCard = ({ routeId, canonicalId, title, excerpt, category, image, imageAlt, publishedAt, reviewedAt }: ArticleCard): ArticleCard => ({
  routeId,
  canonicalId,
  title,
  excerpt,
  category,
  image,
  imageAlt,
  publishedAt,
  reviewedAt,
})

const listAt = <K, V>(map: Map<K, V[]>, key: K): V[] => map.get(key) ?? map.set(key, []).get(key)!

/** Each article with its related ones, in the order given. */
export function withRelated<A extends Draft>(articles: readonly A[]): (A & { related: ArticleCard[] })[] {
  // Rank: newest first, then the order given; a lower rank wins a tie of scores.
  const order = articles.map((_, index) => index).sort((a, b) => articles[b]!.publishedAt.localeCompare(articles[a]!.publishedAt) || a - b)
  const rank = new Int32Array(articles.length)
  order.forEach((index, position) => (rank[index] = position))
  const byTag = new Map<string, number[]>()
  const byCategory = new Map<string, number[]>()
  for (const index of order) {
    const article = articles[index]!
    for (const tag of article.tags) listAt(byTag, tag).push(index)
    listAt(byCategory, article.category).push(index)
  }
  const common = new Int32Array(articles.length)
  const cards = articles.map(toCard)

  return articles.map((article, self) => {
    const sharing: number[] = []
    for (const tag of new Set(article.tags)) {
      for (const other of byTag.get(tag) ?? []) {
        if (other === self) continue
        if (common[other] === 0) sharing.push(other)
        common[other]! += 1
      }
    }
    const score = (other: number) => (articles[other]!.category === article.category ? SAME_CATEGORY : 0) + common[other]!
    const best: number[] = []
    const consider = (other: number) => {
      if (other === self || best.includes(other)) return
      best.push(other)
      best.sort((a, b) => score(b) - score(a) || rank[a]! - rank[b]!)
      if (best.length > RELATED_COUNT) best.pop()
    }
    for (const other of sharing) consider(other)
    // Sharing no tag, the newest of the article's category, then the newest of all, are the only others that can rank.
    for (const list of [byCategory.get(article.category) ?? [], order]) {
      let taken = 0
      for (const other of list) {
        if (taken === RELATED_COUNT) break
        if (other === self || common[other] !== 0) continue
        consider(other)
        taken += 1
      }
    }
    for (const other of sharing) common[other] = 0
    return { ...article, related: best.map((other) => cards[other]!) }
  })
}
