/**
 * Tables of the Markdown: each data cell carries the label of its column, so that on a phone a row reads as a small
 * card (« 45 ans : 123–140 BPM ») instead of a table cut at the screen's edge (see .table-stack in styles.css).
 */
import { formatBpmRange, isValidAge, percentLabel, ZONES, zoneBounds, type ZoneNumber } from '../heart-rate/zones.ts'
import { estimatedMax, isMaxFormula, MAX_FORMULAS } from '../heart-rate/methods.ts'
import type { ZoneText } from './schema.ts'

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

const plain = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, '\u00a0')

/** From this many columns a table is wide: on a wide screen it may overflow the text's column (.table-wide in styles.css). */
const WIDE_TABLE_COLUMNS = 5

/**
 * A quantity a line must not cut: a number, a range (« 50-60 », « 95–114 ») or a number in several hyphenated parts
 * (« 9-1-1 »), and its unit, when it holds a break.
 */
const QUANTITY = /\d+(?:\u00a0\d{3})*(?:[-–]\d+(?:\u00a0\d{3})*)*(?:[ \u00a0](?:BPM|%|\$))?/g

/** The cell's quantities kept on one line; tags (and the addresses they hold) are left untouched. */
const unbrokenQuantities = (html: string) =>
  html
    .split(/(<[^>]*>)/)
    .map((part, i) => (i % 2 ? part : part.replace(QUANTITY, (q) => (/[-– ]/.test(q) ? `<span class="whitespace-nowrap">${q}</span>` : q))))
    .join('')

/** A table from cells already rendered to HTML; the first cell of each row heads it. */
export function stackingTable(head: string[], rows: string[][], caption?: string): string {
  const headRow = head.map((cell) => `<th scope="col">${unbrokenQuantities(cell)}</th>`).join('')
  const bodyRows = rows.map(
    (row) =>
      `<tr>${row
        .map(unbrokenQuantities)
        .map((cell, i) => (i === 0 ? `<th scope="row">${cell}</th>` : `<td data-label="${escapeHtml(plain(head[i] ?? ''))}">${cell}</td>`))
        .join('')}</tr>`,
  )
  const captionHtml = caption ? `<caption>${escapeHtml(caption)}</caption>` : ''
  const classes = head.length >= WIDE_TABLE_COLUMNS ? 'table-stack table-wide' : 'table-stack'
  return `<table class="${classes}">${captionHtml}<thead><tr>${headRow}</tr></thead><tbody>${bodyRows.join('')}</tbody></table>\n`
}

/**
 * The ```zones-par-age block: the five zones in BPM for the ages on its first line, from the zone module; a second line
 * may name another formula of the calculator (nes, gulati, tanaka), whose maxima the table then uses, so that a reader
 * from 40 finds the zones the site recommends beside the spec's. Null if the ages or the formula are not valid.
 */
export function ageTable(source: string, zoneTexts: Readonly<Record<ZoneNumber, ZoneText>>): string | null {
  const [agesLine = '', formulaLine = 'fox', ...more] = source
    .trim()
    .split('\n')
    .map((line) => line.trim())
  if (more.length || !isMaxFormula(formulaLine)) return null
  const ages = agesLine.split(',').map((part) => Number(part.trim()))
  if (ages.some((age) => !Number.isInteger(age) || !isValidAge(age))) return null
  const formula = MAX_FORMULAS[formulaLine]
  const maxFor = (age: number) => estimatedMax(formulaLine, age)
  const withGoal = formulaLine === 'fox'
  const head = ['Zone', '% FC max', ...ages.map((age) => `${age} ans (FC max ${maxFor(age)})`), ...(withGoal ? ['Objectif'] : [])]
  const rows = ZONES.map((zone) => [
    escapeHtml(`${zone.number}. ${zone.name}`),
    escapeHtml(percentLabel(zone)),
    ...ages.map((age) => {
      const { minBpm, maxBpm } = zoneBounds(zone, maxFor(age))
      return escapeHtml(formatBpmRange(minBpm, maxBpm))
    }),
    ...(withGoal ? [escapeHtml(zoneTexts[zone.number].goal)] : []),
  ])
  const agesText = `${ages.join(', ').replace(/, (\d+)$/, ' et $1')} ans`
  const caption = withGoal ? `Zones cardiaques à ${agesText}` : `Zones selon ${formula.name} (${formula.expression}), à ${agesText}`
  return stackingTable(head.map(escapeHtml), rows, caption)
}
