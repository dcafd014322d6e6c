/**
 * The log as a CSV file the reader keeps or opens in a spreadsheet: one line per morning, « date;bpm », the date
 * AAAA-MM-JJ and the rate with a decimal comma, as a French-language spreadsheet reads it. Import reads that file
 * back exactly, and also what a spreadsheet may have made of it: commas or tabs between columns, a decimal point,
 * dates written JJ/MM/AAAA, a header or none. A line it cannot read is named and left out; the others are kept.
 */
import { asClause, bpmProblem, byDate, dateProblem, type RestingEntry } from './resting-log'
import { parseDecimal } from './decimal'
import { formatDecimal } from './typed-number'

const CSV_HEADER = 'date;bpm'

export function toCsv(entries: readonly RestingEntry[]): string {
  return [CSV_HEADER, ...[...entries].sort(byDate).map((entry) => `${entry.date};${formatDecimal(entry.bpm, 2)}`)].join('\r\n') + '\r\n'
}

/** « 23/11/2026 » (a spreadsheet's way) as 2026-11-23; anything else as it is. */
function isoFrom(raw: string): string {
  const day = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(raw)
  return day ? `${day[3]}-${day[2]?.padStart(2, '0')}-${day[1]?.padStart(2, '0')}` : raw
}

/** A line's two cells: split on a semicolon or a tab when there is one, otherwise on the first comma. */
function cells(line: string): [string, string] | null {
  const separator = [';', '\t', ','].find((candidate) => line.includes(candidate))
  if (!separator) return null
  const at = line.indexOf(separator)
  const rest = line.slice(at + 1)
  // A semicolon or tab file has exactly two columns; a comma file may hold a decimal comma in its second.
  if (separator !== ',' && rest.includes(separator)) return null
  return [line.slice(0, at).trim().replace(/^"|"$/g, ''), rest.trim().replace(/^"|"$/g, '')]
}

const HEADER = /^\s*"?date"?\s*[;,\t]/i

/** Why one line of a file cannot be an entry, or the entry it holds. */
function readLine(line: string, today: string): RestingEntry | string {
  const pair = cells(line)
  if (!pair) return `«\u00a0${line.trim().slice(0, 40)}\u00a0»\u00a0: une date et une fréquence séparées par un point-virgule sont attendues`
  const [rawDate, rawBpm] = pair
  if (rawDate === '') return 'date manquante'
  const date = isoFrom(rawDate)
  const bpm = parseDecimal(rawBpm)
  const problem = dateProblem(date, today) ?? (bpm === null ? `« ${rawBpm} » n’est pas un nombre` : bpmProblem(bpm))
  return problem || bpm === null ? asClause(problem ?? '') : { date, bpm }
}

/** The entries a CSV text holds, and a sentence for each line left out. Two lines for one day are both returned. */
export function fromCsv(text: string, today: string): { entries: RestingEntry[]; problems: string[] } {
  const entries: RestingEntry[] = []
  const problems: string[] = []
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/)
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '' || (index === 0 && HEADER.test(line))) continue
    const read = readLine(line, today)
    if (typeof read === 'string') problems.push(`Ligne ${index + 1}\u00a0: ${read}.`)
    else entries.push(read)
  }
  return { entries, problems }
}
