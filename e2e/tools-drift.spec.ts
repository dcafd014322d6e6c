import type { Page } from '@playwright/test'
import { expect, hydrated, leaveWrong, test } from './fixtures'
import { cutOrOutside, textAt200Percent } from './reflow-checks'

const TOOL = '/outils/test-derive-cardiaque'
/** The endurance article, at its canonical address: the one the tool's reading suggestion shows. */
const ARTICLE = '/articles/ameliorer-endurance-cardio'

const drift = (page: Page) => page.getByTestId('derive')

async function fillSession(page: Page, minutes: string, first: string, second: string) {
  await page.getByLabel('Durée de l’effort régulier (minutes)').fill(minutes)
  await page.getByLabel('Moyenne de la 1ʳᵉ moitié (BPM)').fill(first)
  await page.getByLabel('Moyenne de la 2ᵉ moitié (BPM)').fill(second)
}

test('the endurance article’s example gives the right figure: from the article, 125 then 132 BPM is 5,6 %, correct', async ({ page }) => {
  await page.goto(ARTICLE)
  // (132 − 125) ÷ 125 × 100 = 5.6: both halves in zone 2 at 30 (114-133 BPM), as the example says.
  await expect(page.locator('main')).toContainText('7 ÷ 125 × 100 = 5,6\u00a0%')
  await page.getByRole('link', { name: 'test de dérive cardiaque', exact: true }).click()
  await expect(page).toHaveURL(TOOL)
  await hydrated(page)
  await fillSession(page, '50', '125', '132')
  await expect(drift(page)).toHaveText('Dérive cardiaque\u00a0: 5,6\u00a0%Correct')
  await expect(page.getByText('(132 − 125) ÷ 125 × 100 = 5,6\u00a0%')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Comment améliorer votre endurance grâce à la fréquence cardiaque' })).toHaveAttribute('href', ARTICLE)
})

test('withholds the verdict and says why: heat, hills, intervals, illness, or under 40 minutes of steady effort', async ({ page }) => {
  await page.goto(TOOL)
  await hydrated(page)
  await fillSession(page, '30', '140', '148')
  const withheld = page.getByTestId('verdict-suspendu')
  await expect(drift(page)).toHaveText('Dérive cardiaque\u00a0: 5,7\u00a0%')
  await expect(withheld).toContainText('30\u00a0minutes d’effort régulier, c’est trop court\u00a0: il en faut au moins 40 après l’échauffement.')
  await page.getByLabel('Durée de l’effort régulier (minutes)').fill('45')
  await expect(withheld).toHaveCount(0)
  await expect(drift(page)).toContainText('Correct')
  await page.getByLabel('Il faisait chaud (environ 25\u00a0°C ou plus) ou humide').check()
  await page.getByLabel('J’étais malade, j’avais de la fièvre ou je couvais quelque chose').check()
  await expect(withheld.getByRole('listitem')).toHaveText([
    'la chaleur fait monter le pouls sans rapport avec votre endurance.',
    'la maladie fait monter le pouls.',
  ])
  await expect(drift(page)).not.toContainText('Correct')
  await expect(withheld).toContainText('Refaites le test dans de meilleures conditions.')
  // A medicine that slows the heart is no bad day: the reader compares with their own tests.
  await page.getByLabel('Il faisait chaud (environ 25\u00a0°C ou plus) ou humide').uncheck()
  await page.getByLabel('J’étais malade, j’avais de la fièvre ou je couvais quelque chose').uncheck()
  await page
    .getByLabel('Je prends un médicament qui ralentit le cœur (un bêtabloquant, par exemple), j’ai une maladie du cœur ou je suis enceinte')
    .check()
  await expect(withheld.getByRole('listitem')).toHaveText([
    'notre échelle ne tient compte ni d’un médicament qui ralentit le cœur, ni d’une maladie du cœur, ni de la grossesse.',
  ])
  await expect(withheld).toContainText('Comparez plutôt ce chiffre à celui de vos propres tests, faits dans les mêmes conditions.')
  await expect(withheld).not.toContainText('Refaites le test')
})

test('Friel’s decoupling: a pace is turned into a speed, so that slowing down counts against the runner', async ({ page }) => {
  await page.goto(TOOL)
  await hydrated(page)
  await fillSession(page, '60', '140', '142')
  await page.getByLabel('Allure (min/km)').check()
  await page.getByLabel('1ʳᵉ moitié (min/km)').fill('5:30')
  await page.getByLabel('2ᵉ moitié (min/km)').fill('5:45')
  // 1 − (5,5 × 140) ÷ (5,75 × 142) = 1 − 770 ÷ 816,5 = 5,70 %; the drift alone is 2 ÷ 140 = 1,4 %.
  await expect(drift(page)).toHaveText('Dérive cardiaque\u00a0: 1,4\u00a0%Excellent')
  await expect(page.getByTestId('decouplage')).toContainText('Découplage de Friel\u00a0: 5,7\u00a0%. Au-dessus de la marque de 5\u00a0% de Friel')
  // Power: 1 − (195 × 130) ÷ (200 × 136) = 6,8 %.
  await fillSession(page, '60', '130', '136')
  await page.getByLabel('Puissance (W)').check()
  await page.getByLabel('1ʳᵉ moitié (W)').fill('200')
  await page.getByLabel('2ᵉ moitié (W)').fill('195')
  await expect(page.getByTestId('decouplage')).toContainText('Découplage de Friel\u00a0: 6,8\u00a0%')
})

test('bad values get a French message each, never NaN: a second half lower than the first, empty, letters, 0, 400 BPM, a pace with a comma', async ({
  page,
}) => {
  await page.goto(TOOL)
  await hydrated(page)
  await page.getByRole('button', { name: 'Voir mon résultat' }).click()
  const minutes = page.getByLabel('Durée de l’effort régulier (minutes)')
  await expect(minutes).toBeFocused()
  await expect(minutes).toHaveAccessibleDescription('Entrez la durée de l’effort régulier, en minutes.')
  await fillSession(page, '50', '148', '140')
  const second = page.getByLabel('Moyenne de la 2ᵉ moitié (BPM)')
  await expect(second).toHaveAccessibleDescription(/^Cette moyenne est plus basse que celle de la première moitié/)
  const first = page.getByLabel('Moyenne de la 1ʳᵉ moitié (BPM)')
  for (const [typed, message] of [
    ['abc', /^« abc » n’est pas un nombre/],
    ['0', 'Entrez une valeur entre 40 et 230\u00a0BPM.'],
    ['400', 'Entrez une valeur entre 40 et 230\u00a0BPM.'],
  ] as const) {
    await first.fill(typed)
    await expect(first).toHaveAccessibleDescription(message)
  }
  await first.fill('140')
  await second.fill('148')
  await page.getByLabel('Allure (min/km)').check()
  await page.getByLabel('1ʳᵉ moitié (min/km)').fill('5,30')
  await page.getByRole('button', { name: 'Voir mon résultat' }).click()
  await expect(page.getByLabel('1ʳᵉ moitié (min/km)')).toBeFocused()
  await expect(page.getByLabel('1ʳᵉ moitié (min/km)')).toHaveAccessibleDescription(
    '« 5,30 »\u00a0: écrivez l’allure en minutes et secondes séparées par un deux-points, par exemple 5:30.',
  )
  await expect(drift(page)).toHaveCount(0)
  await expect(page.locator('body')).not.toContainText('NaN')
})

test('a result shared as a link, ticked conditions and outputs included, opens the same result; the values stay in the fragment', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(TOOL)
  await hydrated(page)
  await fillSession(page, '50', '140', '148')
  await page.getByLabel('Le parcours avait des côtes').check()
  await page.getByLabel('Vitesse (km/h)').check()
  await page.getByLabel('1ʳᵉ moitié (km/h)').fill('12')
  await page.getByLabel('2ᵉ moitié (km/h)').fill('11,5')
  await page.getByRole('button', { name: 'Copier le lien de ce résultat' }).click()
  const link = new URL(await page.evaluate(() => navigator.clipboard.readText()))
  expect(link.search).toBe('')
  expect(Object.fromEntries(new URLSearchParams(link.hash.slice(1)))).toEqual({
    duree: '50',
    moitie1: '140',
    moitie2: '148',
    cotes: '1',
    mesure: 'vitesse',
    mesure1: '12',
    mesure2: '11,5',
  })
  const other = await context.newPage()
  await other.goto(link.href)
  await hydrated(other)
  await expect(other.getByLabel('Le parcours avait des côtes')).toBeChecked()
  await expect(other.getByTestId('verdict-suspendu')).toContainText('les côtes changent l’effort d’une moitié à l’autre.')
  // 1 − (11,5 × 140) ÷ (12 × 148) = 1 − 1610 ÷ 1776 = 9,3 %
  await expect(other.getByTestId('decouplage')).toContainText('Découplage de Friel\u00a0: 9,3\u00a0%. Il ne se juge pas non plus')
})

test.describe('on a 320 px screen', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test('the form with its outputs, a message and a withheld verdict fit without sideways scrolling, text at 200 %', async ({ page }) => {
    await textAt200Percent(page)
    await page.goto(`${TOOL}#duree=20&moitie1=140&moitie2=148&chaleur=1&intervalles=1&mesure=allure&mesure1=5%3A30&mesure2=5%3A45`)
    await hydrated(page)
    await expect(page.getByTestId('verdict-suspendu')).toBeVisible()
    await leaveWrong(page.getByLabel('2ᵉ moitié (min/km)'), '5,75')
    expect(await cutOrOutside(page)).toEqual([])
  })
})
