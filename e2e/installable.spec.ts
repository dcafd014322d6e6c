import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { content, expect, hydrated, test } from './fixtures'

const LOG = '/outils/journal-frequence-cardiaque-repos'
const RECOVERY = '/outils/test-recuperation-cardiaque'

/** A PNG's width and height, read from its header. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) })

test('the site can be installed: Chromium finds nothing missing, and the manifest names the site and its icons', async ({
  baseURL,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'local', 'the same files whichever server sends them')
  // A private window cannot install a site: a profile of its own.
  const profile = mkdtempSync(join(tmpdir(), 'cardio-bpm-profil-'))
  const context = await chromium.launchPersistentContext(profile, { ...testInfo.project.use.launchOptions, baseURL })
  const page = await context.newPage()
  await page.goto(LOG)
  await hydrated(page)
  const cdp = await context.newCDPSession(page)
  await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([])
  await context.close()
  rmSync(profile, { recursive: true })
  const manifestResponse = await request.get('/manifest.webmanifest')
  expect(manifestResponse.headers()['content-type']).toBe('application/manifest+json; charset=utf-8')
  const manifest = (await manifestResponse.json()) as {
    name: string
    lang: string
    start_url: string
    icons: { src: string; sizes: string; purpose: string }[]
  }
  expect(manifest).toMatchObject({ name: content.site.name, lang: 'fr-CA', start_url: '/', display: 'standalone' })
  for (const icon of manifest.icons) {
    const [width, height] = icon.sizes.split('x').map(Number)
    expect(pngSize(readFileSync(`dist${icon.src}`)), icon.src).toEqual({ width, height })
  }
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable'])
})

test('a tool visited once works without a network; a page without islands stays without script', async ({ page, context }, testInfo) => {
  test.skip(testInfo.project.name !== 'local', 'the same files whichever server sends them')
  await page.goto(RECOVERY)
  await hydrated(page)
  // The page registers the worker once idle, which keeps what the page has loaded.
  await expect.poll(() => page.evaluate(async () => !!(await caches.match(location.pathname)))).toBe(true)
  await context.setOffline(true)
  await page.reload()
  await hydrated(page)
  await page.getByLabel('À la fin de l’effort (BPM)').fill('172')
  await page.getByLabel('Une minute après (BPM)').fill('146')
  await expect(page.getByTestId('baisse-une-minute')).toHaveText('Baisse en une minute\u00a0: 26\u00a0BPMExcellent')
  // An article read before going offline opens offline too, with no script of its own.
  await context.setOffline(false)
  // The network is back only once the page says so: a navigation sent sooner can still fail offline.
  await page.waitForFunction(() => navigator.onLine)
  const article = `/articles/${content.articles[0]!.routeId}`
  await page.goto(article)
  await context.setOffline(true)
  await page.reload()
  await expect(page.locator('h1')).toHaveText(content.articles[0]!.title)
  expect(await page.locator('script[src], link[rel="modulepreload"]').count()).toBe(0)
  await context.setOffline(false)
  // Withdrawn since (the site answers 410): its copy goes, and it is not shown offline any more.
  const gone = readFileSync('dist/410.html', 'utf8')
  await context.route(`**${article}`, (route) => route.fulfill({ status: 410, contentType: 'text/html; charset=utf-8', body: gone }))
  await page.reload()
  await expect(page.locator('h1')).toHaveText('Article retiré')
  await expect.poll(() => page.evaluate(async (path) => !!(await caches.match(path)), article)).toBe(false)
})
