import { test as base, expect } from '@playwright/test'
import { loadContent } from '../src/content/load'
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
      // A page served with status 404 on purpose logs its own status as a console error: that one is expected, and
      // so is the 404 of an article's data when a client-side navigation asks for an id that has no article.
      const notFoundDocuments = new Set<string>()
      page.on('response', (response) => {
        const expected = response.request().isNavigationRequest() || new URL(response.url()).pathname.startsWith('/donnees/articles/')
        if (expected && response.status() === 404) notFoundDocuments.add(response.url())
      })
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return
        if (message.text().startsWith('Failed to load resource') && notFoundDocuments.has(message.location().url)) return
        problems.push(`console ${message.type()}: ${message.text()}`)
      })
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
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

/** Waits until React has hydrated the pre-rendered page (RootLayout marks <html data-hydrated>). */
export async function hydrated(page: import('@playwright/test').Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}
