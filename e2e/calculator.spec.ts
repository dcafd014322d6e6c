import { expect, hydrated, test } from './fixtures'

const ALERT = 'Veuillez entrer un âge valide entre 15 et 100 ans.'

test('the zones for age 30 are in the pre-rendered HTML', async ({ request }) => {
  for (const path of ['/', '/calculateur-bpm']) {
    const html = await (await request.get(path)).text()
    for (const range of ['95–114', '114–133', '133–152', '152–171', '171–190']) expect(html).toContain(`>${range}&nbsp;BPM<`)
    expect(html).toContain('value="30"')
  }
})

test.describe('calculator', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/calculateur-bpm')
    await hydrated(page)
  })

  test('shows the five zones with name, percentage and colour, and updates live', async ({ page }) => {
    const age = page.getByLabel('Votre âge')
    await expect(age).toHaveValue('30')
    await expect(page.getByTestId('fcm')).toHaveText('190\u00a0BPM')
    await expect(page.getByTestId('zone-1')).toContainText('Zone 1 · Récupération')
    await expect(page.getByTestId('zone-1')).toContainText('50–60\u00a0%')
    await expect(page.getByTestId('zone-5')).toContainText('Maximum')
    await expect(page.getByTestId('zone-5-bpm')).toHaveText('171–190\u00a0BPM')
    await age.fill('45')
    await expect(page.getByTestId('fcm')).toHaveText('175\u00a0BPM')
    await expect(page.getByTestId('zone-1-bpm')).toHaveText('88–105\u00a0BPM')
    await expect(page.getByTestId('zone-5-bpm')).toHaveText('158–175\u00a0BPM')
    const colours = await page
      .locator('[data-testid^="zone-"][style]')
      .evaluateAll((items) => items.map((item) => getComputedStyle(item).borderLeftColor))
    expect(new Set(colours).size).toBe(5)
  })

  test('still follows an invalid typed age, and never shows NaN for an empty field', async ({ page }) => {
    const age = page.getByLabel('Votre âge')
    await age.fill('10')
    await expect(page.getByTestId('fcm')).toHaveText('210\u00a0BPM')
    await age.fill('')
    await expect(page.getByTestId('fcm')).toHaveText('210\u00a0BPM')
    await expect(page.locator('body')).not.toContainText('NaN')
  })

  for (const value of ['', '14', '101', '150']) {
    test(`alerts on « Calculer mes zones » for the age « ${value} » and changes nothing else`, async ({ page }) => {
      const age = page.getByLabel('Votre âge')
      await age.fill(value)
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
    }
    expect(alerts).toBe(0)
  })

  test('explains a zone in a tooltip on hover and on keyboard focus', async ({ page }) => {
    const trigger = page.getByRole('button', { name: 'Objectif de la zone Endurance' })
    await trigger.hover()
    await expect(page.getByRole('tooltip')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('tooltip')).toHaveCount(0)
    await trigger.focus()
    await expect(page.getByRole('tooltip')).toBeVisible()
  })
})
