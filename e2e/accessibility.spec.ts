import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { everyPath, expect, hydrated, leaveWrong, test } from './fixtures'
import { morning, openWith, risingMornings, storedLog } from './resting-log-store'

/** WCAG 2.2 A and AA rules and axe's best practices that axe finds broken on the page, with the elements concerned. */
async function violations(page: Page): Promise<string[]> {
  // A section of an article far from the screen is not laid out (content-visibility in src/styles.css): it keeps a
  // placeholder height and its text overflows onto the next sections, so axe would measure targets covered by text
  // that a reader never sees there. Every section is laid out first, as each is when it nears a reader's screen.
  await page.evaluate(() => {
    for (const section of document.querySelectorAll<HTMLElement>('.prose-content > section')) section.style.contentVisibility = 'visible'
  })
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'])
    .analyze()
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

const paths = [...everyPath, '/page-inexistante']

for (const path of paths) {
  test(`${path} has no accessibility violation (axe, WCAG 2.2 AA and best practices)`, async ({ page }) => {
    await page.goto(path)
    await hydrated(page)
    expect(await violations(page)).toEqual([])
  })
}

test.describe('on a 375 px phone, menu open', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the home page has no accessibility violation', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible()
    expect(await violations(page)).toEqual([])
  })
})

test('the calculator with its options open, a detail shown and an invalid age has no accessibility violation', async ({ page }) => {
  // A measured maximum opens the options and keeps the zones in % of the maximum, where each zone has its « ? » detail.
  await page.goto('/calculateur-bpm#age=45&fcmax=182')
  await hydrated(page)
  await expect(page.getByLabel('Fréquence cardiaque au repos (BPM)')).toBeVisible()
  // The note for a slowed heart is open from the start.
  await expect(page.locator('details[open] .prose-content')).toContainText('Sous un médicament qui ralentit le cœur')
  await page.getByRole('button', { name: 'En savoir plus sur la zone 1, Récupération' }).click()
  await page.getByLabel('Votre âge').fill('150')
  expect(await violations(page)).toEqual([])
})

test('the calculator with a shared link’s ignored values named, an empty age and the guide with its BPM have no accessibility violation', async ({
  page,
}) => {
  await page.goto('/calculateur-bpm#age=45&repos=130')
  await hydrated(page)
  await expect(page.getByTestId('valeurs-ignorees')).toBeVisible()
  await leaveWrong(page.getByLabel('Votre âge'), '')
  expect(await violations(page)).toEqual([])
  await page.goto('/zones-cardiaques#age=45')
  await hydrated(page)
  await expect(page.getByTestId('zone-1-vos-bpm')).toBeVisible()
  expect(await violations(page)).toEqual([])
})

test('the recovery test with its result, its withheld grade, the note on the clinical landmark and a message has no accessibility violation', async ({
  page,
}) => {
  await page.goto('/outils/test-recuperation-cardiaque#fin=170&une=158&deux=120&coeur=1')
  await hydrated(page)
  await expect(page.getByTestId('baisse-faible')).toBeVisible()
  await expect(page.getByTestId('sans-verdict')).toBeVisible()
  expect(await violations(page)).toEqual([])
  await leaveWrong(page.getByLabel('Une minute après (BPM)'), 'abc')
  expect(await violations(page)).toEqual([])
})

test('the drift test with a message, then a withheld verdict and the decoupling, has no accessibility violation', async ({ page }) => {
  await page.goto('/outils/test-derive-cardiaque#duree=30&moitie1=140&moitie2=148&chaleur=1&mesure=allure&mesure1=5%3A30&mesure2=abc')
  await hydrated(page)
  await expect(page.getByLabel('2ᵉ moitié (min/km)')).toHaveAttribute('aria-invalid', 'true')
  expect(await violations(page)).toEqual([])
  await page.getByLabel('2ᵉ moitié (min/km)').fill('5:45')
  await expect(page.getByTestId('verdict-suspendu')).toBeVisible()
  expect(await violations(page)).toEqual([])
})

test('the resting log with a damaged store, a day to settle, the sign, the chart and its table open has no accessibility violation', async ({
  page,
}) => {
  await morning(page, '2026-11-23')
  // A month whose last mornings raise the sign, then two rates for one day and an entry that cannot be read.
  await openWith(
    page,
    storedLog([...risingMornings(27), { date: '2026-11-23', bpm: 63 }, { date: '2026-11-23', bpm: 60 }, { date: 'hier', bpm: 50 }]),
  )
  await expect(page.getByTestId('journal-probleme')).toBeVisible()
  await expect(page.getByTestId('signal-hausse')).toBeVisible()
  await page.getByText(/^Tableau des mesures de la période/).click()
  await page.getByLabel('Fréquence au repos (BPM)').fill('400')
  await page.getByRole('button', { name: 'Ajouter au journal' }).click()
  await page.getByRole('button', { name: 'Tout effacer' }).click()
  expect(await violations(page)).toEqual([])
})
