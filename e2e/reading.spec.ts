import { CATEGORIES } from '../src/content/fields'
import { content, expect, hydrated, test } from './fixtures'

const AGE_ARTICLE = '/articles/table-zones-frequence-cardiaque-par-age'
/** The affiliate links of content/site.yaml (kind: affiliate), written out here rather than read from it. */
const affiliateUrls = new Set(['https://go.cardiobpm.ca/montres-cardio', 'https://go.cardiobpm.ca/ceintures-thoraciques'])

test('an article opens with a table of contents whose links reach each section', async ({ page }) => {
  await page.goto(AGE_ARTICLE)
  await hydrated(page)
  const toc = page.getByRole('navigation', { name: 'Dans cet article' })
  const links = toc.getByRole('link')
  expect(await links.count()).toBeGreaterThanOrEqual(4)
  const last = links.last()
  const target = (await last.getAttribute('href')) ?? ''
  await last.click()
  await expect(page).toHaveURL(new RegExp(`${target}$`))
  await expect(page.locator(`h2${target}`)).toBeInViewport()
})

test('an article shows its reading time, review dates, sources and related articles', async ({ page }) => {
  await page.goto(AGE_ARTICLE)
  await expect(page.locator('article header')).toContainText(/Lecture\u00a0: \d+\u00a0min/)
  await expect(
    page.getByText(/Dernière révision\u00a0: \d+(?:\u1d49\u02b3)? \p{L}+ \d{4} · Prochaine révision\u00a0: \d+(?:\u1d49\u02b3)? \p{L}+ \d{4}/u),
  ).toBeVisible()
  const sources = page.getByRole('region', { name: 'Sources' }).getByRole('listitem')
  expect(await sources.count()).toBeGreaterThanOrEqual(2)
  // Each reference says which statement of the article it supports.
  for (const source of await sources.all()) await expect(source).toContainText(/\. Citée pour \S.{8,}\.$/)
  await expect(sources.nth(1)).toContainText(/Tanaka H, Monahan KD, Seals DR \(2001\)\..*Citée pour l’équation 208\s−\s0,7\s×\sâge/)
  const related = page.getByRole('region', { name: 'À lire aussi' }).locator('article')
  await expect(related).toHaveCount(3)
  await expect(related.first().getByRole('link')).toHaveAttribute('href', /^\/articles\/(?!table-zones)/)
})

test('every commercial link of an article is disclosed right after it', async ({ page }) => {
  for (const path of [
    '/articles/guide-montres-cardio-capteurs-frequence-cardiaque',
    '/articles/tapis-roulant-vs-velo-stationnaire-meilleur-cardio',
  ]) {
    await page.goto(path)
    const commercial = page.locator('.prose-content a[rel~="sponsored"], .prose-content a[href^="https://www.equipementsformequebec.ca"]')
    expect(await commercial.count(), path).toBeGreaterThan(0)
    for (const link of await commercial.all()) {
      const next = await link.evaluate((a) => a.nextElementSibling?.textContent ?? '')
      // An affiliate link (a commission on a sale) says so; the shop, part of the site's own group, is « commandité ».
      const href = (await link.getAttribute('href')) ?? ''
      expect(next, href).toBe(affiliateUrls.has(href) ? '(lien d’affiliation)' : '(lien commandité)')
    }
  }
})

test('the /articles page lists every article under its category, and the breadcrumb leads to it', async ({ page }) => {
  const expectEveryCard = async () => {
    for (const category of CATEGORIES) {
      const section = page.getByRole('region', { name: category })
      const expected = content.articles.filter((article) => article.category === category).map((article) => article.title)
      await expect(section.locator('article h3')).toHaveText(expected)
    }
  }
  await page.goto('/articles')
  await hydrated(page)
  await expectEveryCard()
  // The lead's « Choisissez un thème »: one link per category, in the page's order, each to its section's heading.
  const themes = page.getByRole('navigation', { name: 'Thèmes des articles' }).getByRole('link')
  await expect(themes).toHaveText(['SANTÉ CARDIAQUE', 'PERFORMANCE', 'TECHNOLOGIE'])
  await themes.nth(2).click()
  await expect(page).toHaveURL(/\/articles#technologie$/)
  await expect(page.getByRole('heading', { level: 2, name: 'TECHNOLOGIE' })).toBeInViewport()
  await page.goto(AGE_ARTICLE)
  await hydrated(page)
  // A page load, as every move between pages: the list is in the HTML, not fetched by a script.
  await page.evaluate(() => Object.assign(window, { sansRechargement: true }))
  await page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', { name: 'Articles' }).click()
  await expect(page).toHaveURL(/\/articles$/)
  await expect(page.locator('h1')).toHaveText(content.pages.articles.title)
  await expectEveryCard()
  expect(await page.evaluate(() => 'sansRechargement' in window)).toBe(false)
})

test('the not-found page keeps its English lines and helps in French', async ({ page }) => {
  const response = await page.goto('/une-page-perdue')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible()
  for (const [name, href] of [
    ['Calculateur BPM', '/calculateur-bpm'],
    ['Zones cardiaques', '/zones-cardiaques'],
    ['Articles', '/articles'],
  ] as const) {
    await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
  }
})

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  // The age tables: 5 tables of 5 rows of 5 data cells (125); the correspondence table of the article on training
  // without zones: 5 rows of 3 data cells (15), whose values mix words and ranges (« Faible (Borg 9-11), puis… »).
  for (const [article, minCells] of [
    [AGE_ARTICLE, 100],
    ['/articles/entrainement-sans-zones-medicaments-grossesse', 15],
  ] as const) {
    test(`every table cell of ${article} is on screen, whole, and each range stays on one line`, async ({ page }) => {
      await page.goto(article)
      const cells = page.locator('.prose-content table td')
      expect(await cells.count()).toBeGreaterThanOrEqual(minCells)
      const problems = await cells.evaluateAll((tds) =>
        tds
          .map((td) => ({ td, box: td.getBoundingClientRect(), range: td.querySelector('span') }))
          .filter(
            ({ td, box, range }) =>
              box.left < 0 || box.right > window.innerWidth || td.scrollWidth > td.clientWidth + 1 || (range && range.getClientRects().length > 1),
          )
          .map(({ td }) => td.textContent),
      )
      expect(problems).toEqual([])
    })
  }

  test('each cell of a table says which column it belongs to', async ({ page }) => {
    await page.goto(AGE_ARTICLE)
    await expect(page.locator('.prose-content table td').first()).toHaveAttribute('data-label', '% FC max')
  })
})
