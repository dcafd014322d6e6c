import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'

/**
 * No impossible figure (issue 27, point 4): never a zero or negative BPM; an age out of bounds still moves the zones, as
 * the spec says (§4-5), but is marked not valid; a French keyboard's decimal comma is read, other text refused clearly.
 * Typed as on a phone: key by key, the focus in the field.
 */
test.use({ viewport: { width: 360, height: 740 } })

const ALERT = 'Veuillez entrer un âge valide entre 15 et 100 ans.'
const NBSP = '\u00a0'

async function typeAge(page: Page, text: string) {
  const age = page.getByLabel('Votre âge')
  await age.fill('')
  await age.pressSequentially(text)
  return age
}

/** Presses « Calculer mes zones » and gives the alerts it raised. */
async function calculate(page: Page): Promise<string[]> {
  const alerts: string[] = []
  page.once('dialog', (dialog) => {
    alerts.push(dialog.message())
    void dialog.accept()
  })
  await page.getByRole('button', { name: 'Calculer mes zones' }).click()
  await page.waitForTimeout(300)
  return alerts
}

const figures = (page: Page) => page.locator('.calculator').innerText()

test.beforeEach(async ({ page }) => {
  await page.goto('/calculateur-bpm')
  await hydrated(page)
})

test('« 52,5 » from a French keyboard is 52.5 years, not 525', async ({ page, baseURL }) => {
  const age = await typeAge(page, '52,5')
  await expect(age).toHaveValue('52,5')
  // 220 − 52.5 = 167.5 → 168; zone 2: 100.8 → 101 to 117.6 → 118.
  await expect(page.getByTestId('fcm')).toHaveText(`168${NBSP}BPM`)
  await expect(page.getByTestId('zone-2-bpm')).toHaveText(`101–118${NBSP}BPM`)
  await expect(page.getByTestId('ligne-resultat')).toHaveText(`52,5${NBSP}ans · FC max 168 · zone${NBSP}2${NBSP}: 101–118${NBSP}BPM`)
  await expect(page).toHaveURL(`${baseURL}/calculateur-bpm#age=52.5`)
  expect(await calculate(page)).toEqual([])
})

test('an age whose maximum would be zero or negative shows no figure at all, and says why', async ({ page }) => {
  // 525 (« 52,5 » where a keyboard drops the comma) would make 220 − 525 = −305 BPM.
  await typeAge(page, '525')
  await expect(page.getByTestId('fcm')).toHaveText(`—${NBSP}BPM`)
  await expect(page.locator('[data-testid$="-bpm"]')).toHaveText(Array(5).fill('—'))
  await expect(page.getByTestId('ligne-resultat')).toHaveText(`Aucune zone à 525${NBSP}ans${NBSP}: entrez un âge entre 15 et 100${NBSP}ans.`)
  await expect(page.getByTestId('limites-montre').locator('dd')).toHaveText(Array(6).fill('—'))
  expect(await figures(page)).not.toMatch(/-\s?\d|−\s?\d+\s?BPM|\b0\s?BPM/)
  await page.getByLabel('Votre âge').blur()
  await expect(page.getByLabel('Votre âge')).toHaveAccessibleDescription('Entrez un âge entre 15 et 100 ans.')
  expect(await calculate(page)).toEqual([ALERT])
})

for (const [typed, max, zone2] of [
  // The spec keeps the zones on the typed value (§5): 220 − 0 = 220, zone 2 132–154; 220 + 3 = 223, zone 2 133.8 → 134 to 156.1 → 156.
  ['0', 220, '132–154'],
  ['-3', 223, '134–156'],
  ['150', 70, '42–49'],
] as const) {
  test(`the age « ${typed} » moves the zones as the spec says, marked not valid, and the button alerts`, async ({ page }) => {
    const age = await typeAge(page, typed)
    await expect(page.getByTestId('fcm')).toHaveText(`${max}${NBSP}BPM`)
    await expect(page.getByTestId('zone-2-bpm')).toHaveText(`${zone2}${NBSP}BPM`)
    // Judged once the visitor pauses: the maximum, the answer line and the results say the age is not valid.
    await expect(age).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByTestId('fcm-titre')).toHaveText('FC max, âge non valide')
    await expect(page.getByTestId('fcm')).toHaveCSS('text-decoration-line', 'line-through')
    await expect(page.getByTestId('ligne-resultat')).toHaveText(new RegExp(`^Âge non valide · ${typed.replace('-', '\\-')}`))
    await expect(page.getByTestId('resultats-non-valides')).toBeVisible()
    expect(await calculate(page)).toEqual([ALERT])
    // Nothing else happens: the zones stay as they were.
    await expect(page.getByTestId('zone-2-bpm')).toHaveText(`${zone2}${NBSP}BPM`)
  })
}

test('text that is not a number is refused clearly, with no figure', async ({ page }) => {
  const age = await typeAge(page, '52 ans')
  await age.blur()
  await expect(age).toHaveAccessibleDescription(`Des chiffres seulement${NBSP}: 52 ou 52,5.`)
  await expect(page.getByTestId('fcm')).toHaveText(`—${NBSP}BPM`)
  expect(await calculate(page)).toEqual([ALERT])
})

test('a resting rate typed with a decimal comma counts in whole beats', async ({ page }) => {
  await page.locator('summary', { hasText: 'Options' }).first().click()
  await page.getByLabel('Fréquence cardiaque au repos (BPM)').pressSequentially('52,5')
  // 52.5 → 53; reserve 190 − 53 = 137: 30 % = 41.1 → 41 → 94, 40 % = 54.8 → 55 → 108.
  await expect(page.getByTestId('resultats-pour')).toContainText(`repos à 53${NBSP}BPM`)
  await expect(page.getByTestId('classe-faible')).toContainText(`94–107${NBSP}BPM`)
  expect(await figures(page)).not.toMatch(/\d[.,]\d\s?BPM/)
})
