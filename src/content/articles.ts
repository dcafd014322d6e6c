/** Rules every article meets beyond its schema, and what the build works out for it (reading time; related articles: ./related-articles.ts). */
import { fieldTitle } from './field-names.ts'
import { BODY_FIELD, type FieldProblem } from './problems.ts'
import { isPublished } from './publication.ts'
import { articleSchema, type ArticleFrontMatter } from './schema.ts'

/** Words of prose an article holds (headings, tables and code not counted). */
export const PROSE_WORDS = { min: 900, max: 1500 }
const WORDS_PER_MINUTE = 200
/** An article is reviewed at least once a year (editorial policy). */
const MAX_REVIEW_INTERVAL_DAYS = 366

const DAY = 86_400_000
const days = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY
const addDays = (date: string, count: number) => new Date(Date.parse(`${date}T00:00:00Z`) + count * DAY).toISOString().slice(0, 10)

/** The dates of an article's front matter: four always, the day of its withdrawal if it has one. */
export type ArticleDates = Pick<ArticleFrontMatter, 'publishedAt' | 'modifiedAt' | 'reviewedAt' | 'nextReviewAt' | 'withdrawnAt'>

/** « Date de publication » (2025-01-12): a date field as the form names it, with its value. */
const dateOf = (dates: ArticleDates, field: 'publishedAt' | 'reviewedAt') => `« ${fieldTitle(articleSchema, field)} » (${dates[field]})`

/**
 * What is wrong with an article's dates, one with another and with `today` (./publication.ts), each naming its field.
 * A publication date to come is allowed, but for an article the site's plan requires: it schedules the article. A review is dated the day it took place, which may
 * come before the publication (an article reviewed, then scheduled), never after today. A withdrawal too is dated the
 * day it took place, not before the article was published; an article the site's plan requires is never withdrawn.
 */
export function datesProblems(dates: ArticleDates, today: string, required: boolean): FieldProblem[] {
  const problems: FieldProblem[] = []
  if (required && !isPublished(dates, today)) {
    problems.push({
      field: 'publishedAt',
      message: `article exigé par le plan du site : il ne peut pas être planifié (aujourd’hui au plus tard, ${today})`,
    })
  }
  if (dates.modifiedAt < dates.publishedAt) problems.push({ field: 'modifiedAt', message: `antérieure à ${dateOf(dates, 'publishedAt')}` })
  if (dates.reviewedAt > today) {
    problems.push({ field: 'reviewedAt', message: `postérieure à aujourd’hui (${today}) : une révision se date du jour où elle a eu lieu` })
  }
  problems.push(...withdrawalProblems(dates, today, required))
  const interval = days(dates.reviewedAt, dates.nextReviewAt)
  if (interval <= 0 || interval > MAX_REVIEW_INTERVAL_DAYS) {
    problems.push({
      field: 'nextReviewAt',
      message: `de 1 jour à 12 mois après ${dateOf(dates, 'reviewedAt')}, soit au plus tard le ${addDays(dates.reviewedAt, MAX_REVIEW_INTERVAL_DAYS)}`,
    })
  }
  return problems
}

/** What is wrong with the day an article was withdrawn from the site, if it was. */
function withdrawalProblems({ withdrawnAt, ...dates }: ArticleDates, today: string, required: boolean): FieldProblem[] {
  if (withdrawnAt === undefined) return []
  const problems: FieldProblem[] = []
  if (required)
    problems.push({ field: 'withdrawnAt', message: 'article exigé par le plan du site : il ne peut pas être retiré (laissez ce champ vide)' })
  if (withdrawnAt > today) {
    problems.push({
      field: 'withdrawnAt',
      message: `postérieure à aujourd’hui (${today}) : un retrait se date du jour où l’article a quitté le site`,
    })
  }
  if (withdrawnAt < dates.publishedAt) problems.push({ field: 'withdrawnAt', message: `antérieure à ${dateOf(dates, 'publishedAt')}` })
  return problems
}

/** What is wrong with the length of an article's text. */
export function lengthProblems(proseWords: number): FieldProblem[] {
  if (proseWords >= PROSE_WORDS.min && proseWords <= PROSE_WORDS.max) return []
  return [
    {
      field: BODY_FIELD,
      message: `${proseWords} mots de prose, de ${PROSE_WORDS.min} à ${PROSE_WORDS.max} attendus (intertitres et tableaux non comptés)`,
    },
  ]
}

export const readingMinutes = (proseWords: number) => Math.max(1, Math.round(proseWords / WORDS_PER_MINUTE))
