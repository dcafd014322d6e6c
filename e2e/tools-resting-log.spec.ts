import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, hydrated, tabTo, test } from './fixtures'
import { cutOrOutside, textAt200Percent } from './reflow-checks'
import { morning, openWith, risingMornings, stored, storedLog, TOOL } from './resting-log-store'

async function note(page: Page, bpm: string) {
  await page.getByLabel('Fréquence au repos (BPM)').fill(bpm)
  await page.getByRole('button', { name: 'Ajouter au journal' }).click()
}
/** The table's rows, newest first: date and rate, as read. */
async function rows(page: Page): Promise<string[]> {
  const table = page.getByRole('table')
  if (!(await table.isVisible())) await page.getByText(/^Tableau des mesures de la période/).click()
  return table
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => `${tr.querySelector('th')?.textContent} ${tr.querySelector('td')?.textContent}`))
}

test('a week of mornings and three more, on the reader’s clock: kept across each reload, the usual value set, the sign raised', async ({ page }) => {
  const requested: import('@playwright/test').Request[] = []
  page.on('request', (request) => requested.push(request))
  // Seven mornings at 56 BPM (9 to 15 November), then 61, 62 and 61: the endurance article’s example.
  const rates = ['56', '56', '56', '56', '56', '56', '56', '61', '62', '61']
  for (const [day, bpm] of rates.entries()) {
    const date = `2026-11-${String(9 + day).padStart(2, '0')}`
    await morning(page, date)
    await page.goto(TOOL)
    await hydrated(page)
    await expect(page.getByLabel('Date')).toHaveValue(date)
    await note(page, bpm)
    await expect(page.getByRole('status').filter({ hasText: 'notée' })).toContainText(`: ${bpm}\u00a0BPM.`)
    if (day === 6) {
      // A week: the seventh morning has six before it, so no usual value yet.
      await expect(page.getByTestId('resume-journal')).toContainText(
        'Votre valeur habituelle n’est pas encore établie\u00a0: il faut 7 matins notés dans les 28 jours qui précèdent une mesure, et votre dernière en a 6.',
      )
      await expect(page.getByTestId('signal-hausse')).toHaveCount(0)
    }
  }
  await page.reload()
  await hydrated(page)
  expect(await rows(page)).toEqual([
    '18 novembre 2026 61\u00a0BPM',
    '17 novembre 2026 62\u00a0BPM',
    '16 novembre 2026 61\u00a0BPM',
    ...[15, 14, 13, 12, 11, 10, 9].map((day) => `${day} novembre 2026 56\u00a0BPM`),
  ])
  await expect(page.getByTestId('resume-journal')).toContainText(
    'Votre valeur habituelle au 18 novembre 2026\u00a0: 56\u00a0BPM; le signal part de 61\u00a0BPM.',
  )
  const sign = page.getByTestId('signal-hausse')
  await expect(sign).toContainText('Lors de vos 3 derniers matins notés, du 16 novembre 2026 au 18 novembre 2026')
  await expect(sign).toContainText('votre valeur habituelle (56\u00a0BPM) d’au moins 5\u00a0BPM\u00a0: 61\u00a0BPM, 62\u00a0BPM et 61\u00a0BPM.')
  // The site's advice for it, the shared block every page gives: causes, what to do, whom to call.
  await expect(sign).toContainText('Un pouls au repos d’au moins 5\u00a0BPM au-dessus de votre valeur habituelle')
  await expect(sign).toContainText('restez en zone\u00a01, avec au besoin un jour de repos')
  await expect(sign).toContainText('Info-Santé 811')
  await expect(sign.getByRole('link', { name: 'Quand arrêter l’effort, et qui appeler' })).toBeVisible()
  // The chart, with its text equivalent.
  await expect(page.getByRole('img', { name: 'Graphique de votre fréquence au repos' })).toHaveAccessibleDescription(
    /^Du 22 octobre 2026 au 18 novembre 2026\u00a0: 10\u00a0mesures/,
  )
  // Nothing was sent: every request fetched one of the site's files, none carried a query, a body or a rate.
  expect(requested.filter((request) => request.method() !== 'GET' || new URL(request.url()).search !== '' || request.postData() !== null)).toEqual([])
  expect(JSON.parse((await stored(page)) ?? '{}')).toMatchObject({ version: 1, entries: expect.arrayContaining([{ date: '2026-11-17', bpm: 62 }]) })
})

test('a usual value above 100 BPM is named with whom to see, though no morning rose 5 BPM above it', async ({ page }) => {
  // Eight mornings from 1 November: the last, 104, is judged against the seven before it, 102 to 108: median 105.
  const entries = [102, 103, 104, 105, 106, 107, 108, 104].map((bpm, day) => ({ date: `2026-11-0${day + 1}`, bpm }))
  await morning(page, '2026-11-08')
  await openWith(page, storedLog(entries))
  const notice = page.getByTestId('repos-au-dessus-de-100')
  await expect(notice).toContainText('La médiane de vos dernières mesures, 105\u00a0BPM, est au-dessus de la plage de référence')
  await expect(notice).toContainText('60 à 100\u00a0BPM')
  await expect(notice.getByRole('link', { name: /^prenez rendez-vous avec votre médecin/ })).toHaveAttribute(
    'href',
    '/articles/pouls-anormal-quand-consulter#appel-repos-medecin',
  )
  await expect(page.getByTestId('signal-hausse')).toHaveCount(0)
})

test('a date in the future is refused, and nothing is written', async ({ page }) => {
  await morning(page, '2026-11-23')
  await page.goto(TOOL)
  await hydrated(page)
  await page.getByLabel('Date').fill('2026-11-24')
  await note(page, '56')
  await expect(page.getByLabel('Date')).toBeFocused()
  await expect(page.getByLabel('Date')).toHaveAccessibleDescription(
    'Le 24 novembre 2026 n’est pas encore arrivé\u00a0: notez une mesure le matin même ou après.',
  )
  expect(await stored(page)).toBeNull()
  // Empty, letters, 0 and 400: each its message, never NaN.
  await page.getByLabel('Date').fill('2026-11-23')
  for (const [typed, message] of [
    ['', 'Entrez votre fréquence au repos, en BPM.'],
    ['abc', /^« abc » n’est pas un nombre/],
    ['0', 'Entrez une valeur entre 30 et 120\u00a0BPM.'],
    // Above what the log keeps, a rate at rest says where the triage sends it (rows repos-150 and repos-medecin).
    [
      '155',
      /^155\sBPM au repos, c’est plus que ce que le journal note \(de 30 à 120\sBPM\)\. Un pouls au repos de 150\sBPM ou plus.*composez le 9-1-1/,
    ],
  ] as const) {
    await note(page, typed)
    await expect(page.getByLabel('Fréquence au repos (BPM)')).toHaveAccessibleDescription(message)
  }
  expect(await stored(page)).toBeNull()
  await expect(page.locator('body')).not.toContainText('NaN')
})

test('two rates for one day: the reader chooses which to keep', async ({ page }) => {
  await morning(page, '2026-11-23')
  await page.goto(TOOL)
  await hydrated(page)
  await note(page, '56')
  await note(page, '61')
  await expect(page.getByRole('status').filter({ hasText: 'déjà' })).toHaveText(
    'Le 23 novembre 2026 a déjà une autre mesure\u00a0: choisissez plus bas laquelle garder.',
  )
  const question = page.getByRole('region', { name: 'Deux mesures pour un même jour' })
  await expect(page.getByRole('heading', { name: 'Deux mesures pour un même jour' })).toBeFocused()
  await expect(question.getByLabel('56\u00a0BPM (déjà dans le journal)')).toBeChecked()
  // Until the reader chooses, the log keeps its own value.
  expect(JSON.parse((await stored(page)) ?? '{}')).toEqual({ version: 1, entries: [{ date: '2026-11-23', bpm: 56 }] })
  await question.getByLabel('61\u00a0BPM (nouvelle mesure)').check()
  await question.getByRole('button', { name: 'Garder ces mesures' }).click()
  await expect(question).toHaveCount(0)
  expect(await rows(page)).toEqual(['23 novembre 2026 61\u00a0BPM'])
  expect(JSON.parse((await stored(page)) ?? '{}')).toEqual({ version: 1, entries: [{ date: '2026-11-23', bpm: 61 }] })
})

test('export then import gives the same log, to the decimal', async ({ page }) => {
  await morning(page, '2026-11-23')
  const log = storedLog([
    { date: '2026-10-30', bpm: 58 },
    { date: '2026-11-20', bpm: 56 },
    { date: '2026-11-21', bpm: 57.5 },
    { date: '2026-11-23', bpm: 55 },
  ])
  await openWith(page, log)
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Exporter le journal (CSV)' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('journal-frequence-repos-2026-11-23.csv')
  const exported = readFileSync(await file.path())
  expect(exported.toString('utf8')).toBe('date;bpm\r\n2026-10-30;58\r\n2026-11-20;56\r\n2026-11-21;57,5\r\n2026-11-23;55\r\n')

  await page.getByRole('button', { name: 'Tout effacer' }).click()
  await expect(page.getByRole('button', { name: 'Annuler' })).toBeFocused()
  await page.getByRole('button', { name: 'Oui, tout effacer' }).click()
  await expect(page.getByText('Journal effacé de ce navigateur.')).toBeVisible()
  expect(await stored(page)).toBeNull()
  await expect(page.getByTestId('resume-journal')).toHaveText('Du 27 octobre 2026 au 23 novembre 2026\u00a0: aucune mesure.')

  // The file the browser saved, given back as the reader would pick it.
  await page.getByText('Importer un fichier CSV').setInputFiles({ name: file.suggestedFilename(), mimeType: 'text/csv', buffer: exported })
  await expect(page.getByText(/^4\u00a0mesures lues dans/)).toHaveText(
    '4\u00a0mesures lues dans «\u00a0journal-frequence-repos-2026-11-23.csv\u00a0»\u00a0: 4\u00a0nouvelles.',
  )
  expect(await stored(page)).toBe(log)
  await page.reload()
  await hydrated(page)
  expect(await stored(page)).toBe(log)
})

test('an imported file’s unreadable lines are named and left out, its day already in the log goes to the reader', async ({ page }) => {
  await morning(page, '2026-11-23')
  await openWith(page, storedLog([{ date: '2026-11-20', bpm: 56 }]))
  await page.getByText('Importer un fichier CSV').setInputFiles({
    name: 'tableur.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('date;bpm\n20/11/2026;58\n2026-11-21;55\n2026-11-22;abc\n2026-12-01;55\n'),
  })
  const report = page.getByText(/^2\u00a0mesures lues dans/)
  await expect(report).toHaveText(
    '2\u00a0mesures lues dans «\u00a0tableur.csv\u00a0»\u00a0: 1\u00a0nouvelle. 1\u00a0jour en double\u00a0: choisissez plus haut quelle mesure garder. 2\u00a0lignes laissées de côté\u00a0:',
  )
  await expect(page.getByText('Ligne 4\u00a0: « abc » n’est pas un nombre.')).toBeVisible()
  await expect(page.getByText('Ligne 5\u00a0: le 1\u1d49\u02b3 décembre 2026 n’est pas encore arrivé', { exact: false })).toBeVisible()
  const question = page.getByRole('region', { name: 'Deux mesures pour un même jour' })
  await expect(question.getByLabel('58\u00a0BPM (fichier importé)')).toBeVisible()
  await question.getByRole('button', { name: 'Garder ces mesures' }).click()
  expect(JSON.parse((await stored(page)) ?? '{}')).toEqual({
    version: 1,
    entries: [
      { date: '2026-11-20', bpm: 56 },
      { date: '2026-11-21', bpm: 55 },
    ],
  })
})

test('a damaged store never breaks the page: it says what it could not read and keeps the rest', async ({ page }) => {
  await morning(page, '2026-11-23')
  await openWith(
    page,
    '{"version":1,"entries":[{"date":"2026-11-20","bpm":56},{"date":"2026-13-01","bpm":55},{"date":"2026-11-21","bpm":"beaucoup"},{"date":"2026-11-22","bpm":57},{"date":"2026-11-22","bpm":59}]}',
  )
  const notice = page.getByTestId('journal-probleme')
  await expect(notice).toContainText('2 mesures enregistrées n’ont pas pu être lues et ont été laissées de côté')
  await expect(notice).toContainText('mesure n°\u00a02\u00a0: date « 2026-13-01 » invalide')
  await expect(notice).toContainText('mesure n°\u00a03\u00a0: fréquence manquante')
  // Two stored rates for one day wait on the page for the reader, who was doing nothing: the focus stays put.
  await expect(page.getByRole('region', { name: 'Deux mesures pour un même jour' })).toBeVisible()
  await expect(page.locator('body')).toBeFocused()
  expect(await rows(page)).toEqual(['22 novembre 2026 57\u00a0BPM', '20 novembre 2026 56\u00a0BPM'])
  // The next change writes the log without what could not be read.
  await note(page, '55')
  await expect(notice).toHaveCount(0)
  expect(JSON.parse((await stored(page)) ?? '{}')).toEqual({
    version: 1,
    entries: [
      { date: '2026-11-20', bpm: 56 },
      { date: '2026-11-22', bpm: 57 },
      { date: '2026-11-23', bpm: 55 },
    ],
  })
})

for (const [what, raw, message] of [
  ['text that is not JSON', '{"version":1,"entries":[{"date":"2026-11', 'Le journal enregistré dans ce navigateur est illisible'],
  [
    'an older format',
    '[{"date":"2026-11-20","bpm":56}]',
    'Ce journal a été enregistré dans un autre format que celui de cette version du site\u00a0: 1 mesure reprise.',
  ],
] as const) {
  test(`a store holding ${what} is named, and the log still works`, async ({ page }) => {
    await morning(page, '2026-11-23')
    await openWith(page, raw)
    await expect(page.getByTestId('journal-probleme')).toContainText(message)
    await note(page, '55')
    await expect(page.getByRole('status').filter({ hasText: 'notée' })).toBeVisible()
    expect(JSON.parse((await stored(page)) ?? '{}')).toMatchObject({ version: 1, entries: expect.arrayContaining([{ date: '2026-11-23', bpm: 55 }]) })
  })
}

test('asks a phone for its keypad of digits: a rate in BPM is a whole number', async ({ page }) => {
  await page.goto(TOOL)
  await hydrated(page)
  await expect(page.getByLabel('Fréquence au repos (BPM)')).toHaveAttribute('inputmode', 'numeric')
})

test('works with the keyboard alone: a morning noted, the table opened, a row deleted', async ({ page }) => {
  await morning(page, '2026-11-23')
  await page.goto(TOOL)
  await hydrated(page)
  await page.getByLabel('Fréquence au repos (BPM)').focus()
  await page.keyboard.type('56')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'notée' })).toHaveText('Mesure du 23 novembre 2026 notée\u00a0: 56\u00a0BPM.')
  await page.getByLabel('Période affichée').focus()
  await tabTo(page, page.getByText(/^Tableau des mesures de la période/))
  await page.keyboard.press('Enter')
  await tabTo(page, page.getByRole('button', { name: 'Supprimer la mesure du 23 novembre 2026' }))
  await page.keyboard.press('Enter')
  expect(await stored(page)).toBeNull()
})

test.describe('on a 320 px screen', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test('the log with its sign, chart and open table fits without sideways scrolling, text at 200 %', async ({ page }) => {
    await textAt200Percent(page)
    await morning(page, '2026-11-23')
    await openWith(page, storedLog(risingMornings(28)))
    await expect(page.getByTestId('signal-hausse')).toBeVisible()
    await expect(page.getByRole('img', { name: 'Graphique de votre fréquence au repos' })).toBeVisible()
    expect(await rows(page)).toHaveLength(28)
    expect(await cutOrOutside(page)).toEqual([])
  })
})

test('the log asks the browser to keep it once a morning is written, and says what the browser promised', async ({ page }) => {
  // The browser's answer, fixed: it promises once asked.
  await page.addInitScript(() => {
    let granted = false
    navigator.storage.persist = () => {
      document.documentElement.dataset.demandes = String(Number(document.documentElement.dataset.demandes ?? 0) + 1)
      granted = true
      return Promise.resolve(true)
    }
    navigator.storage.persisted = () => Promise.resolve(granted)
  })
  await morning(page, '2026-11-23')
  await page.goto(TOOL)
  await hydrated(page)
  const advice = page.getByTestId('garder-journal')
  await expect(advice).toContainText('Ce navigateur n’a pas promis de garder le journal\u00a0: il peut l’effacer de lui-même')
  await expect(advice).toContainText(
    'Safari (iPhone, iPad et Mac) efface ce qu’un site a enregistré dans le navigateur après sept jours d’utilisation de Safari sans interaction avec ce site.',
  )
  await note(page, '56')
  await expect(advice).toContainText('Ce navigateur a promis de garder le journal\u00a0: il ne l’effacera pas pour faire de la place.')
  await note(page, '57')
  // Asked once a page, not at each morning.
  await expect(page.locator('html')).toHaveAttribute('data-demandes', '1')
})

test('the log reminds the reader to export it once a morning is a week old without a copy, and the export settles it', async ({ page }) => {
  await morning(page, '2026-11-23')
  // Never exported: the 14th is 9 days old on the 23rd.
  await openWith(
    page,
    storedLog([
      { date: '2026-11-14', bpm: 56 },
      { date: '2026-11-20', bpm: 57 },
    ]),
  )
  const reminder = page.getByTestId('rappel-exporter')
  await expect(reminder).toHaveText(
    'Vous n’avez jamais exporté ce journal\u00a0: ses 2\u00a0mesures, depuis le 14 novembre 2026, n’existent que dans ce navigateur. Exportez-le pour en garder une copie.',
  )
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Exporter le journal (CSV)' }).click()
  await download
  await expect(reminder).toHaveCount(0)
  expect(JSON.parse((await stored(page)) ?? '{}')).toMatchObject({ exportedAt: '2026-11-23' })
  // Exported on the 10th: the 12th and the 15th are in no export, the 12th 11 days old.
  await openWith(
    page,
    storedLog(
      [
        { date: '2026-11-05', bpm: 56 },
        { date: '2026-11-12', bpm: 57 },
        { date: '2026-11-15', bpm: 58 },
      ],
      { exportedAt: '2026-11-10' },
    ),
  )
  await expect(reminder).toHaveText(
    'Votre dernière exportation date du 10 novembre 2026\u00a0: 2\u00a0mesures, depuis le 12 novembre 2026, n’y sont pas. Exportez-le pour en garder une copie.',
  )
})
