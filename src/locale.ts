/** The site's one locale: the language of every page, the Open Graph locale and the way dates are written. */
export const LANGUAGE = 'fr-CA'
export const OG_LOCALE = 'fr_CA'

const dateFormat = new Intl.DateTimeFormat(LANGUAGE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/** « 10 janvier 2025 » from an ISO date (AAAA-MM-JJ). */
export function formatDate(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`))
}
