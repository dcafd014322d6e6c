/**
 * Tables of the Markdown: each data cell carries the label of its column, so that on a phone a row reads as a small
 * card (« 45 ans : 123–140 BPM ») instead of a table cut at the screen's edge (see .table-stack in styles.css).
 */
import { formatBpmRange, isValidAge, maxHeartRate, percentLabel, ZONES, zoneBounds, type ZoneNumber } from '../heart-rate/zones.ts'
import type { ZoneText } from './schema.ts'

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

const plain = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, '\u00a0')

/** A table from cells already rendered to HTML; the first cell of each row heads it. */
export function stackingTable(head: string[], rows: string[][], caption?: string): string {
  const headRow = head.map((cell) => `<th scope="col">${cell}</th>`).join('')
  const bodyRows = rows.map(
    (row) =>
      `<tr>${row.map((cell, i) => (i === 0 ? `<th scope="row">${cell}</th>` : `<td data-label="${escapeHtml(plain(head[i] ?? ''))}">${cell}</td>`)).join('')}</tr>`,
  )
  const captionHtml = caption ? `<caption>${escapeHtml(caption)}</caption>` : ''
  return `<table class="table-stack">${captionHtml}<thead><tr>${headRow}</tr></thead><tbody>${bodyRows.join('')}</tbody></table>\n`
}

/** The ```zones-par-age block: the five zones in BPM for the ages listed, from the zone module; null if the ages are not valid. */
export function ageTable(source: string, zoneTexts: Readonly<Record<ZoneNumber, ZoneText>>): string | null {
  const ages = source.split(',').map((part) => Number(part.trim()))
  if (ages.some((age) => !Number.isInteger(age) || !isValidAge(age))) return null
  const head = ['Zone', '% de la FCM', ...ages.map((age) => `${age} ans (FCM ${maxHeartRate(age)})`), 'Objectif']
  const unbroken = (range: string) => `<span class="whitespace-nowrap">${escapeHtml(range)}</span>`
  const rows = ZONES.map((zone) => [
    escapeHtml(`${zone.number}. ${zone.name}`),
    unbroken(percentLabel(zone)),
    ...ages.map((age) => {
      const { minBpm, maxBpm } = zoneBounds(zone, maxHeartRate(age))
      return unbroken(formatBpmRange(minBpm, maxBpm))
    }),
    escapeHtml(zoneTexts[zone.number].goal),
  ])
  const caption = `Zones cardiaques de ${ages.join(', ').replace(/, (\d+)$/, ' et $1')} ans`
  return stackingTable(head.map(escapeHtml), rows, caption)
}
