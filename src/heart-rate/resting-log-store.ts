/**
 * How the log is written in the browser's storage, and read back whatever state it is in. The stored text is
 * {"version":1,"entries":[{"date":"2026-11-23","bpm":56}],"exportedAt":"2026-11-23"}, the last field only once the
 * reader has exported the log. Reading never fails: text that is not JSON, another
 * version's format, an entry with a bad date or rate, two entries for one day — each is said in a sentence, and
 * every entry that can be read is kept (two for one day go to the reader, who chooses).
 */
import { asClause, bpmProblem, dateProblem, mergeEntries, type DateConflict, type RestingEntry } from './resting-log'
import { parseDecimal } from './decimal'

const RESTING_LOG_VERSION = 1

export function writeStored(entries: readonly RestingEntry[], exportedAt?: string): string {
  return JSON.stringify({ version: RESTING_LOG_VERSION, entries, ...(exportedAt ? { exportedAt } : {}) })
}

export interface StoredLog {
  entries: RestingEntry[]
  /** Days stored twice with two rates: the reader chooses. */
  conflicts: DateConflict[]
  /** What could not be read, in sentences; empty when all was read. */
  problems: string[]
  /** The day the reader last exported the log, when they have (a date that cannot be read is forgotten). */
  exportedAt?: string
}

const UNREADABLE = 'Le journal enregistré dans ce navigateur est illisible (il a peut-être été abîmé)\u00a0: aucune mesure n’a pu en être reprise.'
/** At most this many entries are named one by one; the others are counted. */
const NAMED_PROBLEMS = 5

/** The list of entries a stored value holds, and its format's version (null when it names none). */
function storedItems(data: unknown): { items: unknown[]; version: unknown } | null {
  if (Array.isArray(data)) return { items: data, version: null }
  if (typeof data === 'object' && data !== null && 'entries' in data && Array.isArray(data.entries))
    return { items: data.entries, version: 'version' in data ? data.version : null }
  return null
}

/** One stored entry: the entry, or why it cannot be one. A rate stored as text (« 56,5 ») is read as a number. */
function readItem(item: unknown, today: string): RestingEntry | string {
  if (typeof item !== 'object' || item === null) return 'ce n’est pas une mesure'
  const date = 'date' in item && typeof item.date === 'string' ? item.date : ''
  const raw = 'bpm' in item ? item.bpm : undefined
  const bpm = typeof raw === 'number' ? raw : typeof raw === 'string' ? parseDecimal(raw) : null
  const problem = date === '' ? 'date manquante' : (dateProblem(date, today) ?? (bpm === null ? 'fréquence manquante' : bpmProblem(bpm)))
  return problem || bpm === null ? asClause(problem ?? 'fréquence manquante') : { date, bpm }
}

/** Sentences for the entries left out: the first few named, the rest counted. */
function leftOut(problems: string[]): string[] {
  if (!problems.length) return []
  const count = problems.length
  const more = count - NAMED_PROBLEMS
  const named = problems.slice(0, NAMED_PROBLEMS).map((problem, index, all) => `${problem}${index === all.length - 1 && more <= 0 ? '.' : ';'}`)
  return [
    `${count === 1 ? 'Une mesure enregistrée n’a pas pu être lue et a été laissée' : `${count} mesures enregistrées n’ont pas pu être lues et ont été laissées`} de côté\u00a0:`,
    ...named,
    ...(more > 0 ? [`et ${more} autre${more > 1 ? 's' : ''}.`] : []),
  ]
}

/** The log as stored (null: nothing stored yet), read as far as it can be. */
export function readStored(raw: string | null, today: string): StoredLog {
  if (raw === null) return { entries: [], conflicts: [], problems: [] }
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return { entries: [], conflicts: [], problems: [UNREADABLE] }
  }
  const stored = storedItems(data)
  if (!stored) return { entries: [], conflicts: [], problems: [UNREADABLE] }
  const entries: RestingEntry[] = []
  const problems: string[] = []
  stored.items.forEach((item, index) => {
    const read = readItem(item, today)
    if (typeof read === 'string') problems.push(`mesure n°\u00a0${index + 1}\u00a0: ${read}`)
    else entries.push(read)
  })
  const merged = mergeEntries([], entries, 'journal')
  const otherVersion =
    stored.version === RESTING_LOG_VERSION
      ? []
      : [
          `Ce journal a été enregistré dans un autre format que celui de cette version du site\u00a0: ${entries.length} mesure${entries.length > 1 ? 's' : ''} reprise${entries.length > 1 ? 's' : ''}.`,
        ]
  const exportedAt = typeof data === 'object' && data !== null && 'exportedAt' in data ? data.exportedAt : undefined
  return {
    entries: merged.entries,
    conflicts: merged.conflicts,
    problems: [...otherVersion, ...leftOut(problems)],
    exportedAt: typeof exportedAt === 'string' && !dateProblem(exportedAt, today) ? exportedAt : undefined,
  }
}
