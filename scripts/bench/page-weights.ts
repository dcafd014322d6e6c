/**
 * What a visitor downloads to see one page: its HTML, and every stylesheet and script the browser loads for it until
 * the network is idle (the page painted and hydrated, nothing touched), each counted gzipped at level 9 from dist/,
 * as static hosts store them.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser } from '@playwright/test'

/** At most 100 kB of JavaScript, gzipped, for a visitor to see and use any page; the rest loads on interaction. */
export const JS_BUDGET = 100_000

export interface PageWeights {
  html: number
  css: number
  js: number
  /** Stylesheets and scripts loaded. */
  files: number
}

/** Bytes of a file gzipped at level 9, as static hosts store it. */
export const gzipped = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length

/** The file of dist/ that answers a path: /contact is contact.html, / is index.html. */
const htmlFile = (dist: string, path: string) => join(dist, path === '/' ? 'index.html' : `${path}.html`)

export async function pageWeights(browser: Browser, origin: string, path: string, dist = 'dist'): Promise<PageWeights> {
  const page = await browser.newPage()
  const files = new Set<string>()
  page.on('response', (response) => {
    const { pathname } = new URL(response.url())
    if (/\.(js|css)$/.test(pathname)) files.add(pathname)
  })
  await page.goto(origin + path, { waitUntil: 'networkidle' })
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await page.close()
  const weights: PageWeights = { html: gzipped(htmlFile(dist, path)), css: 0, js: 0, files: files.size }
  for (const file of files) weights[file.endsWith('.js') ? 'js' : 'css'] += gzipped(join(dist, file))
  return weights
}

/** The paths of every page: the sitemap's, and the not-found page. */
export function sitePaths(dist = 'dist'): string[] {
  const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8')
  return [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((match) => match[1] ?? '/').concat('/404')
}

export const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} ko`
