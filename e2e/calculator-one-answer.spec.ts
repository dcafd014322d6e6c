import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'

/**
 * One answer (issue 27, point 3): for the same values, the calculator's rows, the zones guide it links to, the print
 * card, the copied limits and what a screen reader hears give the same figures; where the calculator says zones do not
 * apply, none of them gives a BPM. Expected figures are worked out by hand in the comments.
 */
test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

const bpm = (range: string) => `${range}\u00a0BPM`

async function calculatorRanges(page: Page) {
  return page.locator('ol[aria-label="Vos cinq zones d’entraînement"] [data-testid$="-bpm"]').allInnerTexts()
}

async function guideRanges(page: Page) {
  const ranges: string[] = []
  for (const zone of [1, 2, 3, 4, 5]) ranges.push((await page.getByTestId(`zone-${zone}-vos-bpm`).innerText()).replace('Pour vous\u00a0: ', ''))
  return ranges
}

for (const { name, values, max, zones } of [
  {
    // 220 − 52 = 168: 84, 100.8 → 101, 117.6 → 118, 134.4 → 134, 151.2 → 151. The resting rate adds ACSM's classes, not
    // other zones. The trial saw the guide give 101–118 for zone 2 where the calculator gave 124–135.
    name: 'age 52 and a resting rate of 58',
    values: 'age=52&repos=58',
    max: 168,
    zones: ['84–101', '101–118', '118–134', '134–151', '151–168'],
  },
  {
    // A measured maximum of 180 replaces Tanaka's formula (which would give 171.6 → 172): 90, 108, 126, 144, 162.
    name: 'a measured maximum, a resting rate and Tanaka’s formula left aside',
    values: 'age=52&repos=58&fcmax=180',
    max: 180,
    zones: ['90–108', '108–126', '126–144', '144–162', '162–180'],
  },
]) {
  test(`${name}: the calculator, the guide, the print card, the copied limits and the screen reader agree`, async ({ page, baseURL }) => {
    await page.goto(`/calculateur-bpm#${values}`)
    await hydrated(page)
    await expect.poll(() => calculatorRanges(page)).toEqual(zones.map(bpm))
    await expect(page.getByTestId('fcm')).toHaveText(bpm(String(max)))
    // What a screen reader hears once the visitor pauses after a change.
    await page.getByLabel('Votre âge').fill('51')
    await page.getByLabel('Votre âge').fill('52')
    await expect(page.getByTestId('annonce')).toHaveText(
      `Fréquence maximale : ${bpm(String(max))}. ${zones.map((range, index) => `zone ${index + 1} : ${bpm(range)}`).join(', ')}.`,
    )
    // The copied limits: each zone's lower limit and the maximum.
    await page.getByRole('button', { name: 'Copier les limites' }).click()
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toMatch(
        new RegExp(`^${[...zones.map((range, index) => `Zone ${index + 1} : ${range.split('–')[0]} BPM`), `FC max : ${max} BPM`].join('\n')}\n`),
      )
    // The print card.
    await page.emulateMedia({ media: 'print' })
    await expect.poll(() => calculatorRanges(page)).toEqual(zones.map(bpm))
    await page.emulateMedia({ media: 'screen' })
    // The guide, from the calculator's link.
    await page.getByRole('link', { name: 'Ce que chaque zone vous apporte' }).click()
    await expect(page).toHaveURL(`${baseURL}/zones-cardiaques#${values}`)
    await hydrated(page)
    await expect.poll(() => guideRanges(page)).toEqual(zones.map(bpm))
    await expect(page.getByTestId('zones-pour')).toContainText('repos à 58\u00a0BPM')
  })
}

for (const situation of ['medicament', 'grossesse'] as const) {
  test(`where zones do not apply (${situation}), no page gives a BPM: calculator, announcement, print card, guide`, async ({ page, baseURL }) => {
    await page.goto(`/calculateur-bpm#age=52&repos=58&situation=${situation}`)
    await hydrated(page)
    await expect(page.getByTestId('sans-zones')).toBeVisible()
    const rows = page.locator('ol[aria-label="Vos cinq zones d’entraînement"]')
    await expect(rows).not.toContainText('BPM')
    await expect(page.getByTestId('echelle-zones')).toHaveCount(0)
    await expect(page.getByTestId('fcm')).toHaveText('—\u00a0BPM')
    await expect(page.getByRole('button', { name: 'Copier les limites' })).toHaveCount(0)
    await page.getByLabel('Votre âge').fill('51')
    await page.getByLabel('Votre âge').fill('52')
    await expect(page.getByTestId('annonce')).toHaveText(
      `Zones selon l’effort ressenti, sans cible en BPM. Parlez-en ${situation === 'grossesse' ? 'à la personne qui suit votre grossesse' : 'à votre médecin'}.`,
    )
    await page.emulateMedia({ media: 'print' })
    await expect(rows).not.toContainText('BPM')
    await page.emulateMedia({ media: 'screen' })
    await page.getByRole('link', { name: 'Ce que chaque zone vous apporte' }).click()
    await expect(page).toHaveURL(`${baseURL}/zones-cardiaques#age=52&repos=58&situation=${situation}`)
    await hydrated(page)
    await expect(page.getByTestId('zones-pour')).toHaveText(
      'Pour 52\u00a0ans · zones selon l’effort ressenti (échelle de Borg et test de la parole), sans cible en BPM',
    )
    await expect(page.locator('[data-testid$="-vos-bpm"]')).toHaveCount(0)
  })
}

test('the screen reader hears no BPM where zones do not apply, even before the options’ code has arrived', async ({ page }) => {
  // The options' code (which draws perceived exertion in place of the BPM) is held back.
  await page.route(/\/option-results-[\w-]+\.js$/, () => new Promise(() => {}))
  await page.goto('/calculateur-bpm#age=34&situation=grossesse')
  await hydrated(page)
  await page.getByLabel('Votre âge').fill('35')
  await expect(page.getByTestId('annonce')).toHaveText(
    'Zones selon l’effort ressenti, sans cible en BPM. Parlez-en à la personne qui suit votre grossesse.',
  )
  await expect(page.locator('ol[aria-label="Vos cinq zones d’entraînement"]')).not.toContainText('BPM')
})
