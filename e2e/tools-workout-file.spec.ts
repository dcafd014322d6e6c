import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { Decoder, Stream } from '@garmin/fitsdk'
import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'
import { cutOrOutside, textAt200Percent } from './reflow-checks'
import { fitFile, gpxFile, steady, steadyRide, tcxFile, ultra, type Sample } from './workout-files'

const TOOL = '/outils/analyse-seance'
const state = (page: Page) => page.getByTestId('seance-etat')

async function give(page: Page, name: string, content: string | Uint8Array) {
  await page.getByLabel('Choisir le fichier de la séance').setInputFiles({ name, mimeType: 'application/octet-stream', buffer: Buffer.from(content) })
}

async function open(page: Page, fragment = '') {
  await page.goto(`${TOOL}${fragment}`)
  await hydrated(page)
}

/** The zone table's rows as the reader reads them: name, range, time, share. */
const zoneRows = (page: Page) => page.getByTestId('temps-zones').locator('tbody tr')

test('a FIT ride from Garmin’s encoder: time in zones, mean, highest, drift and decoupling, each as worked out by hand', async ({ page }) => {
  // Age 40: maximum 220 − 40 = 180 BPM, zones from 90, 108, 126, 144 and 162 BPM.
  await open(page, '#age=40')
  const requests: string[] = []
  page.on('request', (request) => requests.push(new URL(request.url()).pathname))
  await give(page, 'sortie.fit', fitFile(steadyRide()))
  await expect(state(page)).toHaveText('«\u00a0sortie.fit\u00a0» a été lu.')
  // 600 s at 100 BPM (zone 1), 1 200 s at 130 (zone 3), 1 200 s at 145 (zone 4): 3 000 s.
  await expect(zoneRows(page)).toHaveText([
    'Zone 1 · Récupération90–108\u00a0BPM10\u00a0min20\u00a0%',
    'Zone 2 · Endurance108–126\u00a0BPM0\u00a0min0\u00a0%',
    'Zone 3 · Aérobie126–144\u00a0BPM20\u00a0min40\u00a0%',
    'Zone 4 · Seuil144–162\u00a0BPM20\u00a0min40\u00a0%',
    'Zone 5 · Maximum162–180\u00a0BPM0\u00a0min0\u00a0%',
    'Sous la zone 1moins de 90\u00a0BPM0\u00a0min0\u00a0%',
  ])
  const figures = page.getByTestId('seance-chiffres')
  // (100 × 600 + 130 × 1 200 + 145 × 1 200) ÷ 3 000 = 130.
  await expect(figures).toContainText('Fréquence moyenne\u00a0: 130\u00a0BPM')
  await expect(figures).toContainText('Fréquence la plus haute\u00a0: 145\u00a0BPM, atteinte après 30\u00a0min de séance')
  await expect(page.getByText('Cette fréquence ne dépasse pas les 180\u00a0BPM qu’estime la formule classique (220 − âge)')).toBeVisible()
  // After the 10-minute warm-up, 40 minutes: 130 then 145 BPM, (145 − 130) ÷ 130 = 11,5 %; at 200 W both halves,
  // decoupling 1 − 130 ÷ 145 = 10,3 %.
  // No grade: the file does not say whether the ride was steady, flat and in the cool.
  await expect(page.getByTestId('seance-derive-chiffre')).toHaveText(
    'Dérive\u00a0: 11,5\u00a0% · découplage de Friel, d’après la puissance\u00a0: 10,3\u00a0%',
  )
  // Nothing but the site's own scripts was fetched to read it.
  expect(requests.filter((path) => !/^\/assets\/[\w.-]+\.js$/.test(path))).toEqual([])
  // The drift test opens with the same figures.
  await page.getByTestId('vers-derive').click()
  await expect(page).toHaveURL('/outils/test-derive-cardiaque#duree=40&moitie1=130&moitie2=145&mesure=puissance&mesure1=200&mesure2=200')
  await hydrated(page)
  await expect(page.getByTestId('derive')).toHaveText('Dérive cardiaque\u00a0: 11,5\u00a0%À développer')
  await expect(page.getByTestId('decouplage')).toContainText('Découplage de Friel\u00a0: 10,3\u00a0%.')
})

test('a new age or a measured maximum shares the same file anew, without reading it again', async ({ page }) => {
  await open(page)
  await give(page, 'sortie.fit', fitFile(steadyRide()))
  await expect(page.getByTestId('seance-zones')).toContainText('Entrez votre âge')
  await expect(page.getByText('Entrez votre âge ci-dessus pour comparer')).toBeVisible()
  // A measured maximum of 150: zones from 75, 90, 105, 120 and 135; 145 BPM is in zone 5.
  await page.getByLabel('Fréquence maximale mesurée (BPM, facultatif)').fill('150')
  await expect(page.getByTestId('seance-zones')).toHaveText('Vos zones\u00a0: maximum de 150\u00a0BPM (votre fréquence maximale mesurée).')
  await expect(zoneRows(page).nth(0)).toHaveText('Zone 1 · Récupération75–90\u00a0BPM0\u00a0min0\u00a0%')
  await expect(zoneRows(page).nth(1)).toHaveText('Zone 2 · Endurance90–105\u00a0BPM10\u00a0min20\u00a0%')
  await expect(zoneRows(page).nth(3)).toHaveText('Zone 4 · Seuil120–135\u00a0BPM20\u00a0min40\u00a0%')
  await expect(zoneRows(page).nth(4)).toHaveText('Zone 5 · Maximum135–150\u00a0BPM20\u00a0min40\u00a0%')
  await expect(page).toHaveURL(`${TOOL}#fcmax=150`)
  await expect(page.getByText('Elle ne dépasse pas le maximum que vous avez entré, 150\u00a0BPM.')).toBeVisible()
})

test('above the formula’s estimate, the highest rate is offered as a measured maximum, under the rule on maximal efforts', async ({ page }) => {
  // Age 60: 160 BPM by 220 − âge. A peak at 172, then 60 s later 137: a drop of 35 BPM.
  await open(page, '#age=60')
  const samples: Sample[] = [...steady(0, 600, 120), { t: 600, hr: 172 }, ...steady(601, 59, 150), ...steady(660, 300, 137)]
  await give(page, 'intervalles.fit', fitFile(samples))
  const above = page.getByTestId('au-dessus-estimation')
  await expect(above).toContainText('Elle dépasse de 12\u00a0BPM les 160\u00a0BPM qu’estime la formule classique (220 − âge).')
  await expect(above.getByRole('link', { name: 'calculateur' })).toHaveAttribute('href', '/calculateur-bpm#fcmax=172')
  await expect(above.getByRole('link', { name: 'un test poussé jusqu’à l’épuisement se fait sous supervision médicale' })).toHaveAttribute(
    'href',
    '/registre-des-regles#regle-test-maximal-medical',
  )
  await expect(above.getByRole('link', { name: 'notre règle sur les efforts maximaux' })).toHaveAttribute(
    'href',
    '/registre-des-regles#regle-effort-maximal',
  )
  await expect(page.getByTestId('au-dessus-max')).toHaveText(
    // The one second at 172 BPM.
    'Dont 1\u00a0s au-dessus de 160\u00a0BPM, le maximum de vos zones (ce temps compte en zone\u00a05).',
  )
  await expect(page.getByTestId('seance-recuperation-chiffre')).toHaveText('Baisse en 1\u00a0minute\u00a0: 35\u00a0BPM')
  await page.getByTestId('vers-recuperation').click()
  // The two rates only: how the reader recovered is left for them to choose on the test's page.
  await expect(page).toHaveURL('/outils/test-recuperation-cardiaque#mesure=bpm&fin=172&une=137')
})

test('GPX and TCX: pauses left out, lost signal set aside, the same figures', async ({ page }) => {
  await open(page, '#age=40')
  // 20 min at 120, a 5-minute stop, 20 min at 150 of which 2 min at 0 (a strap that slipped).
  const samples: Sample[] = [
    ...steady(0, 1200, 120),
    ...steady(1500, 1201, 150).map((sample) => (sample.t >= 2000 && sample.t < 2120 ? { ...sample, hr: 0 } : sample)),
  ]
  for (const [name, text] of [
    ['course.gpx', gpxFile(samples)],
    ['course.tcx', tcxFile(samples)],
  ] as const) {
    await give(page, name, text)
    await expect(state(page)).toHaveText(`«\u00a0${name}\u00a0» a été lu.`)
    const figures = page.getByTestId('seance-chiffres')
    // 2 700 s from first to last record, 300 s of it the stop; 1 199 s at 120 (the last record opens the stop), 1 200 − 120 at 150.
    await expect(figures).toContainText('Durée\u00a0: 45\u00a0min, dont 5\u00a0min en 1 pause')
    await expect(figures).toContainText('Temps avec fréquence cardiaque\u00a0: 38\u00a0min')
    await expect(figures).toContainText('Signal perdu ou absent\u00a0: 2\u00a0min, laissé de côté')
    await expect(figures).toContainText('Fréquence la plus haute\u00a0: 150\u00a0BPM')
    // 120 BPM is zone 2 (108–126), 150 zone 4 (144–162): 1 199 s and 1 080 s of 2 279.
    await expect(zoneRows(page).nth(1)).toHaveText('Zone 2 · Endurance108–126\u00a0BPM20\u00a0min53\u00a0%')
    await expect(zoneRows(page).nth(3)).toHaveText('Zone 4 · Seuil144–162\u00a0BPM18\u00a0min47\u00a0%')
  }
})

test('bad files get a French message and never break the page; a good file works at once after one', async ({ page }) => {
  await open(page, '#age=40')
  const problem = page.getByTestId('seance-probleme')
  const ride = fitFile(steadyRide())
  const cases: [string, string | Uint8Array, string][] = [
    ['vide.fit', '', 'Ce fichier est vide.'],
    ['rapport.fit', '%PDF-1.7\n%âãÏÓ\n1 0 obj', 'Ce fichier n’est pas une séance d’entraînement lisible'],
    ['coupee.fit', ride.subarray(0, ride.length / 3), 'Ce fichier FIT est incomplet ou abîmé'],
    ['sans-pouls.gpx', gpxFile(Array.from({ length: 600 }, (_, t) => ({ t }))), 'Cette séance ne contient aucune fréquence cardiaque'],
    ['capteur.tcx', tcxFile(steady(0, 600, 255)), 'Cette séance ne contient aucune fréquence cardiaque'],
    ['coupee.tcx', tcxFile(steady(0, 600, 130)).slice(0, 5000), 'Ce fichier GPX ou TCX est incomplet ou abîmé'],
    ['parcours.gpx', gpxFile([]), 'Ce fichier ne contient aucun point avec une heure'],
  ]
  for (const [name, bytes, message] of cases) {
    await give(page, name, bytes)
    await expect(problem).toContainText(`Analyse impossible pour «\u00a0${name}\u00a0». ${message}`)
    await expect(page.getByTestId('temps-zones')).toHaveCount(0)
    await give(page, 'sortie.fit', ride)
    await expect(state(page)).toHaveText('«\u00a0sortie.fit\u00a0» a été lu.')
    await expect(zoneRows(page).first()).toContainText('10\u00a0min20\u00a0%')
  }
})

test('ten hours of GPX are read and drawn', async ({ page }) => {
  await open(page, '#age=50')
  await give(page, 'ultra.gpx', gpxFile(ultra(), { moving: true }))
  await expect(state(page)).toHaveText('«\u00a0ultra.gpx\u00a0» a été lu.', { timeout: 20_000 })
  await expect(page.getByTestId('seance-chiffres')).toContainText('Durée\u00a0: 10\u00a0h\u00a000')
  await expect(page.getByTestId('seance-chiffres')).toContainText('Fréquence la plus haute\u00a0: 160\u00a0BPM')
  await expect(page.getByTestId('courbe')).toBeVisible()
})

test.describe('on a 320 px screen, by keyboard', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test('the file field is in the keyboard’s path and shows its focus; the result fits at 200 % text and passes axe', async ({ page }) => {
    await open(page, '#age=40')
    const field = page.getByLabel('Choisir le fichier de la séance')
    // Reached by Tab (back and forth from it), and its visible label then shows the keyboard's focus.
    await field.focus()
    await page.keyboard.press('Shift+Tab')
    await expect(field).not.toBeFocused()
    await page.keyboard.press('Tab')
    await expect(field).toBeFocused()
    const outline = await page.locator('label[for="seance-fichier"]').evaluate((label) => getComputedStyle(label).outlineStyle)
    expect(outline).not.toBe('none')
    // The browser's own chooser opens from there (Space or Enter); what it gives the field is this file.
    await field.setInputFiles({ name: 'sortie.fit', mimeType: 'application/octet-stream', buffer: Buffer.from(fitFile(steadyRide())) })
    await expect(state(page)).toHaveText('«\u00a0sortie.fit\u00a0» a été lu.')
    expect(await cutOrOutside(page)).toEqual([])
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'])
      .analyze()
    expect(results.violations.map((violation) => violation.id)).toEqual([])
    await textAt200Percent(page)
    expect(await cutOrOutside(page)).toEqual([])
  })
})

test.describe('files from real watches (e2e/real-workouts/), against Garmin’s own decoder', () => {
  const REAL = join(import.meta.dirname, 'real-workouts')

  /**
   * The figures of a FIT file worked out here, from the records Garmin's decoder reads, by the conventions the page
   * states: a rate outside 30–240 BPM is a lost signal, a gap over 30 s a pause, each rate holds until the next record.
   * Age 40: zones from 90, 108, 126, 144 and 162 BPM.
   */
  function independentReading(bytes: Buffer) {
    const { messages } = new Decoder(Stream.fromBuffer(bytes)).read()
    const records = (messages.recordMesgs ?? []).map((record) => ({
      t: (record.timestamp as Date).getTime() / 1000,
      hr: record.heartRate,
    }))
    const valid = (hr: number | undefined): hr is number => hr !== undefined && hr >= 30 && hr <= 240
    const zones = [0, 0, 0, 0, 0, 0]
    let counted = 0
    let beats = 0
    for (let index = 0; index + 1 < records.length; index++) {
      const seconds = records[index + 1]!.t - records[index]!.t
      const hr = records[index]!.hr
      if (seconds > 30 || !valid(hr)) continue
      counted += seconds
      beats += hr * seconds
      zones[[90, 108, 126, 144, 162].filter((bound) => hr >= bound).length]! += seconds
    }
    // « 12 s » under half a minute, « 42 min », or « 1 h 12 » from an hour.
    const minutes = (seconds: number) => {
      if (seconds > 0 && seconds < 30) return `${Math.round(seconds)}\u00a0s`
      const total = Math.round(seconds / 60)
      return total < 60 ? `${total}\u00a0min` : `${Math.floor(total / 60)}\u00a0h\u00a0${String(total % 60).padStart(2, '0')}`
    }
    return {
      mean: `Fréquence moyenne\u00a0: ${Math.round(beats / counted)}\u00a0BPM`,
      highest: `Fréquence la plus haute\u00a0: ${Math.max(...records.map((record) => record.hr).filter(valid))}\u00a0BPM`,
      counted: `Temps avec fréquence cardiaque\u00a0: ${minutes(counted)}`,
      zoneRows: [1, 2, 3, 4, 5, 0].map((zone) => new RegExp(`${minutes(zones[zone]!)}${Math.round((zones[zone]! / counted) * 100)}\u00a0%$`)),
    }
  }

  for (const name of ['garmin-fenix5x-course.fit', 'suunto-entrainement.fit']) {
    test(`${name}: mean, highest, time recorded and in each zone`, async ({ page }) => {
      const bytes = readFileSync(join(REAL, name))
      const expected = independentReading(bytes)
      await open(page, '#age=40')
      await give(page, name, bytes)
      await expect(state(page)).toHaveText(`«\u00a0${name}\u00a0» a été lu.`)
      const figures = page.getByTestId('seance-chiffres')
      for (const line of [expected.mean, expected.highest, expected.counted]) await expect(figures).toContainText(line)
      await expect(zoneRows(page)).toHaveText(expected.zoneRows)
    })
  }

  test('a ride recorded without a heart-rate sensor says so', async ({ page }) => {
    await open(page, '#age=40')
    await give(page, 'garmin-edge510-sans-pouls.fit', readFileSync(join(REAL, 'garmin-edge510-sans-pouls.fit')))
    await expect(page.getByTestId('seance-probleme')).toContainText('Cette séance ne contient aucune fréquence cardiaque')
  })
})

test('the calculator’s zones come along: formula and age from its link', async ({ page }) => {
  await page.goto('/calculateur-bpm#age=45&formule=tanaka')
  await hydrated(page)
  await page.getByRole('link', { name: 'Analyser une séance de ma montre avec ces zones' }).click()
  await expect(page).toHaveURL(`${TOOL}#age=45&formule=tanaka`)
  await hydrated(page)
  // 208 − 0,7 × 45 = 176,5, rounded as the calculator rounds it.
  await expect(page.getByTestId('seance-zones')).toHaveText('Vos zones\u00a0: maximum de 177\u00a0BPM (208 − 0,7 × âge, pour 45\u00a0ans).')
  await expect(page.getByLabel('Tanaka (208 − 0,7 × âge)')).toBeChecked()
})
