import { PAGES, pagePath } from '../src/site-pages'
import { content, everyPath, expect, hydrated, jsonLdGraph, test } from './fixtures'

const { site, pages, articles, markdownPages } = content
const suffix = ` | ${site.name}`

interface Expected {
  path: string
  title: string
  description: string
  canonical: string
  types: string[]
}

const staticPages: Expected[] = PAGES.map(({ name }) => ({
  path: pagePath(name),
  title: pages[name].meta.title + suffix,
  description: pages[name].meta.description,
  canonical: site.baseUrl + pagePath(name),
  types: ['Organization', 'WebPage', 'BreadcrumbList'],
}))

const articlePages: Expected[] = articles.map((a) => ({
  path: `/articles/${a.routeId}`,
  title: a.title + suffix,
  description: a.description,
  canonical: `${site.baseUrl}/articles/${a.canonicalId}`,
  types: ['Organization', 'WebPage', 'BreadcrumbList', 'Article'],
}))

const legalPages: Expected[] = markdownPages.map((p) => ({
  path: `/${p.name}`,
  title: p.title + suffix,
  description: p.description,
  canonical: `${site.baseUrl}/${p.name}`,
  types: ['Organization', 'WebPage', 'BreadcrumbList'],
}))

const everyPage = [...staticPages, ...articlePages, ...legalPages]

/** /contact → …/images/partage/contact.png; the home page's is accueil.png. */
const socialImageUrl = (canonical: string) =>
  `${site.baseUrl}/images/partage${canonical === `${site.baseUrl}/` ? '/accueil' : canonical.slice(site.baseUrl.length)}.png`

test('the site has the routes of the spec: 5 pages, 8 articles, 5 legal pages', () => {
  expect(everyPage.map((p) => p.path)).toEqual(
    expect.arrayContaining([
      '/',
      '/calculateur-bpm',
      '/zones-cardiaques',
      '/a-propos',
      '/contact',
      '/dmca',
      '/conditions-utilisation',
      '/limite-responsabilite',
      '/politique-antispam',
      '/politique-confidentialite',
      '/articles/frequence-cardiaque-repos-indicateur-sante',
      '/articles/frequence-cardiaque-ideale-bruler-graisses',
      '/articles/qu-est-ce-qu-un-moniteur-bpm',
      '/articles/table-zones-frequence-cardiaque-par-age',
      '/articles/tapis-roulant-vs-velo-stationnaire-meilleur-cardio',
      '/articles/hiit-frequence-cardiaque-intervalles-haute-intensite',
      '/articles/comment-ameliorer-endurance-frequence-cardiaque',
      '/articles/guide-montres-cardio-capteurs-frequence-cardiaque',
    ]),
  )
  expect(everyPage.map((p) => p.path).sort()).toEqual([...everyPath].sort())
  expect(new Set(everyPage.map((p) => p.description)).size).toBe(everyPage.length)
})

for (const expected of everyPage) {
  test(`${expected.path} is pre-rendered with its metadata and hydrates cleanly`, async ({ page, request }) => {
    // What a crawler reads, before any script runs.
    const raw = await request.get(expected.path)
    expect(raw.status()).toBe(200)
    const html = await raw.text()
    expect(html).toContain('<html lang="fr-CA"')
    expect(html.match(/<link[^>]+rel="canonical"[^>]*>/g)).toEqual([expect.stringContaining(`href="${expected.canonical}"`)])
    expect(html).toContain('content="index, follow"')
    expect(html).toContain('property="og:locale" content="fr_CA"')
    // The content is in <main> as a crawler reads it, not in a hidden block that a script reveals later.
    expect(html).toMatch(/<main[^>]*>(?:(?!<\/main>)[\s\S])*<h1/)
    expect(html).not.toContain('<template id="B:')

    await page.goto(expected.path)
    await expect(page).toHaveTitle(expected.title)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', expected.description)
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', expected.canonical)
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', socialImageUrl(expected.canonical))
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', socialImageUrl(expected.canonical))
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200')
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630')
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', /\S{3,}/)
    await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', `${site.baseUrl}/flux.atom`)
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', expected.types.includes('Article') ? 'article' : 'website')
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1)
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1)
    const graph = await jsonLdGraph(page)
    expect(graph.map((node) => node['@type'])).toEqual(expected.types)
    // Hydrated; a mismatch would have logged an error, which the fixture turns into a failure.
    await hydrated(page)
  })
}

test('articles carry the Article facts and the breadcrumb Accueil › Articles › title', async ({ page }) => {
  const dates: Record<string, string> = {
    'frequence-cardiaque-repos-indicateur-sante': '2025-01-10',
    'frequence-cardiaque-ideale-bruler-graisses': '2025-01-11',
    'qu-est-ce-qu-un-moniteur-bpm': '2025-01-12',
    'table-zones-frequence-cardiaque-par-age': '2025-01-13',
    'tapis-roulant-vs-velo-stationnaire-meilleur-cardio': '2025-01-14',
    'hiit-frequence-cardiaque-intervalles-haute-intensite': '2025-01-15',
    'comment-ameliorer-endurance-frequence-cardiaque': '2025-01-16',
    'guide-montres-cardio-capteurs-frequence-cardiaque': '2025-01-17',
  }
  for (const [routeId, date] of Object.entries(dates)) {
    await page.goto(`/articles/${routeId}`)
    const graph = await jsonLdGraph(page)
    const article = graph.find((node) => node['@type'] === 'Article')
    const title = await page.locator('h1').textContent()
    expect(article).toMatchObject({ headline: title, datePublished: date, author: { name: expect.stringMatching(/\S/) as unknown } })
    expect((article?.image as string[])[0]).toMatch(/^https:\/\/.+\.webp$/)
    const crumbs = graph.find((node) => node['@type'] === 'BreadcrumbList')?.itemListElement as { name: string }[]
    expect(crumbs.map((c) => c.name)).toEqual(['Accueil', 'Articles', title])
  }
})

test('the spec canonical ids are kept beside the route ids', async ({ page }) => {
  await page.goto('/articles/frequence-cardiaque-ideale-bruler-graisses')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.baseUrl}/articles/frequence-cardiaque-bruler-graisses`)
  await page.goto('/articles/qu-est-ce-qu-un-moniteur-bpm')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.baseUrl}/articles/quest-ce-que-bpm-mesure`)
})

test('a link followed to another page loads it whole: its own title, description and canonical', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Contact' }).click()
  await expect(page).toHaveURL(/\/contact$/)
  await expect(page).toHaveTitle(pages.contact.meta.title + suffix)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', pages.contact.meta.description)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.baseUrl}/contact`)
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1)
})

/**
 * Paid links (declared in site.yaml: affiliate links, the partner shop and the network's sites, which may pay the site)
 * are marked sponsored and followed by « (lien d’affiliation) » for an affiliate link, « (lien commandité) » for the
 * others, except the shop's name in the header's strip, which its
 * « Commandité » badge announces; every outbound link, social ones included, gives the other site no handle.
 */
const isPaid = (kind: string) => kind === 'affiliate' || kind === 'partner'
const affiliateUrls = new Set(Object.values(site.links).flatMap((link) => (link.kind === 'affiliate' ? [link.url] : [])))
const paidUrls = new Set([...Object.values(site.links), site.shop, ...site.partners].flatMap((link) => (isPaid(link.kind) ? [link.url] : [])))
const expectedRel = (href: string) => (paidUrls.has(href) ? 'sponsored noopener noreferrer' : 'noopener noreferrer')
const disclosed = (url: string) =>
  affiliateUrls.has(url)
    ? /^\u00a0<span class="disclosure[^"]*">\(lien d’affiliation\)<\/span>/
    : /^\u00a0<span class="disclosure[^"]*">\(lien commandité\)<\/span>/

test('every outbound link of every page opens in a new tab, marked for what it is; every paid one is disclosed next to it', async ({ request }) => {
  const seen = new Set<string>()
  for (const path of everyPath) {
    const html = await (await request.get(path)).text()
    for (const anchor of html.matchAll(/(<a\b[^>]*\shref="(https?:[^"]+)"[^>]*>)[\s\S]*?<\/a>/g)) {
      const [whole, tag = '', href = ''] = anchor
      const url = href.replace(/&amp;/g, '&')
      seen.add(url)
      expect(tag, `${path} › ${url}`).toContain(' target="_blank"')
      expect(/\srel="([^"]*)"/.exec(tag)?.[1], `${path} › ${url}`).toBe(expectedRel(url))
      if (!paidUrls.has(url)) continue
      const after = html.slice(anchor.index + whole.length, anchor.index + whole.length + 120)
      // The badge stands before the shop's name in the strip: « Commandité » then the name.
      const badged = url === site.shop.url && html.slice(Math.max(0, anchor.index - 300), anchor.index).includes('>Commandité</span>')
      expect(badged || disclosed(url).test(after), `${path} › ${url} : ${after.slice(0, 80)}`).toBe(true)
    }
  }
  // The shop, the network, the social networks and the affiliate links were all among them.
  for (const url of [site.shop.url, ...site.partners.map((p) => p.url), ...site.social.map((s) => s.url), ...affiliateUrls])
    expect(seen, url).toContain(url)
})

test('the home page shows its hero, 3 feature cards, the calculator, 8 article cards and 4 partner links', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('link', { name: pages.accueil.hero.primaryCta })).toHaveAttribute('href', '/calculateur-bpm#calc-age')
  await expect(page.getByRole('link', { name: pages.accueil.hero.secondaryCta })).toHaveAttribute('href', '/zones-cardiaques')
  await expect(page.locator('#a-la-une + ul > li')).toHaveCount(3)
  // The study the fat-burning card names links to where it can be read, in a new tab.
  await expect(page.locator('#a-la-une + ul').getByRole('link', { name: /^Achten et coll\., 2002/ })).toHaveAttribute(
    'href',
    'https://doi.org/10.1097/00005768-200201000-00015',
  )
  await expect(page.getByRole('button', { name: 'Calculer mes zones' })).toBeVisible()
  const cards = page.locator('section[aria-labelledby="articles-recents"] article')
  await expect(cards).toHaveCount(8)
  for (const card of await cards.all()) {
    await expect(card.locator('img')).toHaveAttribute('alt', /\S{3,}/)
    await expect(card.getByRole('link')).toHaveAttribute('href', /^\/articles\//)
  }
  await expect(page.locator('section[aria-labelledby="reseau"] a[target="_blank"]')).toHaveCount(4)
})

test('an article opened from a home page card, then another after Back, shows its own text and metadata', async ({ page }) => {
  const [first, second] = articles
  await page.goto('/')
  await hydrated(page)
  await page.locator('section[aria-labelledby="articles-recents"]').getByRole('link', { name: first!.title }).click()
  // The card leads to the article's canonical address, the one its metadata gives.
  await expect(page).toHaveURL(new RegExp(`/articles/${first!.canonicalId}$`))
  await expect(page.locator('h1')).toHaveText(first!.title)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.baseUrl}/articles/${first!.canonicalId}`)
  await page.goBack()
  await page.locator('section[aria-labelledby="articles-recents"]').getByRole('link', { name: second!.title }).click()
  await expect(page.locator('h1')).toHaveText(second!.title)
  await expect(page.locator('.prose-content h2').first()).toBeVisible()
})

test('a page opened from a link starts at its top; back returns to where the visitor was', async ({ page }) => {
  const [first] = articles
  await page.goto('/')
  await hydrated(page)
  const card = page.locator('section[aria-labelledby="articles-recents"]').getByRole('link', { name: first!.title })
  await card.scrollIntoViewIfNeeded()
  const homeScroll = await page.evaluate(() => window.scrollY)
  expect(homeScroll).toBeGreaterThan(300)
  await card.click()
  await expect(page.locator('h1')).toHaveText(first!.title)
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  await page.goBack()
  await expect(card).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(homeScroll)
  // As the privacy policy says: nothing is kept in the browser's storage, the positions included.
  expect(await page.evaluate(() => sessionStorage.length + localStorage.length)).toBe(0)
})
