import { content, expect, test } from './fixtures'

test.describe('before the page’s script runs (here, never)', () => {
  test.use({ javaScriptEnabled: false })

  test('the form cannot send what was typed the browser’s way, as a query the server would log', async ({ page }) => {
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await page.goto('/contact')
    await page.getByLabel('Nom').fill('Émilie')
    await page.getByLabel('Message').fill('Bonjour')
    await page.getByLabel('Message').press('Enter')
    await page.getByLabel('Nom').press('Enter')
    await expect(page.getByRole('button', { name: content.pages.contact.form.submitLabel })).toBeDisabled()
    await expect(page).toHaveURL('/contact')
    expect(requested.filter((address) => new URL(address).search !== '')).toEqual([])
  })
})
