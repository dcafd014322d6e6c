import { content, expect, hydrated, tabTo, test } from './fixtures'

const ranges = (page: import('@playwright/test').Page) => page.locator('[data-testid$="-bpm"]').allInnerTexts()

test('a shared link shows its results once hydrated, options open', async ({ page }) => {
  await page.goto('/calculateur-bpm#age=45&repos=60')
  await hydrated(page)
  await expect(page.getByLabel('Votre âge')).toHaveValue('45')
  await expect(page.getByLabel('Fréquence cardiaque au repos (BPM)')).toHaveValue('60')
  // The zones stay 50-100 % of 175: 87.5 → 88, 105, 122.5 → 123, 140, 157.5 → 158.
  await expect.poll(() => ranges(page)).toEqual(['88–105', '105–123', '123–140', '140–158', '158–175'].map((r) => `${r}\u00a0BPM`))
  // Reserve 175 − 60 = 115: 30 % = 34.5 → 95, 40 % = 46 → 106, 60 % = 69 → 129, 90 % = 103.5 → 164.
  await expect(page.getByTestId('classes-reserve').getByRole('listitem')).toHaveText([/95–105/, /106–128/, /129–163/, /164–175/])
})

test('invalid or hostile values in the address fall back to the defaults, are dropped from it and named, with no error and no NaN', async ({
  page,
}) => {
  await page.goto('/calculateur-bpm#age=%3Cscript%3Ealert(1)%3C/script%3E&repos=1e9&fcmax=-3&formule=__proto__')
  await hydrated(page)
  await expect(page.getByLabel('Votre âge')).toHaveValue('30')
  await expect(page.getByTestId('fcm')).toHaveText('190\u00a0BPM')
  await expect(page).toHaveURL(/\/calculateur-bpm$/)
  const notice = page.getByTestId('valeurs-ignorees')
  await expect(notice).toContainText('Âge\u00a0: «\u00a0<script>alert(1)</script>\u00a0»')
  await expect(notice).toContainText('Formule\u00a0: «\u00a0__proto__\u00a0»')
  await expect(page.locator('body')).not.toContainText('NaN')
})

for (const [link, kept, named] of [
  [
    '#age=abc&repos=-4&fcmax=999',
    '',
    ['Âge\u00a0: «\u00a0abc\u00a0»', 'Fréquence au repos\u00a0: «\u00a0-4\u00a0»', 'Fréquence maximale mesurée\u00a0: «\u00a0999\u00a0»'],
  ],
  ['#age=200', '', ['Âge\u00a0: «\u00a0200\u00a0». Entrez un âge entre 15 et 100 ans.']],
  ['#age=45&repos=130', '#age=45', ['Fréquence au repos\u00a0: «\u00a0130\u00a0». Entrez une fréquence au repos entre 30 et 120 BPM.']],
] as const) {
  test(`a shared link ${link} keeps what it can use, drops the rest from the address and says which values were ignored`, async ({ page }) => {
    await page.goto(`/calculateur-bpm${link}`)
    await hydrated(page)
    const notice = page.getByTestId('valeurs-ignorees')
    await expect(notice.getByRole('listitem')).toHaveCount(named.length)
    for (const text of named) await expect(notice).toContainText(text)
    await expect(page).toHaveURL(new RegExp(`/calculateur-bpm${kept}$`))
    await expect(page.getByLabel('Votre âge')).toHaveValue(kept ? '45' : '30')
    await page.getByRole('button', { name: 'Compris' }).click()
    await expect(notice).toHaveCount(0)
  })
}

test('the address follows the fields in place: Back leaves the calculator, and the address restores everything', async ({ page, baseURL }) => {
  await page.goto('/a-propos')
  await page.goto('/calculateur-bpm')
  await hydrated(page)
  const age = page.getByLabel('Votre âge')
  for (const value of ['45', '52', '60']) {
    await age.fill(value)
    await age.blur()
  }
  await page.locator('summary', { hasText: 'Options' }).click()
  await page.getByLabel('Fréquence cardiaque au repos (BPM)').fill('58')
  await page.getByLabel('Formule de la fréquence maximale').selectOption('tanaka')
  await expect(page).toHaveURL(/\/calculateur-bpm#age=60&repos=58&formule=tanaka$/)
  const shared = page.url()
  await page.goBack()
  await expect(page).toHaveURL(`${baseURL}/a-propos`)
  await page.goto(shared)
  await hydrated(page)
  await expect(page.getByLabel('Votre âge')).toHaveValue('60')
  await expect(page.getByLabel('Fréquence cardiaque au repos (BPM)')).toHaveValue('58')
  await expect(page.getByLabel('Formule de la fréquence maximale')).toHaveValue('tanaka')
})

test.describe('copying', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

  test('« Copier le lien » copies the address of these results and confirms with a toast', async ({ page, baseURL }) => {
    await page.goto('/calculateur-bpm#age=52&formule=nes')
    await hydrated(page)
    await expect(page.getByLabel('Votre âge')).toHaveValue('52')
    await page.getByRole('button', { name: 'Copier le lien' }).click()
    await expect(page.locator('li[data-variant="default"]')).toContainText('Lien copié')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/calculateur-bpm#age=52&formule=nes`)
  })

  test('a toast shown when the visitor prints is not printed over the results', async ({ page }) => {
    await page.goto('/calculateur-bpm#age=45')
    await hydrated(page)
    await page.getByRole('button', { name: 'Copier le lien' }).click()
    const toast = page.locator('li[data-variant="default"]')
    await expect(toast).toContainText('Lien copié')
    await page.emulateMedia({ media: 'print' })
    await expect(toast).toBeHidden()
    await expect(page.getByTestId('zone-5-bpm')).toBeVisible()
    await page.emulateMedia({ media: 'screen' })
    await expect(toast).toBeVisible()
  })

  test('the watch limits are copied as text, the lower limit of each zone', async ({ page }) => {
    await page.goto('/calculateur-bpm')
    await hydrated(page)
    await expect(page.getByTestId('limites-montre')).toContainText('95')
    await page.getByRole('button', { name: 'Copier les limites' }).click()
    await expect(page.locator('li[data-variant="default"]')).toContainText('Limites copiées')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'Zone 1 : 95 BPM\nZone 2 : 114 BPM\nZone 3 : 133 BPM\nZone 4 : 152 BPM\nZone 5 : 171 BPM\nFC max : 190 BPM',
    )
  })
})

test('a copy the browser refuses says so in a destructive toast', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('refusé')) } })
  })
  await page.goto('/calculateur-bpm')
  await hydrated(page)
  await page.getByRole('button', { name: 'Copier le lien' }).click()
  await expect(page.locator('li[data-variant="destructive"]')).toContainText('La copie n’a pas fonctionné')
})

test('printing gives one page: the site, the date, the age and method, the results and the health notice, and no button', async ({ page }) => {
  await page.goto('/calculateur-bpm#age=45')
  await hydrated(page)
  await expect(page.getByTestId('fcm')).toHaveText('175\u00a0BPM')
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')))
  await page.emulateMedia({ media: 'print' })
  await expect(page.locator('header').first()).toBeHidden()
  await expect(page.locator('footer')).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden()
  await expect(page.getByTestId('impression')).toContainText(content.site.name)
  await expect(page.getByTestId('impression')).toContainText(/Calculé le \d+(?:\u1d49\u02b3)? \p{L}+ \d{4}/u)
  await expect(page.getByTestId('resultats-pour')).toHaveText(
    'Pour 45\u00a0ans · FC max estimée par la formule classique (220\u00a0−\u00a0âge) · zones en pourcentage de la fréquence cardiaque maximale',
  )
  await expect(page.getByTestId('avis-impression')).toHaveText(content.site.disclaimer)
  await expect(page.getByTestId('zone-5-bpm')).toBeVisible()
  await expect(page.locator('.calculator button:visible')).toHaveCount(0)
  const pdf = await page.pdf({ format: 'Letter' })
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)).toHaveLength(1)
})

test('the whole calculator works from the keyboard', async ({ page }) => {
  await page.goto('/calculateur-bpm')
  await hydrated(page)
  await page.getByLabel('Votre âge').focus()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type('52')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#age=52$/)
  await tabTo(page, page.getByRole('button', { name: 'Calculer mes zones' }))
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  // The options' code loads as they open.
  await expect(page.getByLabel('Fréquence cardiaque au repos (BPM)')).toBeVisible()
  await tabTo(page, page.getByLabel('Fréquence cardiaque au repos (BPM)'))
  await page.keyboard.type('58')
  await page.keyboard.press('Tab')
  await expect(page).toHaveURL(/#age=52&repos=58$/)
  // The resting rate adds ACSM's classes on the reserve: 168 − 58 = 110, 30 % = 33 → 91.
  await expect(page.getByTestId('classe-faible')).toContainText('91–')
})
