import type { Page } from '@playwright/test'
import { content, expect, hydrated, leaveWrong, test } from './fixtures'

/**
 * The calculator as a visitor on a phone meets it: typing before the page hydrates, the answer on the first screen,
 * errors judged once they pause, and nothing wrong passed on.
 */

/** Holds the page's scripts back until `release` is called: the pre-rendered page is on screen, not yet hydrated. */
async function holdScripts(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released
    await route.continue()
  })
  return release
}

const inViewport = async (page: Page, selector: ReturnType<Page['locator']>) => {
  const box = await selector.boundingBox()
  const height = page.viewportSize()?.height ?? 0
  return box !== null && box.y >= 0 && box.y + box.height <= height
}

for (const path of ['/', '/calculateur-bpm']) {
  test(`${path}: an age typed before the page hydrates is the age the results follow afterwards`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    const release = await holdScripts(page)
    await page.goto(path)
    const age = page.getByLabel('Votre âge')
    await age.fill('62')
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
    release()
    await hydrated(page)
    await expect(age).toHaveValue('62')
    // 220 − 62 = 158; zone 2 is 60-70 %: 94.8 → 95, 110.6 → 111.
    await expect(page.getByTestId('fcm')).toHaveText('158\u00a0BPM')
    await expect(page.getByTestId('zone-2-bpm')).toHaveText('95–111\u00a0BPM')
    await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/' : path}#age=62$`))
  })
}

test('options opened before the page hydrates show their fields once it has', async ({ page }) => {
  const release = await holdScripts(page)
  await page.goto('/calculateur-bpm')
  await page.locator('summary', { hasText: 'Options' }).click()
  release()
  await hydrated(page)
  await expect(page.getByLabel('Fréquence cardiaque au repos (BPM)')).toBeVisible()
})

test('what is typed in the contact form before the page hydrates stays there, and it cannot be sent too soon', async ({ page }) => {
  const release = await holdScripts(page)
  await page.goto('/contact')
  const { form } = content.pages.contact
  await page.getByLabel(form.nameLabel).fill('Marie Tremblay')
  await page.getByLabel(form.emailLabel, { exact: true }).fill('marie@example.com')
  await page.getByLabel(form.messageLabel).fill('Bonjour')
  // Before the page has hydrated, the button is disabled and Enter sends nothing, rather than a reload that puts the
  // message in the address (and in the host's logs).
  await expect(page.getByRole('button', { name: form.submitLabel })).toBeDisabled()
  await page.getByLabel(form.nameLabel).press('Enter')
  await page.waitForTimeout(500)
  await expect(page).toHaveURL(/\/contact$/)
  await expect(page.getByLabel(form.emailLabel, { exact: true })).toHaveValue('marie@example.com')
  release()
  await hydrated(page)
  await expect(page.getByLabel(form.nameLabel)).toHaveValue('Marie Tremblay')
  await expect(page.getByLabel(form.messageLabel)).toHaveValue('Bonjour')
})

for (const width of [360, 375]) {
  test(`on a ${width} × 740 phone, the age field and the maximum are on the first screen, and a one-line answer stays in sight`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 })
    await page.goto('/calculateur-bpm')
    await hydrated(page)
    const age = page.getByLabel('Votre âge')
    expect(await inViewport(page, age)).toBe(true)
    expect(await inViewport(page, page.getByTestId('fcm'))).toBe(true)
    const line = page.getByTestId('ligne-resultat')
    await expect(line).toHaveText('30\u00a0ans · FC max 190 · zone\u00a02\u00a0: 114–133\u00a0BPM')
    await age.fill('45')
    // 175: zone 2 is 105 to 122.5 → 123.
    await expect(line).toHaveText('45\u00a0ans · FC max 175 · zone\u00a02\u00a0: 105–123\u00a0BPM')
    expect(await inViewport(page, line)).toBe(true)
    // Scrolled down to zone 5, the line is still on screen. (The rows are drawn again once the tooltips' code,
    // asked for when the focus reached the calculator, has arrived: the scroll waits for it.)
    await expect(page.locator('ol[data-infobulles="pretes"]')).toHaveCount(1)
    await page.getByTestId('zone-5').scrollIntoViewIfNeeded()
    expect(await inViewport(page, page.getByTestId('zone-5'))).toBe(true)
    expect(await inViewport(page, line)).toBe(true)
    await expect(page.getByTestId('resultats-pour')).toHaveText(
      'Pour 45\u00a0ans · FC max estimée par la formule classique (220\u00a0−\u00a0âge) · zones en pourcentage de la fréquence cardiaque maximale',
    )
  })
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px, the home page's first call to action lands on the calculator's age field, in view and focused`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await page.goto('/')
    await hydrated(page)
    await expect(page.locator('main')).not.toContainText('Entrez votre âge :')
    await page.getByRole('link', { name: content.pages.accueil.hero.primaryCta }).first().click()
    await expect(page).toHaveURL(/\/calculateur-bpm#calc-age$/)
    const age = page.getByLabel('Votre âge')
    await expect(age).toBeFocused()
    expect(await inViewport(page, age)).toBe(true)
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type('45')
    await expect(page.getByTestId('fcm')).toHaveText('175\u00a0BPM')
  })
}

test.describe('validation', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/calculateur-bpm')
    await hydrated(page)
  })

  test('an age is judged when the visitor pauses or leaves the field, not at each keystroke, and said once', async ({ page }) => {
    const age = page.getByLabel('Votre âge')
    await age.fill('')
    await age.pressSequentially('4')
    // Right after the first digit of « 45 »: no error yet.
    await expect(age).toHaveAttribute('aria-invalid', 'false')
    await expect(page.getByTestId('resultats-non-valides')).toHaveCount(0)
    await age.pressSequentially('5')
    await page.waitForTimeout(1500)
    await expect(age).toHaveAttribute('aria-invalid', 'false')
    await age.fill('4')
    // Once the visitor pauses, the error shows, in place of the hint: the range is said once.
    await expect(age).toHaveAttribute('aria-invalid', 'true')
    await expect(age).toHaveAccessibleDescription('Entrez un âge entre 15 et 100 ans.')
    const said = await page.locator('.calculator').innerText()
    expect(said.match(/15 et 100/g)).toHaveLength(1)
    // Leaving the field judges it at once.
    await leaveWrong(age, '7')
  })

  test('the focus ring of a valid field is not the red of an error', async ({ page }) => {
    const age = page.getByLabel('Votre âge')
    await age.focus()
    const ring = await age.evaluate((element) => getComputedStyle(element).outlineColor)
    const [red = 0, , blue = 0] = ring.match(/\d+/g)?.map(Number) ?? []
    expect(blue, ring).toBeGreaterThan(red)
    await age.fill('150')
    await age.blur()
    const border = await age.evaluate((element) => getComputedStyle(element).borderColor)
    expect(border).not.toBe(ring)
  })
})

test.describe('nothing wrong is passed on', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

  test('with an age out of bounds, the limits and the link are not copied and the results are not printed', async ({ page }) => {
    await page.goto('/calculateur-bpm#age=45')
    await hydrated(page)
    await page.evaluate(() => navigator.clipboard.writeText('avant'))
    await page.evaluate(() => {
      window.print = () => document.documentElement.setAttribute('data-imprime', '')
    })
    const age = page.getByLabel('Votre âge')
    await age.fill('150')
    // The zones still follow the typed value (spec §5): 220 − 150 = 70.
    await expect(page.getByTestId('fcm')).toHaveText('70\u00a0BPM')
    for (const name of ['Copier les limites', 'Copier le lien', 'Imprimer']) {
      const button = page.getByRole('button', { name })
      await expect(button).toHaveAttribute('aria-disabled', 'true')
      // A button marked disabled (aria-disabled) stays focusable and clickable, to say why: Playwright must be told.
      await button.click({ force: true })
      await expect(page.locator('li[data-variant="destructive"]').last()).toContainText('Rien n’est copié ni imprimé')
    }
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('avant')
    await expect(page.locator('html[data-imprime]')).toHaveCount(0)
    // The address keeps the last valid age.
    await expect(page).toHaveURL(/#age=45$/)
    // Printed anyway (the browser's menu): the card says why, with no figure.
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByTestId('non-imprimable')).toBeVisible()
    await expect(page.getByTestId('zone-1-bpm')).toBeHidden()
    await page.emulateMedia({ media: 'screen' })
    await age.fill('40')
    await page.getByRole('button', { name: 'Copier les limites' }).click()
    // 180: 90, 108, 126, 144, 162.
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe('Zone 1 : 90 BPM\nZone 2 : 108 BPM\nZone 3 : 126 BPM\nZone 4 : 144 BPM\nZone 5 : 162 BPM\nFC max : 180 BPM')
  })

  test('an optional value out of bounds blocks the copy as well', async ({ page }) => {
    await page.goto('/calculateur-bpm#age=45')
    await hydrated(page)
    await page.locator('summary', { hasText: 'Options' }).click()
    await page.getByLabel('Fréquence cardiaque au repos (BPM)').fill('20')
    await expect(page.getByRole('button', { name: 'Copier le lien' })).toHaveAttribute('aria-disabled', 'true')
    await page.getByRole('button', { name: 'Copier le lien' }).click({ force: true })
    await expect(page.locator('li[data-variant="destructive"]')).toContainText('Entrez une fréquence au repos entre 30 et 120 BPM.')
  })
})

test('the calculator leads to the zones guide with the visitor’s BPM, and the guide leads back and further', async ({ page }) => {
  await page.goto('/calculateur-bpm#age=45')
  await hydrated(page)
  await page.getByRole('link', { name: 'Ce que chaque zone vous apporte' }).click()
  await expect(page).toHaveURL(/\/zones-cardiaques#age=45$/)
  // 175: zone 1 is 87.5 → 88 to 105, zone 5 157.5 → 158 to 175.
  await expect(page.getByTestId('zone-1-vos-bpm')).toHaveText('Pour vous\u00a0: 88–105\u00a0BPM')
  await expect(page.getByTestId('zone-5-vos-bpm')).toHaveText('Pour vous\u00a0: 158–175\u00a0BPM')
  const guide = content.pages['zones-cardiaques']
  await expect(page.getByRole('link', { name: guide.calculator.label })).toHaveAttribute('href', '/calculateur-bpm#calc-age')
  const reading = page.getByRole('region', { name: guide.furtherReading.title })
  for (const article of guide.furtherReading.articles)
    await expect(reading.getByRole('link', { name: article.title })).toHaveAttribute('href', `/articles/${article.canonicalId}`)
})

test('the zones guide without an age shows no BPM of anyone', async ({ page }) => {
  await page.goto('/zones-cardiaques')
  await hydrated(page)
  await expect(page.getByTestId('zone-1-vos-bpm')).toHaveCount(0)
})

test('the calculator page offers further reading', async ({ page }) => {
  await page.goto('/calculateur-bpm')
  const { furtherReading } = content.pages['calculateur-bpm']
  const reading = page.getByRole('region', { name: furtherReading.title })
  await expect(reading.getByRole('listitem')).toHaveCount(furtherReading.articles.length)
  for (const article of furtherReading.articles)
    await expect(reading.getByRole('link', { name: article.title })).toHaveAttribute('href', `/articles/${article.canonicalId}`)
})
