import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'

/**
 * The calculator's newer options, on a 375 px phone, as a visitor uses them: true labels on the reserve, the pulse
 * without a watch, Friel's threshold zones, the mode where zones do not apply, a watch's zones beside ours. Each by
 * keyboard, in the address, on the print card and in what is copied.
 */
test.use({ viewport: { width: 375, height: 800 }, permissions: ['clipboard-read', 'clipboard-write'] })

const NBSP = '\u00a0'

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'])
    .analyze()
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** No sideways scroll on a 320 px screen. */
async function fitsOn320(page: Page) {
  await page.setViewportSize({ width: 320, height: 800 })
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await page.setViewportSize({ width: 375, height: 800 })
}

const copiedLimits = async (page: Page) => {
  await page.getByRole('button', { name: 'Copier les limites' }).click()
  await expect(page.locator('li[data-variant="default"]').last()).toContainText('Limites copiées')
  return page.evaluate(() => navigator.clipboard.readText())
}

/** Opens the options from the keyboard and tabs to a control, pressing Tab until it has the focus. */
async function tabTo(page: Page, control: ReturnType<Page['getByLabel']>) {
  for (let step = 0; step < 30; step++) {
    if (await control.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error('contrôle jamais atteint au clavier')
}

async function openOptionsByKeyboard(page: Page) {
  await page.getByLabel('Votre âge').focus()
  await tabTo(page, page.locator('summary', { hasText: 'Options' }))
  await page.keyboard.press('Enter')
  await expect(page.getByLabel('Fréquence cardiaque au repos (BPM)')).toBeVisible()
}

test('with a resting rate, the zones keep their meaning and ACSM’s intensity classes on the reserve join them, without zone numbers', async ({
  page,
}) => {
  await page.goto('/calculateur-bpm#age=30&repos=60')
  await hydrated(page)
  // The zones are the spec's, whatever the resting rate: zone 2 is 60-70 % of 190, full sentences.
  await expect(page.getByTestId('zone-2-bpm')).toHaveText(`114–133${NBSP}BPM`)
  await expect(page.getByTestId('zone-2')).toContainText('Endurance')
  await expect(page.getByTestId('zone-2')).toContainText('Phrases complètes')
  // Reserve 190 − 60 = 130: 30 % = 39 → 99, 40 % = 52 → 112, 60 % = 78 → 138, 90 % = 117 → 177.
  const classes = page.getByTestId('classes-reserve')
  await expect(classes).toContainText(`130${NBSP}battements`)
  await expect(page.getByTestId('classe-faible')).toContainText(`99–111${NBSP}BPM`)
  await expect(page.getByTestId('classe-moyenne')).toContainText(`112–137${NBSP}BPM`)
  await expect(page.getByTestId('classe-moyenne')).toContainText(`40–59${NBSP}% de la réserve (≈${NBSP}64–76${NBSP}% de la FC${NBSP}max)`)
  await expect(page.getByTestId('classe-moyenne')).toContainText('Phrases complètes, puis phrases courtes · Borg 12 et 13')
  await expect(page.getByTestId('classe-élevée')).toContainText(`138–176${NBSP}BPM`)
  await expect(page.getByTestId('classe-élevée')).toContainText('Phrases courtes, puis quelques mots · Borg 14 à 17')
  await expect(page.getByTestId('classe-quasi-maximale')).toContainText(`177–190${NBSP}BPM`)
  await expect(classes).toContainText(`Sous 99${NBSP}BPM, l’intensité est très faible`)
  await expect(classes).not.toContainText('Zone')
  await expect(classes).toContainText('Garber et coll., 2011')
  expect(await copiedLimits(page)).toContain(
    'Classes d’intensité sur la réserve de fréquence cardiaque (ACSM), repos 60 BPM :\nIntensité faible : 99-111 BPM\nIntensité moyenne : 112-137 BPM\nIntensité élevée : 138-176 BPM\nIntensité quasi maximale : 177-190 BPM',
  )
  expect(await axeViolations(page)).toEqual([])
  await fitsOn320(page)
})

test('without a watch: the pulse to count in 15 seconds, by keyboard, in the address, the copy and the print card', async ({ page }) => {
  await page.goto('/calculateur-bpm')
  await hydrated(page)
  await openOptionsByKeyboard(page)
  const pulse = page.getByLabel(/^Sans montre/)
  await tabTo(page, pulse)
  await page.keyboard.press('Space')
  await expect(pulse).toBeChecked()
  await expect(page).toHaveURL(/#age=30&pouls=15$/)
  // Age 30: 95/4 = 23.75 → 24, up to one below zone 2's 114/4 = 28.5 → 29; zone 5: 171/4 → 43 to 190/4 = 47.5 → 47.
  await expect(page.getByTestId('zone-1-pouls')).toHaveText(`En 15${NBSP}s${NBSP}: 24 à 28 battements`)
  await expect(page.getByTestId('zone-5-pouls')).toHaveText(`En 15${NBSP}s${NBSP}: 43 à 47 battements`)
  await expect(page.getByTestId('pouls-comment')).toContainText('multipliez par 4')
  // The spec's zone names and talk tests stay.
  await expect(page.getByTestId('zone-1')).toContainText('Récupération')
  await expect(page.getByTestId('zone-1')).toContainText('Conversation facile')
  expect(await copiedLimits(page)).toBe(
    [
      'Zone 1 : 95 BPM\nZone 2 : 114 BPM\nZone 3 : 133 BPM\nZone 4 : 152 BPM\nZone 5 : 171 BPM\nFC max : 190 BPM',
      // 152/4 = 38 exactly: zone 3 stops at 37 so that zone 4 alone starts at 38.
      'Pouls en 15 s :\nZone 1 : 24 à 28 battements\nZone 2 : 29 à 33 battements\nZone 3 : 34 à 37 battements\nZone 4 : 38 à 42 battements\nZone 5 : 43 à 47 battements',
    ].join('\n\n'),
  )
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByTestId('zone-3-pouls')).toBeVisible()
  await expect(page.getByTestId('pouls-comment')).toBeVisible()
  await page.emulateMedia({ media: 'screen' })
  expect(await axeViolations(page)).toEqual([])
  await fitsOn320(page)
})

test('threshold zones: Friel’s bands by sport, judged like the other fields, shared, printed and copied', async ({ page, baseURL }) => {
  await page.goto('/calculateur-bpm#age=30')
  await hydrated(page)
  await openOptionsByKeyboard(page)
  const threshold = page.getByLabel('Fréquence cardiaque au seuil lactique (BPM)')
  await tabTo(page, threshold)
  await page.keyboard.type('90')
  await page.keyboard.press('Tab')
  await expect(threshold).toHaveAttribute('aria-invalid', 'true')
  await expect(threshold).toHaveAccessibleDescription('Entrez une fréquence au seuil entre 100 et 220 BPM.')
  await expect(page.getByRole('button', { name: 'Copier le lien' })).toHaveAttribute('aria-disabled', 'true')
  await threshold.fill('170')
  await threshold.blur()
  await expect(threshold).toHaveAttribute('aria-invalid', 'false')
  // Running first: 170 × 85 % = 144.5 → 145 starts zone 2, × 107 % = 181.9 → 182 starts zone 5c.
  await expect(page.getByTestId('seuil-1')).toContainText(`moins de 145${NBSP}BPM`)
  await expect(page.getByTestId('seuil-5c')).toContainText(`182${NBSP}BPM et plus`)
  // Cycling, chosen from the keyboard: 170 × 81 % = 137.7 → 138, × 94 % = 159.8 → 160.
  await page.getByRole('radio', { name: 'Course à pied' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('radio', { name: 'Vélo' })).toBeChecked()
  await expect(page.getByTestId('seuil-2')).toContainText(`138–152${NBSP}BPM`)
  await expect(page.getByTestId('seuil-4')).toContainText(`160–169${NBSP}BPM`)
  await expect(page.getByTestId('zones-seuil')).toContainText('A Quick Guide to Setting Zones')
  await page.locator('summary', { hasText: 'pas à pas' }).click()
  await expect(page.getByTestId('test-seuil')).toContainText('20\u00a0dernières minutes')
  // The register's rule for near-maximal efforts (the Q-AAP+, not an age), and the glossary's page, which states it once.
  await expect(page.getByTestId('test-seuil-prudence')).toContainText('que le Q-AAP+ ne renvoie pas d’abord à un médecin')
  await expect(page.getByTestId('test-seuil-prudence')).toContainText('après 45\u00a0ans, sans habitude des efforts intenses')
  await expect(page.getByTestId('test-seuil-prudence')).not.toContainText('60\u00a0ans')
  await expect(page.getByTestId('test-seuil-prudence').getByRole('link', { name: 'La règle des tests d’effort' })).toHaveAttribute(
    'href',
    '/glossaire#test-d-effort-maximal',
  )
  // When to stop and whom to call: the site's one rule, linked rather than worded again.
  await expect(page.getByTestId('test-seuil-prudence').getByRole('link', { name: 'Quand arrêter l’effort, et qui appeler' })).toHaveAttribute(
    'href',
    '/articles/pouls-anormal-quand-consulter#quand-arreter-l-effort-et-qui-appeler',
  )
  await expect(page.getByTestId('test-seuil-prudence')).not.toContainText('9-1-1')
  await expect(page).toHaveURL(/#age=30&seuil=170&sport=velo$/)
  // The % of maximum zones stay on the page.
  await expect(page.getByTestId('zone-2-bpm')).toHaveText(`114–133${NBSP}BPM`)
  await page.getByRole('button', { name: 'Copier le lien' }).click()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/calculateur-bpm#age=30&seuil=170&sport=velo`)
  expect(await copiedLimits(page)).toContain(
    'Zones au seuil (Friel, vélo), seuil 170 BPM :\nZ2 : 138 BPM\nZ3 : 153 BPM\nZ4 : 160 BPM\nZ5a : 170 BPM\nZ5b : 175 BPM\nZ5c : 182 BPM',
  )
  await expect(page.getByTestId('limites-seuil')).toContainText('160')
  expect(await axeViolations(page)).toEqual([])
  await fitsOn320(page)
  // The shared link gives the same on a new visit, and prints them.
  await page.goto('/calculateur-bpm#age=30&seuil=170&sport=velo')
  await hydrated(page)
  await expect(page.getByLabel('Fréquence cardiaque au seuil lactique (BPM)')).toHaveValue('170')
  await expect(page.getByRole('radio', { name: 'Vélo' })).toBeChecked()
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByTestId('seuil-2')).toContainText(`138–152${NBSP}BPM`)
  await expect(page.getByTestId('limites-seuil')).toBeVisible()
})

test('where zones do not apply: perceived exertion first, the doctor, the pregnancy guideline, and no BPM target', async ({ page, baseURL }) => {
  await page.goto('/calculateur-bpm#age=30')
  await hydrated(page)
  await openOptionsByKeyboard(page)
  await tabTo(page, page.getByRole('radio', { name: 'Aucune de ces situations' }))
  // From the keyboard: the third choice down is pregnancy.
  for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('radio', { name: 'Je suis enceinte' })).toBeChecked()
  await expect(page).toHaveURL(/#age=30&situation=grossesse$/)
  const notice = page.getByTestId('sans-zones')
  await expect(notice.getByRole('heading', { name: 'Parlez-en à la personne qui suit votre grossesse' })).toBeVisible()
  // A midwife is not a doctor: the body of the notice sends to the same person as its heading.
  await expect(notice).toContainText('demandez à la personne qui suit votre grossesse quelle intensité vous convient')
  await expect(notice).not.toContainText('votre médecin')
  await expect(page.getByTestId('ligne-directrice-grossesse')).toContainText(
    'au moins 150 minutes par semaine d’activité physique d’intensité moyenne',
  )
  await expect(notice.getByRole('link', { name: /S’entraîner sans zones/ })).toHaveAttribute(
    'href',
    '/articles/entrainement-sans-zones-medicaments-grossesse',
  )
  // One row per zone, by Borg 6-20 and the talk test; no BPM anywhere in them, nor as the maximum.
  await expect
    .poll(() => page.locator('[data-testid$="-bpm"]').allInnerTexts())
    .toEqual(['Borg 9 et 10', 'Borg 11 et 12', 'Borg 13 et 14', 'Borg 15 et 16', 'Borg 17 à 20'])
  await expect(page.locator('ol[aria-label]').first()).not.toContainText('BPM')
  await expect(page.getByTestId('zone-1')).toContainText('Conversation facile')
  await expect(page.getByTestId('fcm')).toHaveText(`—${NBSP}BPM`)
  await expect(page.getByTestId('ligne-resultat')).toHaveText('30\u00a0ans · effort ressenti, sans cible en BPM')
  await expect(page.getByRole('button', { name: 'Copier les limites' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Copier le lien' }).click()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/calculateur-bpm#age=30&situation=grossesse`)
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByTestId('resultats-pour')).toHaveText(
    'Pour 30\u00a0ans · zones selon l’effort ressenti (échelle de Borg et test de la parole), sans cible en BPM',
  )
  await expect(notice).toBeVisible()
  await page.emulateMedia({ media: 'screen' })
  expect(await axeViolations(page)).toEqual([])
  await fitsOn320(page)
})

test('a Garmin set on these zones: the maximum to enter, from the formula chosen or a measured one, with the maker’s documentation', async ({
  page,
}) => {
  await page.goto('/calculateur-bpm#age=30&repos=60')
  await hydrated(page)
  const watch = page.getByLabel('Régler votre montre sur ces zones')
  await watch.focus()
  await page.keyboard.press('ArrowDown')
  await expect(watch).toHaveValue('garmin')
  await expect(page).toHaveURL(/#age=30&repos=60&montre=garmin$/)
  const setup = page.getByTestId('reglage-montre')
  await expect(setup.getByRole('heading', { name: 'Régler votre montre Garmin sur ces zones' })).toBeVisible()
  // 220 − 30 = 190: the maximum the watch needs for Garmin's 50-60 … 90-100 % bands to be ours.
  await expect(setup.getByRole('listitem').first()).toHaveText(
    `Inscrivez 190${NBSP}BPM comme FC${NBSP}max dans le profil de la montre ou dans Garmin Connect.`,
  )
  await expect(setup.getByRole('link', { name: /Heart Rate Zone Calculations/ })).toHaveAttribute('href', /^https:\/\/www8\.garmin\.com\//)
  await expect(setup).toContainText('Polar, Apple Watch, Coros et Fitbit n’y sont pas')
  // No second brand to choose: Polar's default bands could not be read in its own documentation.
  await expect(watch.locator('option')).toHaveText(['Aucune', 'Garmin'])
  await page.emulateMedia({ media: 'print' })
  await expect(setup).toBeVisible()
  await page.emulateMedia({ media: 'screen' })
  expect(await axeViolations(page)).toEqual([])
  await fitsOn320(page)
  // Tanaka at 30: 208 − 0.7 × 30 = 187; a measured maximum of 183 replaces any formula.
  await page.goto('about:blank')
  await page.goto('/calculateur-bpm#age=30&formule=tanaka&montre=garmin')
  await hydrated(page)
  await expect(setup.getByRole('listitem').first()).toContainText(`Inscrivez 187${NBSP}BPM comme FC${NBSP}max`)
  await page.goto('about:blank')
  await page.goto('/calculateur-bpm#age=30&fcmax=183&montre=garmin')
  await hydrated(page)
  await expect(setup.getByRole('listitem').first()).toContainText(`Inscrivez 183${NBSP}BPM comme FC${NBSP}max`)
  await page.goto('about:blank')
  // A link made when Polar was offered keeps its age and names the choice it drops.
  await page.goto('/calculateur-bpm#age=30&montre=polar')
  await hydrated(page)
  await expect(page.getByTestId('valeurs-ignorees')).toContainText(`Montre${NBSP}: «${NBSP}polar${NBSP}»`)
  await expect(page).toHaveURL(/\/calculateur-bpm#age=30$/)
  await expect(setup).toHaveCount(0)
})

test('with only an age, none of the options’ code is loaded and the rows are the spec’s', async ({ page }) => {
  const loaded: string[] = []
  page.on('request', (request) => loaded.push(new URL(request.url()).pathname))
  await page.goto('/calculateur-bpm#age=45')
  await hydrated(page)
  await page.waitForLoadState('networkidle')
  expect(loaded.filter((path) => /option-results|friel-zones|CalculatorOptions/.test(path))).toEqual([])
  await expect(page.getByTestId('zone-1')).toContainText('Récupération')
  await expect(page.getByTestId('zone-1')).toContainText('50–60\u00a0% de la FC max')
  await expect(page.locator('[data-testid$="-pouls"]')).toHaveCount(0)
})

test('a resting rate of 120 or a threshold above the maximum is accepted, with a word of warning', async ({ page }) => {
  await page.goto('/calculateur-bpm#age=30')
  await hydrated(page)
  await page.locator('summary', { hasText: 'Options' }).first().click()
  const resting = page.getByLabel('Fréquence cardiaque au repos (BPM)')
  await resting.fill('120')
  await resting.blur()
  await expect(resting).toHaveAttribute('aria-invalid', 'false')
  await expect(resting).toHaveAccessibleDescription(
    /plus de 100\sBPM dépasse les valeurs normales chez l’adulte \(60 à 100\sBPM\)\s: parlez-en à votre médecin/,
  )
  const threshold = page.getByLabel('Fréquence cardiaque au seuil lactique (BPM)')
  // 220 − 30 = 190: a threshold of 200 lies above it.
  await threshold.fill('200')
  await threshold.blur()
  await expect(threshold).toHaveAttribute('aria-invalid', 'false')
  await expect(threshold).toHaveAccessibleDescription(/Ce seuil atteint ou dépasse votre FC max \(190\sBPM\)/)
  await threshold.fill('170')
  await expect(threshold).not.toHaveAccessibleDescription(/dépasse/)
})

test('a measured maximum disables the formula list and leaves the formula out of the address', async ({ page, baseURL }) => {
  await page.goto('/calculateur-bpm#age=30&formule=tanaka')
  await hydrated(page)
  const formula = page.getByLabel('Formule de la fréquence maximale')
  await expect(formula).toBeEnabled()
  await page.getByLabel('Fréquence maximale mesurée (BPM)').fill('182')
  await expect(formula).toBeDisabled()
  await expect(formula).toHaveAccessibleDescription('Inutile avec une fréquence maximale mesurée\u00a0: elle remplace la formule.')
  await expect(page).toHaveURL(`${baseURL}/calculateur-bpm#age=30&fcmax=182`)
  await page.getByLabel('Fréquence maximale mesurée (BPM)').fill('')
  await expect(formula).toBeEnabled()
  await expect(page).toHaveURL(`${baseURL}/calculateur-bpm#age=30&formule=tanaka`)
})

test('at 320 px, every situation reads whole, and the watch list says why it has two brands before one is chosen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 })
  await page.goto('/calculateur-bpm#age=30')
  await hydrated(page)
  await page.locator('summary', { hasText: 'Options' }).first().click()
  for (const label of [
    'Aucune de ces situations',
    'Je prends un médicament qui ralentit le cœur (un bêtabloquant, par exemple)',
    'J’ai une maladie du cœur',
    'Je suis enceinte',
  ]) {
    const choice = page.getByRole('radio', { name: label })
    await expect(choice).toBeVisible()
    const whole = await page.locator('label', { has: choice }).evaluate((element) => {
      const box = element.getBoundingClientRect()
      return element.scrollWidth <= element.clientWidth && box.right <= document.documentElement.clientWidth
    })
    expect(whole, label).toBe(true)
  }
  const watch = page.getByLabel('Régler votre montre sur ces zones')
  await expect(watch).toHaveValue('')
  await expect(watch).toHaveAccessibleDescription(
    /^Garmin seulement\s: la documentation du fabricant dit comment la montre calcule ses zones par défaut/,
  )
})

test('the 15-second counts read as French says them: « 46 battements et plus »', async ({ page }) => {
  await page.goto('/calculateur-bpm#age=30&seuil=170&pouls=15')
  await hydrated(page)
  // Running, threshold 170: zone 5c starts at 170 × 107 % = 181.9 → 182, 182 / 4 = 45.5 → 46; zone 1 ends below 145 / 4 → 37.
  await expect(page.getByTestId('seuil-5c')).toContainText(`En 15${NBSP}s${NBSP}: 46 battements et plus`)
  await expect(page.getByTestId('seuil-1')).toContainText(`En 15${NBSP}s${NBSP}: moins de 37 battements`)
})

test('from 40, the classic formula’s low estimate is said where the zones are read, with what Nes and, for women, Gulati give', async ({ page }) => {
  const note = page.getByTestId('apres-40-ans')
  /** The calculator opened anew on an address, hydrated. */
  const open = async (address: string) => {
    await page.goto('about:blank')
    await page.goto(address)
    await hydrated(page)
  }
  await open('/calculateur-bpm#age=65')
  // Nes: 211 − 0.64 × 65 = 211 − 41.6 = 169.4 → 169 (the register's note says the same); Gulati: 206 − 0.88 × 65 = 206 − 57.2 = 148.8 → 149.
  // The register's rule, in its words, then what its two formulas give at this age.
  await expect(note).toContainText(`Dès 40${NBSP}ans, choisissez dans le calculateur la formule de Nes; une femme peut aussi prendre celle de Gulati`)
  await expect(note).toContainText(`Avant 40${NBSP}ans, gardez 220 − âge, femmes comprises`)
  await expect(note).toContainText(`À 65${NBSP}ans, la formule de Nes donne 169${NBSP}BPM et celle de Gulati, 149${NBSP}BPM.`)
  // Once another formula is chosen, the note has done its work; under 40 there is none.
  await open('/calculateur-bpm#age=65&formule=tanaka')
  await expect(page.getByTestId('fcm')).toHaveText(`163${NBSP}BPM`)
  await expect(note).toHaveCount(0)
  await open('/calculateur-bpm#age=39')
  await expect(note).toHaveCount(0)
  // At 50, one recommendation as at 45 or 65: Nes 211 − 32 = 179; Gulati 206 − 44 = 162.
  await open('/calculateur-bpm#age=50')
  await expect(note).toContainText(`À 50${NBSP}ans, la formule de Nes donne 179${NBSP}BPM et celle de Gulati, 162${NBSP}BPM.`)
  await expect(note).not.toContainText('Tanaka donne')
  // At 45: Nes 211 − 28,8 = 182,2 → 182.
  await open('/calculateur-bpm#age=45')
  await expect(note).toContainText(`À 45${NBSP}ans, la formule de Nes donne 182${NBSP}BPM`)
})
