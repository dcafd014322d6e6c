import { expect, hydrated, test } from './fixtures'

const TITLE = '404 Page Not Found'
const HINT = 'Did you forget to add the page to the router?'

/** The spec's English text (§8), whole, marked English, after the French that leads. */
async function expectSpecText(page: import('@playwright/test').Page) {
  const english = page.getByTestId('introuvable-en')
  await expect(english).toHaveAttribute('lang', 'en')
  // A note for the developers, not a heading of the visitor's page.
  await expect(english.getByText(TITLE)).toBeVisible()
  await expect(english.getByRole('heading')).toHaveCount(0)
  await expect(english.getByText(HINT)).toBeVisible()
  const french = (await page.getByRole('heading', { level: 1 }).boundingBox())!
  expect((await english.boundingBox())!.y).toBeGreaterThan(french.y + french.height)
}

for (const path of ['/page-inexistante', '/articles/article-inconnu', '/articles/frequence-cardiaque', '/calculateur-bpm/extra']) {
  test(`${path} answers 404 with the not-found page, noindex, and hydrates without mismatch`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    // The visitor's French leads; the spec's English text follows it.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable')
    await expectSpecText(page)
    await expect(page.getByRole('main').getByRole('link', { name: 'Calculateur BPM' })).toBeVisible()
    // A reader who came for what to do about a pulse finds the triage table; a broken link can be reported.
    await expect(page.getByRole('main').getByRole('link', { name: 'Notre tableau « Qui appeler »' })).toHaveAttribute(
      'href',
      '/articles/pouls-anormal-quand-consulter#qui-appeler',
    )
    await expect(page.getByRole('main').getByRole('link', { name: 'Signalez-le-nous' })).toHaveAttribute('href', '/contact')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow')
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable')
  })
}

test('Back to an article since removed loads the not-found page from the server, with its 404', async ({ page }) => {
  // The history holds an address that no longer has a page: going back to it is a page load, answered by 404.html.
  await page.goto('/articles/inconnu')
  await page.goto('/')
  const response = page.waitForResponse((answer) => answer.url().endsWith('/articles/inconnu'))
  await page.goBack()
  expect((await response).status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable')
  await expectSpecText(page)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow')
})

test('clean URLs: /contact serves the page, /contact.html redirects to it', async ({ request }) => {
  expect((await request.get('/contact')).status()).toBe(200)
  const redirect = await request.get('/contact.html', { maxRedirects: 0 })
  expect([301, 308]).toContain(redirect.status())
  expect(redirect.headers().location).toBe('/contact')
})
