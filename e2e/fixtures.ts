import { test as base, expect, type Locator, type Page } from '@playwright/test'
import { loadContent } from '../src/content/load'
import { hydrateEveryIsland } from '../scripts/bench/page-weights'
import { allPaths } from '../src/site-pages'

/** The site's own content, read the way the build reads it. */
export const content = loadContent(process.cwd())

/** Every page the build renders, from the site's page list and its articles. */
export const everyPath = allPaths(content.articles.map((article) => article.routeId))

/**
 * Every test fails on a console error, an uncaught exception (hydration errors #418/#423 included)
 * or a request that leaves localhost.
 */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = []
      // A page served with status 404 (or 410, gone) on purpose logs its own status as a console error: expected.
      const notFoundDocuments = new Set<string>()
      page.on('response', (response) => {
        if (response.request().isNavigationRequest() && [404, 410].includes(response.status())) notFoundDocuments.add(response.url())
      })
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return
        if (message.text().startsWith('Failed to load resource') && notFoundDocuments.has(message.location().url)) return
        problems.push(`console ${message.type()}: ${message.text()}`)
      })
      page.on('pageerror', (error) => {
        // Chromium's word that it skipped the animation between two pages, seen now and then since the site has a
        // service worker (cause not pinned down): the next page still loads whole; only the cross-page fade is missed.
        if (error.message.startsWith('Transition was aborted because of invalid state')) return
        problems.push(`pageerror: ${error.message}`)
      })
      page.on('request', (request) => {
        const url = new URL(request.url())
        if (url.protocol.startsWith('http') && url.hostname !== 'localhost') problems.push(`outside request: ${request.url()}`)
      })
      await use(problems)
      expect(problems).toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

export interface JsonLdNode {
  '@type': string
  [key: string]: unknown
}

/** The nodes of the page's JSON-LD graph. */
export async function jsonLdGraph(page: import('@playwright/test').Page): Promise<JsonLdNode[]> {
  const text = await page.locator('script[type="application/ld+json"]').textContent()
  return (JSON.parse(text ?? '{}') as { '@graph': JsonLdNode[] })['@graph']
}

/**
 * Waits until every island of the page has hydrated (src/main.tsx marks each one), those that wait to be seen brought
 * into view in turn; the page is then scrolled back where it was. A page without an island has nothing to wait for.
 */
export async function hydrated(page: import('@playwright/test').Page) {
  const scrollY = await page.evaluate(() => window.scrollY)
  await hydrateEveryIsland(page)
  await page.evaluate((y) => window.scrollTo(0, y), scrollY)
}

/** Presses Tab `times` times from where the focus is, and expects it on `target`. */
export async function tabTo(page: Page, target: Locator, times = 1) {
  for (let press = 0; press < times; press++) await page.keyboard.press('Tab')
  await expect(target).toBeFocused()
}

/** Types a wrong value in a field and leaves it: the form judges it, and the field says it is wrong. */
export async function leaveWrong(field: Locator, typed: string) {
  await field.fill(typed)
  await field.blur()
  await expect(field).toHaveAttribute('aria-invalid', 'true')
}
