import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'

const ALERT = 'Veuillez entrer un âge valide entre 15 et 100 ans.'
const bpm = (range: string) => `${range.replace('-', '–')}\u00a0BPM`
const zoneRanges = (page: Page) => page.locator('[data-testid$="-bpm"]').allInnerTexts()
const expectZones = async (page: Page, max: number, ranges: string[]) => {
  await expect(page.getByTestId('fcm')).toHaveText(`${max}\u00a0BPM`)
  await expect.poll(() => zoneRanges(page)).toEqual(ranges.map(bpm))
}
const SPEC_30 = ['95-114', '114-133', '133-152', '152-171', '171-190']

test('the zones for age 30 are in the pre-rendered HTML', async ({ request }) => {
  for (const path of ['/', '/calculateur-bpm']) {
    const html = await (await request.get(path)).text()
    for (const range of SPEC_30) expect(html).toContain(`>${range.replace('-', '–')}\u00a0BPM<`)
    expect(html).toContain('value="30"')
  }
})

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })
    test.beforeEach(async ({ page }) => {
      await page.goto('/calculateur-bpm')
      await hydrated(page)
    })

    test('the default is the spec: 220 − age, rounded bounds, live, with nothing wrapped mid-label', async ({ page }) => {
      const age = page.getByLabel('Votre âge')
      await expect(age).toHaveValue('30')
      await expectZones(page, 190, SPEC_30)
      await expect(page.getByTestId('zone-1')).toContainText('Récupération')
      await expect(page.getByTestId('zone-1')).toContainText('50–60\u00a0% de la FC max')
      await expect(page.getByTestId('zone-1')).toContainText('Conversation facile')
      await expect(page.getByTestId('methode')).toContainText('pourcentage de la fréquence cardiaque maximale')
      await age.fill('45')
      // 175: 87.5 → 88, 105, 122.5 → 123, 140, 157.5 → 158
      await expectZones(page, 175, ['88-105', '105-123', '123-140', '140-158', '158-175'])
      const wrapped = await page
        .locator('[data-testid^="zone-"] .whitespace-nowrap')
        .evaluateAll((items) =>
          items
            .filter((item) => item.getBoundingClientRect().height > 1.5 * parseFloat(getComputedStyle(item).lineHeight))
            .map((item) => item.textContent),
        )
      expect(wrapped).toEqual([])
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow).toBeLessThanOrEqual(0)
    })

    test('each option gives its zones: resting rate, formula, measured maximum', async ({ page }) => {
      await page.getByLabel('Votre âge').fill('60')
      await page.locator('summary', { hasText: 'Options' }).click()
      await page.getByLabel('Formule de la fréquence maximale').selectOption('tanaka')
      // 208 − 0.7 × 60 = 166
      await expectZones(page, 166, ['83-100', '100-116', '116-133', '133-149', '149-166'])
      await expect(page.getByTestId('source-fcm')).toContainText('Tanaka')
      await page.getByLabel('Fréquence cardiaque au repos (BPM)').fill('60')
      // The zones stay in % of the maximum; ACSM's classes on the reserve join them. Reserve 106: 30 % = 31.8 → 92,
      // 40 % = 42.4 → 102, 60 % = 63.6 → 124, 90 % = 95.4 → 155; each class ends one beat before the next.
      await expectZones(page, 166, ['83-100', '100-116', '116-133', '133-149', '149-166'])
      await expect(page.getByTestId('methode')).toContainText('pourcentage de la fréquence cardiaque maximale')
      const classes = page.getByTestId('classes-reserve')
      await expect(classes.getByRole('listitem')).toHaveText([
        /^Intensité faible92–101\u00a0BPM/,
        /^Intensité moyenne102–123\u00a0BPM/,
        /^Intensité élevée124–154\u00a0BPM/,
        /^Intensité quasi maximale155–166\u00a0BPM/,
      ])
      await page.getByLabel('Fréquence maximale mesurée (BPM)').fill('182')
      // 182 × 50, 60, 70, 80, 90 %: 91, 109.2, 127.4, 145.6, 163.8; reserve 122: 36.6 → 97, 48.8 → 109, 73.2 → 133, 109.8 → 170.
      await expectZones(page, 182, ['91-109', '109-127', '127-146', '146-164', '164-182'])
      await expect(classes.getByRole('listitem').first()).toContainText('97–108\u00a0BPM')
      await expect(classes.getByRole('listitem').last()).toContainText('170–182\u00a0BPM')
      await expect(page.getByTestId('source-fcm')).toContainText('mesuré')
    })
  })
}

test.describe('calculator', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/calculateur-bpm')
    await hydrated(page)
  })

  test('an age outside 15–100 still moves the zones, but the field and the results say it is not valid; an empty one shows no figure', async ({
    page,
  }) => {
    const age = page.getByLabel('Votre âge')
    await age.fill('150')
    await expect(age).toHaveAttribute('aria-invalid', 'true')
    await expect(age).toHaveAccessibleDescription('Entrez un âge entre 15 et 100 ans.')
    await expect(page.getByTestId('resultats-non-valides')).toBeVisible()
    await expect(page.getByTestId('fcm')).toHaveText('70\u00a0BPM')
    await age.fill('')
    // No figure of the last age stays on screen.
    await expect(page.getByTestId('fcm')).toHaveText('—\u00a0BPM')
    await expect.poll(() => zoneRanges(page)).toEqual(['—', '—', '—', '—', '—'])
    await expect.poll(() => page.getByTestId('limites-montre').locator('dd').allInnerTexts()).toEqual(['—', '—', '—', '—', '—', '—'])
    await expect(page.getByTestId('ligne-resultat')).toHaveText('Entrez votre âge pour voir vos zones.')
    await expect(page.locator('body')).not.toContainText('NaN')
    await age.fill('40')
    await expect(age).toHaveAttribute('aria-invalid', 'false')
    await expect(page.getByTestId('resultats-non-valides')).toHaveCount(0)
  })

  test('an optional value out of its limits is named at its field and not used', async ({ page }) => {
    await page.locator('summary', { hasText: 'Options' }).click()
    const resting = page.getByLabel('Fréquence cardiaque au repos (BPM)')
    await resting.fill('20')
    await expect(resting).toHaveAttribute('aria-invalid', 'true')
    await expect(resting).toHaveAccessibleDescription(/Entrez une fréquence au repos entre 30 et 120 BPM/)
    await expectZones(page, 190, SPEC_30)
  })

  for (const value of ['', '14', '101', '150']) {
    test(`alerts on « Calculer mes zones » for the age « ${value} » and changes nothing else`, async ({ page }) => {
      await page.getByLabel('Votre âge').fill(value)
      const before = await page.locator('ol[aria-label]').innerText()
      const dialogs: { type: string; message: string }[] = []
      page.on('dialog', (dialog) => {
        dialogs.push({ type: dialog.type(), message: dialog.message() })
        void dialog.accept()
      })
      await page.getByRole('button', { name: 'Calculer mes zones' }).click()
      await expect.poll(() => dialogs).toEqual([{ type: 'alert', message: ALERT }])
      expect(await page.locator('ol[aria-label]').innerText()).toBe(before)
      await expect(page).toHaveURL(/\/calculateur-bpm$/)
    })
  }

  test('accepts 15 and 100 without an alert and keeps the results', async ({ page }) => {
    let alerts = 0
    page.on('dialog', (dialog) => {
      alerts++
      void dialog.accept()
    })
    for (const [value, max] of [
      ['15', '205'],
      ['100', '120'],
    ] as const) {
      await page.getByLabel('Votre âge').fill(value)
      await page.getByRole('button', { name: 'Calculer mes zones' }).click()
      await expect(page.getByTestId('fcm')).toHaveText(`${max}\u00a0BPM`)
      // Under 18, the formula mostly overestimates the maximum: the results say so, and only then.
      await expect(page.getByTestId('avant-18-ans')).toHaveCount(value === '15' ? 1 : 0)
    }
    expect(alerts).toBe(0)
  })

  test('explains a zone in the row on a click, with a tooltip of its goal to a resting mouse, never both at once', async ({ page }) => {
    const trigger = page.getByRole('button', { name: 'En savoir plus sur la zone 2, Endurance' })
    // The pointer reaches the calculator before its « ? » buttons: that is when the tooltip code loads.
    await page.getByTestId('zone-1').hover()
    await expect(page.locator('ol[data-infobulles="pretes"]')).toHaveCount(1)
    await trigger.hover()
    await expect(page.getByRole('tooltip')).toHaveText('Objectif\u00a0: Endurance fondamentale')
    await page.keyboard.press('Escape')
    await expect(page.getByRole('tooltip')).toHaveCount(0)
    await trigger.click()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await expect(page.locator('#detail-zone-2')).toContainText('Objectif')
    // The explanation is open: the mouse that stays on « ? », or comes back to it, brings no tooltip.
    await page.getByTestId('zone-1').hover()
    await trigger.hover()
    await page.waitForTimeout(1000)
    await expect(page.getByRole('tooltip')).toHaveCount(0)
    await trigger.click()
    await expect(page.locator('#detail-zone-2')).toBeEmpty()
  })
})

test('the focus stays where the keyboard put it when the tooltips arrive and redraw the zones, and brings no tooltip', async ({ page }) => {
  // The tooltip code is held back until the keyboard has reached a « ? » button, then let through.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/sur-demande\/InfoTooltip-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/calculateur-bpm')
  await hydrated(page)
  const help = page.getByRole('button', { name: 'En savoir plus sur la zone 3, Aérobie' })
  await help.focus()
  release()
  await expect(page.locator('ol[data-infobulles="pretes"]')).toHaveCount(1)
  await expect(help).toBeFocused()
  // A focused « ? » opens nothing by itself (a tooltip there covered the ranges around it): Enter opens its row's text.
  await page.waitForTimeout(1000)
  await expect(page.getByRole('tooltip')).toHaveCount(0)
  await page.keyboard.press('Enter')
  await expect(page.locator('#detail-zone-3')).toContainText('Objectif')
  await expect(page.getByRole('tooltip')).toHaveCount(0)
  // Focus that was elsewhere is left alone, and Tab goes on from it.
  await page.getByLabel('Votre âge').focus()
  await page.keyboard.type('4')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Calculer mes zones' })).toBeFocused()
})

test('the zones’ picture shows the visitor’s five zones to scale, and says them in words', async ({ page }) => {
  await page.goto('/calculateur-bpm')
  await hydrated(page)
  const scale = page.getByRole('img', { name: /^Échelle de vos zones/ })
  // Age 30: maximum 190; zone 1 spans 95 to 114 BPM, zone 5 ends at the maximum.
  await expect(scale).toHaveAccessibleName(`Échelle de vos zones : ${SPEC_30.map((range, index) => `zone ${index + 1}, ${bpm(range)}`).join(' ; ')}.`)
  await page.getByLabel('Votre âge').fill('40')
  // Age 40: maximum 180, zones of 18 BPM each from 90.
  await expect(scale).toHaveAccessibleName(/zone 1, 90–108\u00a0BPM ; .* zone 5, 162–180\u00a0BPM\.$/)
  const widths = await scale.locator('div.flex > div').evaluateAll((segments) => segments.map((segment) => segment.getBoundingClientRect().width))
  expect(widths).toHaveLength(5)
  // Five ranges of equal width in BPM are five segments of equal width on screen.
  for (const width of widths) expect(Math.abs(width - widths[0]!)).toBeLessThan(1.5)
  await expect(scale).toContainText('90')
  await expect(scale).toContainText('180')
})
