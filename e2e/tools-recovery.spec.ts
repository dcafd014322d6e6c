import type { Page } from '@playwright/test'
import { expect, hydrated, leaveWrong, tabTo, test } from './fixtures'
import { cutOrOutside, textAt200Percent } from './reflow-checks'

const TOOL = '/outils/test-recuperation-cardiaque'
const ARTICLE = '/articles/hiit-frequence-cardiaque-intervalles-haute-intensite'

const result = (page: Page) => page.getByTestId('baisse-une-minute')

test('the HIIT article’s example gives the right figure: from the article, 172 then 146 BPM is a drop of 26 BPM, excellent', async ({ page }) => {
  await page.goto(ARTICLE)
  await expect(page.locator('main')).toContainText('de 172\u00a0BPM à 146\u00a0BPM une minute plus tard, la baisse est de 26\u00a0BPM')
  await page.getByRole('link', { name: 'outil de test de récupération' }).click()
  await expect(page).toHaveURL(TOOL)
  await hydrated(page)
  await page.getByLabel('À la fin de l’effort (BPM)').fill('172')
  await page.getByLabel('Une minute après (BPM)').fill('146')
  await expect(result(page)).toHaveText('Baisse en une minute\u00a0: 26\u00a0BPMExcellent')
  await expect(page.getByText('172\u00a0BPM − 146\u00a0BPM = 26\u00a0BPM')).toBeVisible()
  // The medical landmark belongs to maximal efforts: none here.
  await expect(page.getByTestId('repere-medical')).toHaveCount(0)
  // And the page leads back to the article that teaches the test.
  await expect(page.getByRole('link', { name: 'HIIT et fréquence cardiaque : bien doser vos intervalles' })).toHaveAttribute('href', ARTICLE)
})

test('with two fingers and a clock: 43 then 37 beats in 15 seconds are 172 and 148 BPM, a drop of 24 BPM, good; two minutes later 30 beats', async ({
  page,
}) => {
  await page.goto(TOOL)
  await hydrated(page)
  await page.getByLabel('En comptant mon pouls pendant 15 secondes').check()
  await page.getByLabel('À la fin de l’effort (battements en 15 s)').fill('43')
  await page.getByLabel('Une minute après (battements en 15 s)').fill('37')
  await page.getByLabel('Deux minutes après (battements en 15 s)').fill('30')
  await expect(result(page)).toHaveText('Baisse en une minute\u00a0: 24\u00a0BPMBon')
  await expect(page.getByText('43 × 4 = 172\u00a0BPM, puis 37 × 4 = 148\u00a0BPM = 24\u00a0BPM')).toBeVisible()
  // 172 − 30 × 4 = 52
  await expect(page.getByTestId('baisse-deux-minutes')).toHaveText('Baisse en deux minutes\u00a0: 52\u00a0BPM')
})

test('names the medical landmark only after a maximal effort and a walking cool-down with a drop of 12 BPM or less, and says what to do', async ({
  page,
}) => {
  await page.goto(TOOL)
  await hydrated(page)
  await page.getByLabel('À la fin de l’effort (BPM)').fill('170')
  await page.getByLabel('Une minute après (BPM)').fill('158')
  await expect(result(page)).toHaveText('Baisse en une minute\u00a0: 12\u00a0BPMÀ améliorer')
  await expect(page.getByTestId('repere-medical')).toHaveCount(0)
  // After an interval, a low drop is not read as the clinical landmark, which comes from maximal tests.
  await expect(page.getByTestId('baisse-faible')).toHaveText(
    'La limite médicale de 12\u00a0BPM vient d’épreuves d’effort maximales faites en clinique\u00a0: elle ne s’applique pas à un test maison. Comparez plutôt ce résultat à vos tests précédents, faits de la même façon.',
  )
  await page.getByLabel('Une épreuve d’effort maximale, en milieu médical').check()
  const landmark = page.getByTestId('repere-medical')
  await expect(landmark).toContainText('12\u00a0BPM ou moins pendant la première minute est jugée anormale')
  // A medical test's result is read with the doctor who ordered it, not by redoing the test at home.
  await expect(landmark).toContainText('s’interprète avec le médecin qui l’a prescrite')
  await expect(landmark).not.toContainText('refaites le test')
  await expect(landmark.getByRole('link', { name: 'Quand arrêter l’effort, et qui appeler' })).toHaveAttribute(
    'href',
    '/articles/pouls-rapide-lent-irregulier-quand-consulter#quand-arreter-l-effort-et-qui-appeler',
  )
  // Cole's 12 BPM was read while walking slowly: recovered lying down, the landmark is not named, and the page says why.
  await page.getByLabel('Couché').check()
  await expect(landmark).toHaveCount(0)
  await expect(page.getByTestId('baisse-faible')).toContainText('a été mesurée pendant une récupération active, en marchant')
  await page.getByLabel('En marchant ou en pédalant lentement').check()
  await expect(landmark).toBeVisible()
  // 13 BPM: no longer.
  await page.getByLabel('Une minute après (BPM)').fill('157')
  await expect(landmark).toHaveCount(0)
})

test('bad values get a French message each, never NaN: empty, letters, 0, 400 BPM, a rate that climbs back up', async ({ page }) => {
  await page.goto(TOOL)
  await hydrated(page)
  const end = page.getByLabel('À la fin de l’effort (BPM)')
  const oneMinute = page.getByLabel('Une minute après (BPM)')
  // Sent empty: the first field is named and takes the focus.
  await page.getByRole('button', { name: 'Voir mon résultat' }).click()
  await expect(end).toBeFocused()
  await expect(end).toHaveAccessibleDescription('Entrez la fréquence à la fin de l’effort, en BPM.')
  await expect(oneMinute).toHaveAccessibleDescription('Entrez la fréquence une minute après, en BPM.')
  for (const [typed, message] of [
    ['abc', '« abc » n’est pas un nombre\u00a0: tapez seulement des chiffres, avec une virgule s’il y a des décimales.'],
    ['0', 'Entrez une valeur entre 40 et 230\u00a0BPM.'],
    ['400', 'Entrez une valeur entre 40 et 230\u00a0BPM.'],
  ] as const) {
    await leaveWrong(end, typed)
    await expect(end).toHaveAccessibleDescription(message)
  }
  await end.fill('146')
  await oneMinute.fill('172')
  await oneMinute.blur()
  await expect(oneMinute).toHaveAccessibleDescription(/^Cette fréquence est plus haute qu’à la fin de l’effort/)
  await expect(result(page)).toHaveCount(0)
  // A French decimal comma is a number.
  await end.fill('172,5')
  await oneMinute.fill('146')
  await expect(result(page)).toContainText('26,5\u00a0BPM')
  await expect(page.locator('body')).not.toContainText('NaN')
})

test('a result shared as a link keeps its values in the fragment, which no request carries, and opens the same result', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  await page.goto(TOOL)
  await hydrated(page)
  await page.getByLabel('Deux minutes après (BPM)').fill('120')
  await page.getByLabel('À la fin de l’effort (BPM)').fill('172')
  await page.getByLabel('Une minute après (BPM)').fill('146')
  await page.getByLabel('Couché').check()
  await page.getByRole('button', { name: 'Copier le lien de ce résultat' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Lien copié' })).toBeVisible()
  const link = await page.evaluate(() => navigator.clipboard.readText())
  const url = new URL(link)
  expect(url.pathname).toBe(TOOL)
  expect(url.search).toBe('')
  expect(Object.fromEntries(new URLSearchParams(url.hash.slice(1)))).toEqual({ fin: '172', une: '146', deux: '120', recup: 'couche' })

  const other = await context.newPage()
  other.on('request', (request) => requested.push(request.url()))
  await other.goto(link)
  await hydrated(other)
  await expect(other.getByLabel('À la fin de l’effort (BPM)')).toHaveValue('172')
  await expect(other.getByLabel('Couché')).toBeChecked()
  // Recovered lying down: the drop, without the HIIT scale's grade, which holds for a walking recovery only.
  await expect(result(other)).toHaveText('Baisse en une minute\u00a0: 26\u00a0BPM')
  await expect(other.getByTestId('sans-verdict')).toContainText('vaut pour une récupération en marchant ou en pédalant lentement')
  await expect(other.getByTestId('baisse-deux-minutes')).toContainText('52\u00a0BPM')
  // Nothing the reader typed ever left the browser: no address requested holds it.
  expect(requested.filter((address) => /172|146|couche/.test(address))).toEqual([])
})

test('a link with wrong values shows them as typed, each with its message', async ({ page }) => {
  await page.goto(`${TOOL}#fin=abc&une=400&recup=inconnu`)
  await hydrated(page)
  await expect(page.getByLabel('À la fin de l’effort (BPM)')).toHaveAccessibleDescription(/^« abc » n’est pas un nombre/)
  await expect(page.getByLabel('Une minute après (BPM)')).toHaveAccessibleDescription('Entrez une valeur entre 40 et 230\u00a0BPM.')
  // An unknown choice is left out: the form's own stays.
  await expect(page.getByLabel('En marchant ou en pédalant lentement')).toBeChecked()
  await expect(page.locator('body')).not.toContainText('NaN')
})

test('works with the keyboard alone: fields, choices, sending, and the focus taken to the result', async ({ page }) => {
  await page.goto(TOOL)
  await hydrated(page)
  await page.getByLabel('Avec une montre ou une ceinture (en BPM)').focus()
  // Tab from the first choice group to the fields.
  await tabTo(page, page.getByLabel('À la fin de l’effort (BPM)'))
  await page.keyboard.type('172')
  await page.keyboard.press('Tab')
  await page.keyboard.type('146')
  // The posture: arrows move the choice.
  await tabTo(page, page.getByLabel('En marchant ou en pédalant lentement'), 2)
  await page.keyboard.press('ArrowDown')
  await expect(page.getByLabel('Immobile, assis')).toBeChecked()
  await tabTo(page, page.getByRole('button', { name: 'Voir mon résultat' }), 2)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Votre résultat', exact: true })).toBeFocused()
  // Recovered sitting still: the drop, without the grade the HIIT scale gives a walking recovery.
  await expect(result(page)).toHaveText('Baisse en une minute\u00a0: 26\u00a0BPM')
  await expect(page.getByTestId('sans-verdict')).toBeVisible()
})

test.describe('on a 320 px screen', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test('the page, the form, its messages and the result fit without sideways scrolling, text at 200 %', async ({ page }) => {
    await textAt200Percent(page)
    await page.goto(`${TOOL}#fin=170&une=158&effort=maximal`)
    await hydrated(page)
    await expect(page.getByTestId('repere-medical')).toBeVisible()
    expect(await cutOrOutside(page)).toEqual([])
    await leaveWrong(page.getByLabel('Deux minutes après (BPM)'), 'abc')
    expect(await cutOrOutside(page)).toEqual([])
  })
})
