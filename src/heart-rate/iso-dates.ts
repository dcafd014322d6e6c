/** Calendar days as AAAA-MM-JJ strings: compared as text, counted in UTC so that no time zone or clock change moves them. */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

const toTime = (date: string): number => Date.parse(`${date}T00:00:00Z`)

/** A date that exists, written AAAA-MM-JJ (2026-02-30 does not). */
export function isIsoDate(value: string): boolean {
  return ISO_DATE.test(value) && !Number.isNaN(toTime(value)) && new Date(toTime(value)).toISOString().startsWith(value)
}

/** The date `days` days after `date` (before, when negative). */
export function addDays(date: string, days: number): string {
  return new Date(toTime(date) + days * 86_400_000).toISOString().slice(0, 10)
}

/** Whole days from `from` to `to`: 1 from one day to the next. */
export function daysBetween(from: string, to: string): number {
  return Math.round((toTime(to) - toTime(from)) / 86_400_000)
}
