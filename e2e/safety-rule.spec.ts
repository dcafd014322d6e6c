import { expect, test } from './fixtures'

const RULE = 'Quand arrêter l’effort, et qui appeler'

for (const path of ['/calculateur-bpm', '/zones-cardiaques']) {
  test(`${path} shows the whole rule on warning signs, with both numbers to call`, async ({ page }) => {
    await page.goto(path)
    const heading = page.getByRole('heading', { name: RULE })
    await expect(heading).toBeVisible()
    const rule = heading.locator('..')
    await expect(rule).toContainText('impression de perdre connaissance')
    await expect(rule).toContainText('signes d’un AVC')
    // Both answers in the triage's words, each a link to its row of the one table « Qui appeler ».
    await expect(rule).toContainText('s’accompagne de sueurs ou de nausées\u00a0: composez le 9-1-1')
    const triage = '/articles/pouls-rapide-lent-irregulier-quand-consulter'
    await expect(rule.getByRole('link', { name: 'composez le 9-1-1' })).toHaveAttribute('href', `${triage}#appel-effort-signaux-graves`)
    await expect(rule.getByRole('link', { name: 'appelez Info-Santé 811' })).toHaveAttribute('href', `${triage}#appel-effort-signaux-passagers`)
    await expect(rule.getByRole('link', { name: 'notre tableau « Qui appeler »' })).toHaveAttribute('href', `${triage}#qui-appeler`)
  })
}

test('the home page’s calculator leads to that rule, which the link reaches', async ({ page }) => {
  await page.goto('/')
  const link = page.locator('section[aria-labelledby="calculateur"]').getByRole('link', { name: RULE })
  await expect(link).toHaveAttribute('href', '/articles/pouls-rapide-lent-irregulier-quand-consulter#quand-arreter-l-effort-et-qui-appeler')
  await link.click()
  await expect(page.getByRole('heading', { name: RULE })).toBeInViewport()
})
