/**
 * The morning resting-rate log: one rate per day, the reader's usual value (baseline) and the spec's sign, a rate up
 * 5 BPM or more for 3 mornings or more in a row. Everything here is arithmetic on the entries; where they are kept
 * (the browser's storage) and how they are written to a file are resting-log-store.ts and resting-log-csv.ts.
 */
import { formatDate } from '../locale'
import { RESTING_LIMITS, RESTING_USUAL } from './methods'
import { addDays, daysBetween, isIsoDate } from './iso-dates'
import { parseDecimal } from './decimal'
import { readNumber, type NumberField } from './typed-number'

export interface RestingEntry {
  /** The morning, AAAA-MM-JJ. */
  date: string
  bpm: number
}

/**
 * The usual value a morning is judged against: the median of the mornings noted in the 28 days before it, the days
 * being judged left out; at least 7 of them, a week's worth, or there is no usual value yet. The median rather than
 * the mean, so that one bad night does not move it.
 */
export const BASELINE_DAYS = 28
export const BASELINE_MIN_MORNINGS = 7
/** The spec's sign: 5 BPM or more above the usual value, 3 mornings or more in a row. */
export const RISE_BPM = 5
export const SIGN_MORNINGS = 3

const RESTING_FIELD: NumberField = { name: 'votre fréquence au repos, en BPM', unit: 'BPM', ...RESTING_LIMITS }

/** Why a date cannot be a morning of the log, or null when it can. */
export function dateProblem(date: string, today: string): string | null {
  if (date.trim() === '') return 'Entrez la date de la mesure.'
  if (!isIsoDate(date)) return `Date « ${date} » invalide\u00a0: écrivez-la AAAA-MM-JJ, par exemple 2026-11-23.`
  if (date > today) return `Le ${formatDate(date)} n’est pas encore arrivé\u00a0: notez une mesure le matin même ou après.`
  return null
}

/** A problem as the second half of a sentence (« Ligne 3 : date … invalide »): lowercase first letter, no final point. */
export const asClause = (problem: string) => problem.charAt(0).toLowerCase() + problem.slice(1).replace(/\.$/, '')

/** Why a stored or imported rate cannot be one of the log, or null when it can. */
export function bpmProblem(bpm: number): string | null {
  return Number.isFinite(bpm) && bpm >= RESTING_LIMITS.min && bpm <= RESTING_LIMITS.max
    ? null
    : `${String(bpm).replace('.', ',')}\u00a0BPM n’est pas une fréquence au repos (de ${RESTING_LIMITS.min} à ${RESTING_LIMITS.max}\u00a0BPM)`
}

/**
 * A rate above what the log keeps, typed as a morning's rate: the log does not note it, and says where such a rate at
 * rest sends a reader (the triage's rows repos-150 and repos-medecin, content/regles.yaml), rather than only « out of
 * bounds ».
 */
function tooHighAtRest(typed: string): string | null {
  const value = parseDecimal(typed)
  if (value === null || value <= RESTING_LIMITS.max) return null
  return `${String(value).replace('.', ',')}\u00a0BPM au repos, c’est plus que ce que le journal note (de ${RESTING_LIMITS.min} à ${RESTING_LIMITS.max}\u00a0BPM). Un pouls au repos de 150\u00a0BPM ou plus, compté pendant 60\u00a0secondes, qui ne baisse pas après 10\u00a0minutes de repos, même sans autre signe\u00a0: composez le 9-1-1. Plus bas, s’il reste souvent au-dessus de 100\u00a0BPM\u00a0: prenez rendez-vous avec votre médecin. Les autres cas sont dans notre tableau «\u00a0Qui appeler\u00a0».`
}

/** The reader's new entry read from the form: the entry, or a message for each field that cannot be used. */
export function readEntry(
  draft: { date: string; bpm: string },
  today: string,
): { entry: RestingEntry | null; errors: { date?: string; bpm?: string } } {
  const errors: { date?: string; bpm?: string } = {}
  const date = dateProblem(draft.date, today)
  if (date) errors.date = date
  const bpm = readNumber(draft.bpm, RESTING_FIELD)
  if (bpm.error) errors.bpm = tooHighAtRest(draft.bpm) ?? bpm.error
  return { entry: date || bpm.value === undefined ? null : { date: draft.date, bpm: bpm.value }, errors }
}

export const byDate = (a: RestingEntry, b: RestingEntry) => a.date.localeCompare(b.date)

/** @internal also used by its tests */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/** The mornings of the 28 days before `date` (not `date` itself). */
export const morningsBefore = (entries: readonly RestingEntry[], date: string): RestingEntry[] =>
  entries.filter((entry) => entry.date < date && entry.date >= addDays(date, -BASELINE_DAYS))

/**
 * The usual value for the morning of `date`, or null with fewer than 7 mornings before it.
 * @internal also used by its tests
 */
export function baselineBefore(entries: readonly RestingEntry[], date: string): number | null {
  const before = morningsBefore(entries, date)
  return before.length < BASELINE_MIN_MORNINGS ? null : median(before.map((entry) => entry.bpm))
}

/** A morning as the log judges it: the usual value it was compared with, and how many high mornings in a row end with it. */
export interface JudgedMorning extends RestingEntry {
  baseline: number | null
  high: boolean
  /** 0 when this morning is not high; otherwise its place in the run of high mornings (1, 2, 3…). */
  streak: number
}

/**
 * Each morning judged in date order. A run of high mornings keeps the usual value of its first morning, so that the
 * days being judged never count in their own baseline; a day without a measure ends the run.
 */
export function judgeMornings(entries: readonly RestingEntry[]): JudgedMorning[] {
  const sorted = [...entries].sort(byDate)
  const judged: JudgedMorning[] = []
  for (const entry of sorted) {
    const previous = judged.at(-1)
    const continuing = previous?.high && previous.baseline !== null && daysBetween(previous.date, entry.date) === 1
    if (continuing && previous.baseline !== null && entry.bpm >= previous.baseline + RISE_BPM) {
      judged.push({ ...entry, baseline: previous.baseline, high: true, streak: previous.streak + 1 })
      continue
    }
    const baseline = baselineBefore(sorted, entry.date)
    const high = baseline !== null && entry.bpm >= baseline + RISE_BPM
    judged.push({ ...entry, baseline, high, streak: high ? 1 : 0 })
  }
  return judged
}

/** The spec's sign, when the latest mornings show it: those mornings (3 or more) and the usual value they exceed. */
export function currentSign(judged: readonly JudgedMorning[]): { mornings: JudgedMorning[]; baseline: number } | null {
  const last = judged.at(-1)
  if (!last || last.streak < SIGN_MORNINGS || last.baseline === null) return null
  return { mornings: judged.slice(-last.streak), baseline: last.baseline }
}

/**
 * The latest usual value, when it sits above the adult reference range at rest (60 to 100 BPM, the register's rule
 * repos-normal): a resting rate often above 100 BPM is the triage's row repos-medecin, whatever the rise from day to day.
 */
export function usualAboveRange(judged: readonly JudgedMorning[]): number | null {
  const baseline = judged.at(-1)?.baseline ?? null
  return baseline !== null && baseline > RESTING_USUAL.max ? baseline : null
}

/** Where a value of a conflict comes from: the log, the form, or a file being imported. */
export type EntryOrigin = 'journal' | 'saisie' | 'fichier'
export interface DateConflict {
  date: string
  options: { bpm: number; origin: EntryOrigin }[]
}

/**
 * New entries added to the log. A day that would hold two different rates is not decided here: it is returned as a
 * conflict for the reader to settle, and the log keeps its own value until then. The same rate twice is one entry.
 */
export function mergeEntries(
  log: readonly RestingEntry[],
  incoming: readonly RestingEntry[],
  origin: EntryOrigin,
): { entries: RestingEntry[]; conflicts: DateConflict[] } {
  const byDay = new Map<string, { bpm: number; origin: EntryOrigin }[]>()
  for (const entry of log) byDay.set(entry.date, [{ bpm: entry.bpm, origin: 'journal' }])
  for (const entry of incoming) {
    const options = byDay.get(entry.date) ?? []
    if (!options.some((option) => option.bpm === entry.bpm)) options.push({ bpm: entry.bpm, origin })
    byDay.set(entry.date, options)
  }
  const entries: RestingEntry[] = []
  const conflicts: DateConflict[] = []
  for (const [date, options] of byDay) {
    const [first] = options
    if (options.length > 1) conflicts.push({ date, options })
    // Until the reader chooses, the log's own value stays; a day new to the log waits for the choice.
    if (first && (options.length === 1 || first.origin === 'journal')) entries.push({ date, bpm: first.bpm })
  }
  return { entries: entries.sort(byDate), conflicts: conflicts.sort((a, b) => a.date.localeCompare(b.date)) }
}

/** The log once the reader has chosen one rate for each day in conflict. */
export function settleConflicts(entries: readonly RestingEntry[], chosen: ReadonlyMap<string, number>): RestingEntry[] {
  const settled = new Map(entries.map((entry) => [entry.date, entry.bpm]))
  for (const [date, bpm] of chosen) settled.set(date, bpm)
  return [...settled].map(([date, bpm]) => ({ date, bpm })).sort(byDate)
}
