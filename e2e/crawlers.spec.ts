// What a crawler or a social network reads: canonical addresses that answer, the sitemap, robots.txt, the feed and
// each page's social image, as served.
import { createHash } from 'node:crypto'
import { XMLParser } from 'fast-xml-parser'
import { content, expect, hydrated, test } from './fixtures'

const { site, articles, markdownPages } = content
const local = (url: string) => url.slice(site.baseUrl.length) || '/'
const mainOf = (html: string) => /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1]
const canonicalOf = (html: string) => /<link[^>]*rel="canonical"[^>]*href="([^"]+)"/.exec(html)?.[1]

/** The canonical URL of every indexable page, worked out here from the spec's routes rather than by the build's code. */
const CANONICAL_URLS = [
  ...['/', '/calculateur-bpm', '/zones-cardiaques', '/articles', '/a-propos', '/contact'],
  ...[
    '/outils',
    '/outils/test-recuperation-cardiaque',
    '/outils/test-derive-cardiaque',
    '/outils/journal-frequence-cardiaque-repos',
    '/outils/analyse-seance',
  ],
  ...articles.map((article) => `/articles/${article.canonicalId}`),
  ...markdownPages.map((page) => `/${page.name}`),
].map((path) => site.baseUrl + path)

test('each article answers at its canonical address with the same page and the same canonical', async ({ page, request }) => {
  for (const article of articles) {
    const [byRoute, byCanonical] = await Promise.all([request.get(`/articles/${article.routeId}`), request.get(`/articles/${article.canonicalId}`)])
    expect(byCanonical.status(), article.canonicalId).toBe(200)
    const [routeHtml, canonicalHtml] = await Promise.all([byRoute.text(), byCanonical.text()])
    expect(mainOf(canonicalHtml), article.canonicalId).toBe(mainOf(routeHtml))
    expect(canonicalOf(canonicalHtml)).toBe(`${site.baseUrl}/articles/${article.canonicalId}`)
    expect(canonicalOf(routeHtml)).toBe(`${site.baseUrl}/articles/${article.canonicalId}`)
  }
  const [first] = articles
  await page.goto(`/articles/${first?.canonicalId}`)
  await hydrated(page)
  await expect(page.locator('h1')).toHaveText(first?.title ?? '')
})

test('the sitemap lists exactly the canonical URL of every indexable page, each answering 200 with itself as canonical', async ({ request }) => {
  const response = await request.get('/sitemap.xml')
  expect(response.headers()['content-type']).toBe('text/xml; charset=utf-8')
  const { urlset } = new XMLParser().parse(await response.text()) as { urlset: { url: { loc: string; lastmod: string }[] } }
  expect(urlset.url.map((url) => url.loc).sort()).toEqual([...CANONICAL_URLS].sort())
  for (const { loc, lastmod } of urlset.url) {
    expect(lastmod, loc).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const page = await request.get(local(loc))
    expect(page.status(), loc).toBe(200)
    const html = await page.text()
    expect(canonicalOf(html), loc).toBe(loc)
    expect(html, loc).toContain('content="index, follow"')
  }
  const fatBurning = urlset.url.find((url) => url.loc.endsWith('/articles/frequence-cardiaque-bruler-graisses'))
  expect(fatBurning?.lastmod).toBe(articles.find((article) => article.canonicalId === 'frequence-cardiaque-bruler-graisses')?.modifiedAt)
})

test('robots.txt allows crawling and names the sitemap', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/^User-agent: \*$/m)
  expect(robots).toMatch(/^Allow: \/$/m)
  expect(robots).not.toMatch(/^Disallow: \/\s*$/m)
  expect(robots).toMatch(new RegExp(`^Sitemap: ${site.baseUrl}/sitemap\\.xml$`, 'm'))
})

test('the Atom feed named in the head lists every article at its canonical URL', async ({ page, request }) => {
  await page.goto('/contact')
  const href = await page.locator('link[rel="alternate"][type="application/atom+xml"]').getAttribute('href')
  const response = await request.get(local(href ?? ''))
  expect(response.headers()['content-type']).toBe('application/atom+xml; charset=utf-8')
  const { feed } = new XMLParser({ ignoreAttributes: false }).parse(await response.text()) as { feed: { entry: { id: string }[] } }
  expect(feed.entry.map((entry) => entry.id)).toEqual(articles.map((article) => `${site.baseUrl}/articles/${article.canonicalId}`))
})

test('every indexable page has its own 1200 × 630 PNG social image', async ({ request }) => {
  const seen = new Set<string>()
  for (const url of CANONICAL_URLS) {
    const html = await (await request.get(local(url))).text()
    const image = /<meta[^>]*property="og:image"[^>]*content="([^"]+)"/.exec(html)?.[1] ?? ''
    const response = await request.get(local(image))
    expect(response.status(), image).toBe(200)
    expect(response.headers()['content-type']).toBe('image/png')
    const png = await response.body()
    // PNG header: width and height are the two 32-bit numbers of the IHDR chunk, at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], image).toEqual([1200, 630])
    seen.add(createHash('sha256').update(png).digest('hex'))
  }
  expect(seen.size).toBe(CANONICAL_URLS.length)
})
