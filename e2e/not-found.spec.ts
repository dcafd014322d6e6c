import { expect, hydrated, test } from './fixtures'

const TITLE = '404 Page Not Found'
const HINT = 'Did you forget to add the page to the router?'

for (const path of ['/page-inexistante', '/articles/article-inconnu', '/articles/frequence-cardiaque', '/calculateur-bpm/extra']) {
  test(`${path} answers 404 with the not-found page, noindex, and hydrates without mismatch`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE)
    await expect(page.getByText(HINT)).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow')
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE)
  })
}

test('Back to an article since removed loads the not-found page from the server, with its 404', async ({ page }) => {
  // The history holds an address that no longer has a page: going back to it is a page load, answered by 404.html.
  await page.goto('/articles/inconnu')
  await page.goto('/')
  const response = page.waitForResponse((answer) => answer.url().endsWith('/articles/inconnu'))
  await page.goBack()
  expect((await response).status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE)
  await expect(page.getByText(HINT)).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow')
})

test('clean URLs: /contact serves the page, /contact.html redirects to it', async ({ request }) => {
  expect((await request.get('/contact')).status()).toBe(200)
  const redirect = await request.get('/contact.html', { maxRedirects: 0 })
  expect([301, 308]).toContain(redirect.status())
  expect(redirect.headers().location).toBe('/contact')
})
