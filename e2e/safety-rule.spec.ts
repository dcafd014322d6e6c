import { expect, test } from './fixtures'

const RULE = 'Quand arrêter l’effort, et qui appeler'

for (const path of ['/calculateur-bpm', '/zones-cardiaques']) {
  test(`${path} shows the whole rule on warning signs, with both numbers to call`, async ({ page }) => {
    await page.goto(path)
    const heading = page.getByRole('heading', { name: RULE })
    await expect(heading).toBeVisible()
    const rule = heading.locator('..')
    await expect(rule).toContainText('Composez le 9-1-1')
    await expect(rule).toContainText('l’impression de perdre connaissance')
    await expect(rule).toContainText('signes d’un AVC')
    await expect(rule).toContainText('Appelez Info-Santé 811')
    await expect(rule).toContainText('s’accompagnent de sueurs ou de nausées, composez le 9-1-1')
  })
}

test('the home page’s calculator leads to that rule, which the link reaches', async ({ page }) => {
  await page.goto('/')
  const link = page.locator('section[aria-labelledby="calculateur"]').getByRole('link', { name: RULE })
  await expect(link).toHaveAttribute('href', '/articles/pouls-rapide-lent-irregulier-quand-consulter#quand-arreter-l-effort-et-qui-appeler')
  await link.click()
  await expect(page.getByRole('heading', { name: RULE })).toBeInViewport()
})
