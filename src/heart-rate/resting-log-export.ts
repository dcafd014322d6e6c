/**
 * When the log reminds the reader to export it. The site's own convention, matched to Safari, which deletes a site's
 * stored data after seven days of use without a visit: once a morning has waited a week without being in any export,
 * the reader is reminded, with how many mornings are at risk.
 */
import { daysBetween } from './iso-dates'
import type { RestingEntry } from './resting-log'

const EXPORT_REMINDER_DAYS = 7

export interface ExportReminder {
  /** Mornings that no export holds (dated after the last one, or all of them when none was made). */
  unexported: number
  /** The oldest of them. */
  oldest: string
  /** The last export, when there was one. */
  exportedAt?: string
}

/** The reminder due today, or null when every morning older than a week is in an export. */
export function exportReminder(entries: readonly RestingEntry[], exportedAt: string | undefined, today: string): ExportReminder | null {
  const unexported = entries.filter((entry) => !exportedAt || entry.date > exportedAt)
  const oldest = unexported.reduce<string | null>((first, entry) => (first === null || entry.date < first ? entry.date : first), null)
  if (oldest === null || daysBetween(oldest, today) < EXPORT_REMINDER_DAYS) return null
  return { unexported: unexported.length, oldest, ...(exportedAt ? { exportedAt } : {}) }
}
