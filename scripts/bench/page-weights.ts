/**
 * What a visitor downloads to see and use one page: its HTML, and every stylesheet and script the browser loads for
 * it, each counted gzipped at level 9 from dist/, as static hosts store them. Twice: on first view (the page painted,
 * nothing touched, the network idle), and once every island of the page has hydrated (scrolled into view where it
 * waits to be seen), the most a visitor can load without opening an option.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser, Page } from '@playwright/test'
import { ISLAND_ATTRIBUTES } from '../../src/islands/attributes.ts'

/**
 * The JavaScript budget of a page, gzipped, every island hydrated: 90 kB for a page with islands (React's client alone
 * is 64 kB), none for a page without. The rest loads when the visitor opens an option.
 */
const jsBudget = (html: string) => (html.includes(`${ISLAND_ATTRIBUTES.name}="`) ? 90_000 : 0)

export interface PageWeights {
  html: number
  css: number
  /** Scripts loaded on first view, nothing scrolled or touched. */
  firstViewJs: number
  /** Scripts loaded once every island of the page has hydrated. */
  js: number
  budget: number
  /** Stylesheets and scripts loaded. */
  files: number
}

/** Bytes of a file gzipped at level 9, as static hosts store it. */
export const gzipped = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length

/** The file of dist/ that answers a path: /contact is contact.html, / is index.html. */
const htmlFile = (dist: string, path: string) => join(dist, path === '/' ? 'index.html' : `${path}.html`)

/** Brings each island into view in turn and waits until all have hydrated (those that wait for a touch excepted). */
export async function hydrateEveryIsland(page: Page) {
  const islands = page.locator(`[${ISLAND_ATTRIBUTES.name}]:not([${ISLAND_ATTRIBUTES.load}="interaction"])`)
  for (const island of await islands.all()) {
    await island.evaluate((element) => (element.firstElementChild ?? element).scrollIntoView({ block: 'center' }))
    await island.and(page.locator(`[${ISLAND_ATTRIBUTES.hydrated}]`)).waitFor({ state: 'attached' })
  }
}

const scriptBytes = (dist: string, files: Iterable<string>) =>
  [...files].filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gzipped(join(dist, file)), 0)

export async function pageWeights(browser: Browser, origin: string, path: string, dist = 'dist'): Promise<PageWeights> {
  const page = await browser.newPage()
  const files = new Set<string>()
  page.on('response', (response) => {
    const { pathname } = new URL(response.url())
    if (/\.(js|css)$/.test(pathname)) files.add(pathname)
  })
  await page.goto(origin + path, { waitUntil: 'networkidle' })
  const firstViewJs = scriptBytes(dist, files)
  await hydrateEveryIsland(page)
  await page.waitForLoadState('networkidle')
  await page.close()
  const html = readFileSync(htmlFile(dist, path), 'utf8')
  return {
    html: gzipSync(html, { level: 9 }).length,
    css: [...files].filter((file) => file.endsWith('.css')).reduce((sum, file) => sum + gzipped(join(dist, file)), 0),
    firstViewJs,
    js: scriptBytes(dist, files),
    budget: jsBudget(html),
    files: files.size,
  }
}

/** The paths of every page: the sitemap's, and the not-found page. */
export function sitePaths(dist = 'dist'): string[] {
  const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8')
  return [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((match) => match[1] ?? '/').concat('/404')
}

export const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} ko`
