/** Rules every article meets beyond its schema, and what the build works out for it (reading time, related articles). */
import type { Article, ArticleCard, ArticleFrontMatter } from './schema.ts'

/** Words of prose an article holds (headings, tables and code not counted). */
const PROSE_WORDS = { min: 900, max: 1500 }
const WORDS_PER_MINUTE = 200
/** An article is reviewed at least once a year (editorial policy). */
const MAX_REVIEW_INTERVAL_DAYS = 366
const RELATED_COUNT = 3

const days = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000

/** What is wrong with an article's dates and length, each naming its field. */
export function articleProblems(data: ArticleFrontMatter, proseWords: number): string[] {
  const problems: string[] = []
  if (data.modifiedAt < data.publishedAt) problems.push('champ « modifiedAt » : antérieur à publishedAt')
  if (data.reviewedAt < data.publishedAt) problems.push('champ « reviewedAt » : antérieur à publishedAt')
  const interval = days(data.reviewedAt, data.nextReviewAt)
  if (interval <= 0 || interval > MAX_REVIEW_INTERVAL_DAYS) problems.push('champ « nextReviewAt » : doit suivre reviewedAt de 12 mois au plus')
  if (proseWords < PROSE_WORDS.min || proseWords > PROSE_WORDS.max) {
    problems.push(`texte : ${proseWords} mots de prose, de ${PROSE_WORDS.min} à ${PROSE_WORDS.max} attendus (intertitres et tableaux non comptés)`)
  }
  return problems
}

export const readingMinutes = (proseWords: number) => Math.max(1, Math.round(proseWords / WORDS_PER_MINUTE))

export const toCard = ({ routeId, title, excerpt, category, image, imageAlt, publishedAt }: ArticleCard): ArticleCard => ({
  routeId,
  title,
  excerpt,
  category,
  image,
  imageAlt,
  publishedAt,
})

/** The articles closest to one: same category first, then the most tags in common, then the newest. */
export function relatedArticles(article: Omit<Article, 'related'>, all: readonly Omit<Article, 'related'>[]): ArticleCard[] {
  const score = (other: Omit<Article, 'related'>) =>
    (other.category === article.category ? 10 : 0) + other.tags.filter((tag) => article.tags.includes(tag)).length
  return all
    .filter((other) => other.routeId !== article.routeId)
    .sort((a, b) => score(b) - score(a) || b.publishedAt.localeCompare(a.publishedAt))
    .slice(0, RELATED_COUNT)
    .map(toCard)
}
