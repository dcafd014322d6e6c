import { expect, test } from './fixtures'

const RULE = 'Quand arrêter l’effort, et qui appeler'

/** The triage article, at its canonical address: the one every link shows. */
const TRIAGE = '/articles/pouls-anormal-quand-consulter'

test('the whole rule on warning signs is written once, in the triage article, with both numbers to call', async ({ page }) => {
  await page.goto(TRIAGE)
  const heading = page.getByRole('heading', { name: RULE })
  await expect(heading).toHaveCount(1)
  const rule = heading.locator('..')
  await expect(rule).toContainText('impression de perdre connaissance')
  await expect(rule).toContainText('signes d’un AVC')
  // Both answers in the triage's words, each a link to its row of the one table « Qui appeler ».
  // Each row in the register's words, with its status, then its answer: chest pain and a grave malaise to 9-1-1, a passing signal to 811.
  await expect(rule).toContainText('s’accompagnent de sueurs ou de nausées (convention du site)\u00a0: composez le 9-1-1')
  const calls = rule.getByRole('link', { name: 'composez le 9-1-1' })
  await expect(calls.nth(0)).toHaveAttribute('href', `${TRIAGE}#appel-effort-signaux-graves`)
  await expect(calls.nth(1)).toHaveAttribute('href', `${TRIAGE}#appel-effort-malaise-grave`)
  await expect(rule.getByRole('link', { name: 'appelez Info-Santé 811' })).toHaveAttribute('href', `${TRIAGE}#appel-effort-signaux-passagers`)
  await expect(rule.getByRole('link', { name: 'notre tableau « Qui appeler »' })).toHaveAttribute('href', `${TRIAGE}#qui-appeler`)
})

// The home page's calculator too: the same short rule as on the calculator's own page, not a link alone; and the tools
// page and the three tools that ask for an effort or read one, where chest pain comes first, with its number.
for (const path of [
  '/',
  '/calculateur-bpm',
  '/zones-cardiaques',
  '/outils',
  '/outils/test-derive-cardiaque',
  '/outils/test-recuperation-cardiaque',
  '/outils/analyse-seance',
]) {
  test(`${path} gives the signs of the 9-1-1 in short and links to the whole rule, which the link reaches`, async ({ page }) => {
    await page.goto(path)
    const heading = page.getByRole('heading', { name: 'Signaux d’alarme : quand arrêter l’effort' })
    await expect(heading).toBeVisible()
    const summary = heading.locator('..')
    // The heart-attack row in the register's words, every place the malaise can start, with its status.
    await expect(summary).toContainText(
      'Douleur, pression, serrement ou inconfort à la poitrine, ou inconfort au cou, à la mâchoire, à l’épaule, aux bras ou au dos, même si cela se calme au repos',
    )
    await expect(summary).toContainText(
      'nausées, essoufflement ou étourdissement (convention du site, d’après Cœur + AVC)\u00a0: arrêtez l’effort et composez le 9-1-1',
    )
    // Chest pain goes to the heart-attack row, fainting to the row of a grave malaise without chest pain.
    const calls = summary.getByRole('link', { name: 'composez le 9-1-1' })
    await expect(calls).toHaveCount(2)
    await expect(calls.first()).toHaveAttribute('href', `${TRIAGE}#appel-effort-signaux-graves`)
    await expect(calls.last()).toHaveAttribute('href', `${TRIAGE}#appel-effort-malaise-grave`)
    // The long list of signs is not written again here.
    await expect(page.locator('main')).not.toContainText('impression de perdre connaissance')
    await summary.getByRole('link', { name: RULE }).click()
    await expect(page).toHaveURL(`${TRIAGE}#quand-arreter-l-effort-et-qui-appeler`)
    await expect(page.getByRole('heading', { name: RULE })).toBeInViewport()
  })
}

test('the home page’s calculator leads to that rule, which the link reaches', async ({ page }) => {
  await page.goto('/')
  const link = page.locator('section[aria-labelledby="calculateur"]').getByRole('link', { name: RULE })
  await expect(link).toHaveAttribute('href', `${TRIAGE}#quand-arreter-l-effort-et-qui-appeler`)
  await link.click()
  await expect(page.getByRole('heading', { name: RULE })).toBeInViewport()
})
