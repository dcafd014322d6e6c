import type { Page } from '@playwright/test'
import { expect, hydrated, leaveWrong, tabTo, test } from './fixtures'
import { cutOrOutside, textAt200Percent } from './reflow-checks'

const TOOL = '/outils/test-recuperation-cardiaque'
/** The HIIT article, at its canonical address: the one the tool's reading suggestion shows. */
const ARTICLE = '/articles/hiit-frequence-cardiaque'

const result = (page: Page) => page.getByTestId('baisse-une-minute')

test('the HIIT article’s example gives the right figure: from the article, 164 then 138 BPM is a drop of 26 BPM, excellent', async ({ page }) => {
  await page.goto(ARTICLE)
  await expect(page.locator('main')).toContainText(
    'de 164\u00a0BPM en fin d’effort à 138\u00a0BPM une minute plus tard, la baisse est de 26\u00a0BPM',
  )
  await page.getByRole('link', { name: 'outil de test de récupération' }).click()
  await expect(page).toHaveURL(TOOL)
  await hydrated(page)
  await page.getByLabel('À la fin de l’effort (BPM)').fill('164')
  await page.getByLabel('Une minute après (BPM)').fill('138')
  await expect(result(page)).toHaveText('Baisse en une minute\u00a0: 26\u00a0BPMExcellent')
  await expect(page.getByText('164\u00a0BPM − 138\u00a0BPM = 26\u00a0BPM')).toBeVisible()
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

test('never applies the clinical 12 BPM landmark to a home test, and gives no grade for a heart a medicine, a disease or a pregnancy slows', async ({
  page,
}) => {
  await page.goto(TOOL)
  await hydrated(page)
  await page.getByLabel('À la fin de l’effort (BPM)').fill('170')
  await page.getByLabel('Une minute après (BPM)').fill('158')
  await expect(result(page)).toHaveText('Baisse en une minute\u00a0: 12\u00a0BPMÀ améliorer')
  // A low drop is not read as the clinical landmark, which comes from maximal tests in a clinic.
  await expect(page.getByTestId('baisse-faible')).toHaveText(
    'La limite médicale de 12\u00a0BPM vient d’épreuves d’effort maximales faites en clinique\u00a0: elle ne s’applique pas à un test maison. Comparez plutôt ce résultat à vos tests précédents, faits de la même façon.',
  )
  // The form no longer offers to read a clinical test.
  await expect(page.getByText('Une épreuve d’effort maximale, en milieu médical')).toHaveCount(0)
  // 170 − 145 = 25: excellent on the scale, but not for a slowed heart.
  await page.getByLabel('Une minute après (BPM)').fill('145')
  await expect(result(page)).toHaveText('Baisse en une minute\u00a0: 25\u00a0BPMExcellent')
  await expect(page.getByTestId('baisse-faible')).toHaveCount(0)
  await page
    .getByLabel('Je prends un médicament qui ralentit le cœur (un bêtabloquant, par exemple), j’ai une maladie du cœur ou je suis enceinte')
    .check()
  await expect(result(page)).toHaveText('Baisse en une minute\u00a0: 25\u00a0BPM')
  await expect(page.getByTestId('sans-verdict')).toContainText('l’échelle ne tient compte ni d’un médicament qui ralentit le cœur')
  // Recovered sitting still as well: both reasons.
  await page.getByLabel('En position assise, immobile').check()
  await expect(page.getByTestId('sans-verdict').getByRole('listitem')).toHaveCount(2)
  // The box travels with the shared link, and the keyboard reaches the result.
  await expect(page).toHaveURL(/coeur=1/)
  await tabTo(page, page.getByRole('button', { name: 'Voir mon résultat' }), 2)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Votre résultat', exact: true })).toBeFocused()
})

test.describe('on a 320 px screen', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test('the page, the form, its messages and the result fit without sideways scrolling, text at 200 %', async ({ page }) => {
    await textAt200Percent(page)
    await page.goto(`${TOOL}#fin=170&une=158&recup=immobile&coeur=1`)
    await hydrated(page)
    await expect(page.getByTestId('baisse-faible')).toBeVisible()
    await expect(page.getByTestId('sans-verdict').getByRole('listitem')).toHaveCount(2)
    expect(await cutOrOutside(page)).toEqual([])
    await leaveWrong(page.getByLabel('Deux minutes après (BPM)'), 'abc')
    expect(await cutOrOutside(page)).toEqual([])
  })
})
