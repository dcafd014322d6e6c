/**
 * When an article is on the site. Its publication date may be to come: the article is then scheduled, checked like
 * the others but left out of every page, list, sitemap and feed, and published by the first build on or after its
 * day. Whether that day has come is asked of the date in Québec, whatever the clock of the machine that builds.
 * An article may also be withdrawn: its `withdrawnAt` is the day it was taken off the site (today at the latest,
 * ./articles.ts). It is then left out like a scheduled one, no page may link to it, and its addresses answer
 * 410 Gone on every host (scripts/hosting/gone.ts).
 */

/** The site's time zone: Québec's (Montréal keeps Toronto's time). */
const SITE_TIME_ZONE = 'America/Toronto'

/** Today's date in Québec, as AAAA-MM-JJ. */
export function siteToday(now = new Date()): string {
  // en-CA writes dates as ISO does.
  return new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}

/** Whether an article published on `publishedAt` is on the site built `today`. */
export const isPublished = ({ publishedAt }: { publishedAt: string }, today: string) => publishedAt <= today

/** Whether an article has been withdrawn from the site: it has a withdrawal date. */
export const isWithdrawn = <A extends { withdrawnAt?: string | undefined }>(article: A): article is A & { withdrawnAt: string } =>
  article.withdrawnAt !== undefined

/** Whether an article has a page on the site built `today`: published, and not withdrawn. */
export const isOnSite = (article: { publishedAt: string; withdrawnAt?: string | undefined }, today: string) =>
  isPublished(article, today) && !isWithdrawn(article)
