/**
 * The journeys a visitor makes, in the two engines beside Chromium: Firefox ESR and WebKitGTK (Safari's family), and
 * WebKitGTK again without popover support (iOS 16, older Samsung Internet and Firefox). Chromium runs the whole
 * Playwright suite (e2e/*.spec.ts); these are the journeys that must hold in every browser. Expected figures are
 * worked out here from the spec (220 − age, bounds rounded), not read from the site's code.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'puppeteer-core'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { parse } from 'yaml'
import { sitePaths } from '../../scripts/bench/page-weights'
import { fitFile, gpxFile, steady, steadyRide } from '../workout-files'
import { firefoxVisitor, launchFirefox } from './firefox'
import { until, type EngineName, type Visitor } from './visitor'
import { webkitVisitor } from './webkit'

const DIST = 'dist'
/** The site's name and support address, as the owner wrote them. */
const site = parse(readFileSync('content/site.yaml', 'utf8')) as { name: string; email: string }
const ALERT = 'Veuillez entrer un âge valide entre 15 et 100 ans.'
const PHONE = { width: 360, height: 740 }
const DESKTOP = { width: 1280, height: 800 }

/** The zones of a maximum, each bound rounded (in whole percents: 175 × 0.7 is 122.49999… in floating point), as the page writes them. */
const zonesOf = (max: number) =>
  [50, 60, 70, 80, 90].map((percent) => `${Math.round((max * percent) / 100)}–${Math.round((max * (percent + 10)) / 100)}\u00a0BPM`)

/** The title each built page carries in its HTML. */
function builtTitle(path: string): string {
  const file = path === '/' ? 'index.html' : `${path.slice(1)}.html`
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(readFileSync(join(DIST, file), 'utf8'))?.[1] ?? ''
  return title
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
}

const isHydrated = (name: string) => (visitor: Visitor) =>
  until(
    () => visitor.run((island) => document.querySelector(`[data-island="${island}"]`)?.hasAttribute('data-hydrated') ?? false, name),
    `îlot ${name} hydraté`,
  )
const textOf = (visitor: Visitor, selector: string) => visitor.run((css) => document.querySelector(css)?.textContent ?? '', selector)
const zoneRanges = (visitor: Visitor) =>
  visitor.run(() => Array.from(document.querySelectorAll('[data-island="calculator"] [data-testid$="-bpm"]'), (zone) => zone.textContent ?? ''))
const expectZones = async (visitor: Visitor, max: number) => {
  await until(async () => (await textOf(visitor, '[data-testid="fcm"]')) === `${max}\u00a0BPM`, `FC max ${max}`)
  await until(async () => JSON.stringify(await zoneRanges(visitor)) === JSON.stringify(zonesOf(max)), `zones de ${max}`)
}
/** Scrolls the island's first field to the middle of the screen. */
const scrollToField = (visitor: Visitor, selector: string) =>
  visitor.run((css) => document.querySelector(css)?.scrollIntoView({ block: 'center' }), selector)

/** Waits until the element's text holds each part; fails with the text it read last. */
async function untilTextHas(visitor: Visitor, selector: string, parts: string[], what: string) {
  let last = ''
  try {
    await until(async () => {
      last = await textOf(visitor, selector)
      return parts.every((part) => last.includes(part))
    }, what)
  } catch (error) {
    throw new Error(`${(error as Error).message} ; texte de ${selector} : « ${last} »`, { cause: error })
  }
}

/** Workout files on disk, where a reader's chooser finds them: written once (e2e/workout-files.ts), removed after. */
const workouts = mkdtempSync(join(tmpdir(), 'seances-'))
const workoutFile = (name: string, content: string | Uint8Array) => {
  const path = join(workouts, name)
  writeFileSync(path, content)
  return path
}
const RIDE = workoutFile('sortie.fit', fitFile(steadyRide()))
const RUN = workoutFile('course.gpx', gpxFile(steady(0, 1200, 120)))
const NOT_A_WORKOUT = workoutFile('rapport.fit', '%PDF-1.7\n%âãÏÓ\n1 0 obj')
afterAll(() => rmSync(workouts, { recursive: true, force: true }))

let firefox: Browser | undefined
/** The island's page reloaded where the reader was, scrolled to its field: the island wakes again. */
async function reloadScrolledTo(visitor: Visitor, field: string, island: string) {
  await scrollToField(visitor, field)
  await isHydrated(island)(visitor)
  await visitor.reload()
  await isHydrated(island)(visitor)
}

const ENGINES: { name: EngineName; open: () => Promise<Visitor> }[] = [
  { name: 'firefox', open: async () => firefoxVisitor((firefox ??= await launchFirefox()), inject('origin')) },
  { name: 'webkit', open: () => webkitVisitor(inject('webkitDriver'), inject('origin')) },
]
afterAll(async () => firefox?.close())

/** The block's visitor, opened at a size before its tests and closed after them; every test ends with no problem seen. */
function visitorOf(open: () => Promise<Visitor>, { width, height }: { width: number; height: number }): Visitor {
  // Filled by beforeAll, before any test: each client's visitor is a plain object of functions.
  const visitor = {} as Visitor
  beforeAll(async () => {
    Object.assign(visitor, await open())
    await visitor.resize(width, height)
  })
  afterAll(async () => visitor.close())
  afterEach(async () => expect(await visitor.problems()).toEqual([]))
  return visitor
}

describe.each(ENGINES)('$name', ({ open }) => {
  const visitor = visitorOf(open, DESKTOP)

  it('every page opens with its title and its heading, its islands awake, and the unknown address gives the not-found page', async () => {
    for (const path of sitePaths(DIST)) {
      await visitor.open(path === '/404' ? '/cette-page-n-existe-pas' : path)
      expect(await visitor.run(() => document.title), path).toBe(builtTitle(path))
      expect(await visitor.run(() => document.querySelectorAll('h1').length), path).toBe(1)
      const islands = await visitor.run(() =>
        Array.from(document.querySelectorAll('[data-island]:not([data-load="interaction"])'), (island) => island.getAttribute('data-island') ?? ''),
      )
      for (const [index, name] of islands.entries()) {
        await visitor.run((at) => (document.querySelectorAll('[data-island]')[at]?.firstElementChild as HTMLElement | null)?.scrollIntoView(), index)
        await until(
          () => visitor.run((at) => document.querySelectorAll('[data-island]')[at]?.hasAttribute('data-hydrated') ?? false, index),
          `${path} : ${name}`,
        )
      }
    }
    expect(await textOf(visitor, 'main')).toContain('404 Page Not Found')
  })

  it('the calculator follows the spec: age 30 first, live zones, the alert on an invalid age, a shared link', async () => {
    await visitor.open('/calculateur-bpm')
    await isHydrated('calculator')(visitor)
    expect(await visitor.run(() => document.querySelector<HTMLInputElement>('#calc-age')?.value)).toBe('30')
    await expectZones(visitor, 190)
    await visitor.fill('#calc-age', '45')
    await expectZones(visitor, 175)
    await visitor.fill('#calc-age', '12')
    // The zones follow what is typed, even out of bounds; the button says it is out of bounds.
    await expectZones(visitor, 208)
    await visitor.click('[data-island="calculator"] button[type="submit"]')
    expect(await visitor.acceptAlert()).toBe(ALERT)
    await visitor.open('/articles')
    await visitor.open('/calculateur-bpm#age=40')
    await isHydrated('calculator')(visitor)
    await expectZones(visitor, 180)
  })

  it('the home page’s call to action opens the calculator scrolled to its field, and it answers', async () => {
    await visitor.open('/')
    await visitor.click('main a[href="/calculateur-bpm#calc-age"]')
    await until(() => visitor.run(() => location.pathname === '/calculateur-bpm' && document.readyState === 'complete'), 'le calculateur')
    await isHydrated('calculator')(visitor)
    await visitor.fill('#calc-age', '50')
    await expectZones(visitor, 170)
  })

  it('each tool gives its result, and comes alive again after a reload scrolled down to it', async () => {
    await visitor.open('/outils/test-recuperation-cardiaque')
    await reloadScrolledTo(visitor, '#recuperation-end', 'recovery-test')
    await visitor.fill('#recuperation-end', '172')
    await visitor.fill('#recuperation-oneMinute', '146')
    // 172 − 146 = 26 BPM: 25 or more is excellent (spec).
    await until(
      async () => (await textOf(visitor, '[data-testid="baisse-une-minute"]')) === 'Baisse en une minute\u00a0: 26\u00a0BPMExcellent',
      'baisse',
    )

    await visitor.open('/outils/test-derive-cardiaque')
    await reloadScrolledTo(visitor, '#derive-minutes', 'drift-test')
    await visitor.fill('#derive-minutes', '50')
    await visitor.fill('#derive-first', '140')
    await visitor.fill('#derive-second', '148')
    // (148 − 140) ÷ 140 = 5.7 %: from 5 to 10 % is correct (spec).
    await until(async () => (await textOf(visitor, '[data-testid="derive"]')) === 'Dérive cardiaque\u00a0: 5,7\u00a0%Correct', 'dérive')
  })

  it('the workout file tool, after a reload scrolled down to it, reads a FIT file in its worker, a GPX file, a file it cannot read, then a FIT file again', async () => {
    const STATE = '[data-testid="seance-etat"]'
    const FIGURES = '[data-testid="seance-chiffres"]'
    const FIRST_ZONE = '[data-testid="temps-zones"] tbody tr'
    await visitor.open('/outils/analyse-seance#age=40')
    await reloadScrolledTo(visitor, '#seance-fichier', 'workout-file')
    // Age 40: zones from 90 BPM. 600 s at 100 BPM (zone 1), 1 200 s at 130, 1 200 s at 145: 3 000 s, a mean of 130.
    const rideRead = async () => {
      await untilTextHas(visitor, STATE, ['«\u00a0sortie.fit\u00a0» a été lu.'], 'sortie.fit lue')
      await untilTextHas(visitor, FIRST_ZONE, ['Zone 1', '10\u00a0min', '20\u00a0%'], 'zone 1 : 10 min, 20 %')
      await untilTextHas(visitor, FIGURES, ['Fréquence moyenne\u00a0: 130\u00a0BPM'], 'moyenne de 130')
      expect(await visitor.run(() => document.querySelector('[data-testid="courbe"]')?.getBoundingClientRect().height ?? 0)).toBeGreaterThan(0)
    }
    await visitor.upload('#seance-fichier', RIDE)
    await rideRead()
    // GPX is read in the same worker by its XML parser, and a second file replaces the first at once.
    await visitor.upload('#seance-fichier', RUN)
    await untilTextHas(visitor, STATE, ['«\u00a0course.gpx\u00a0» a été lu.'], 'course.gpx lue')
    await untilTextHas(visitor, FIGURES, ['Fréquence moyenne\u00a0: 120\u00a0BPM'], 'moyenne de 120')
    await visitor.upload('#seance-fichier', NOT_A_WORKOUT)
    await untilTextHas(
      visitor,
      '[data-testid="seance-probleme"]',
      ['«\u00a0rapport.fit\u00a0»', 'n’est pas une séance d’entraînement lisible'],
      'rapport.fit refusé',
    )
    expect(await visitor.run(() => document.querySelectorAll('[data-testid="temps-zones"]').length)).toBe(0)
    await visitor.upload('#seance-fichier', RIDE)
    await rideRead()
  })

  it('the resting log shows what is stored after a reload scrolled down to it, and notes a new morning', async () => {
    await visitor.open('/outils/journal-frequence-cardiaque-repos')
    // Three mornings before today, on the browser's own calendar.
    await visitor.run(() => {
      const day = (back: number) => {
        const date = new Date()
        date.setDate(date.getDate() - back)
        return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
      }
      const entries = [3, 2, 1].map((back, index) => ({ date: day(back), bpm: [55, 58, 57][index] }))
      localStorage.setItem('cardiobpm-journal-repos', JSON.stringify({ version: 1, entries }))
    })
    await scrollToField(visitor, '#journal-bpm')
    await visitor.reload()
    await isHydrated('resting-log')(visitor)
    await until(
      async () => (await textOf(visitor, '[data-testid="resume-journal"]')).includes('3\u00a0mesures, de 55\u00a0BPM à 58\u00a0BPM'),
      'journal relu',
    )
    await visitor.fill('#journal-bpm', '56')
    await visitor.click('[data-island="resting-log"] button[type="submit"]')
    await until(async () => (await textOf(visitor, '[data-island="resting-log"]')).includes('notée\u00a0: 56\u00a0BPM.'), 'mesure notée')
    await until(async () => (await textOf(visitor, '[data-testid="resume-journal"]')).includes('4\u00a0mesures'), 'quatre mesures')
    await visitor.run(() => localStorage.clear())
  })

  it('the contact form hands the message to the mail program', async () => {
    await visitor.open('/contact')
    await isHydrated('contact-form')(visitor)
    await visitor.fill('input[name="nom"]', 'Émilie Tremblay')
    await visitor.fill('input[name="courriel"]', 'emilie@exemple.ca')
    await visitor.fill('textarea[name="message"]', 'Bonjour, une question sur les zones.')
    // The page hands a mailto: link to the browser; here the page keeps it instead of opening a mail program.
    await visitor.run(() =>
      document.addEventListener(
        'click',
        (event) => {
          const link = (event.target as Element).closest<HTMLAnchorElement>('a[href^="mailto:"]')
          if (!link) return
          event.preventDefault()
          document.documentElement.dataset.mailto = link.href
        },
        true,
      ),
    )
    await visitor.click('[data-island="contact-form"] button[type="submit"]')
    const mailto = new URL(String(await until(() => visitor.run(() => document.documentElement.dataset.mailto), 'lien mailto')))
    expect(mailto.pathname).toBe(site.email)
    expect(mailto.searchParams.get('subject')).toBe(`Message depuis ${site.name}`)
    expect(mailto.searchParams.get('body')).toBe(
      'Nom : Émilie Tremblay\r\nCourriel : emilie@exemple.ca\r\nMessage :\r\nBonjour, une question sur les zones.',
    )
    await until(async () => (await textOf(visitor, 'li[data-variant="default"]')).includes('Votre logiciel de courriel s’ouvre'), 'avis')
    expect(await visitor.run(() => location.pathname)).toBe('/contact')
  })

  it('F8 focuses the notification area on a page that has never notified', async () => {
    await visitor.open('/a-propos')
    await visitor.press('F8')
    await until(
      () => visitor.run(() => document.activeElement?.closest('[role="region"]')?.getAttribute('aria-label') === 'Notifications (F8)'),
      'focus sur les notifications',
    )
  })
})

/** The menu at a phone's width, opened and closed as a visitor does, in each engine and without popover. */
const MENU_ENGINES: { name: EngineName; open: () => Promise<Visitor> }[] = [
  ...ENGINES,
  { name: 'webkit-sans-popover', open: () => webkitVisitor(inject('webkitDriver'), inject('origin'), { withoutPopover: true }) },
]

describe.each(MENU_ENGINES)('$name, at 360 px', ({ name, open }) => {
  const visitor = visitorOf(open, PHONE)

  const menuShown = () =>
    visitor.run(() => {
      const menu = document.getElementById('menu-mobile')
      return !!menu && getComputedStyle(menu).display !== 'none' && menu.getBoundingClientRect().height > 100
    })
  /** How much of the screen the header covers, from its top to its bottom as far as they are on screen. */
  const headerShare = () =>
    visitor.run(() => {
      const { top, bottom } = document.querySelector('header')!.getBoundingClientRect()
      return (Math.min(bottom, innerHeight) - Math.max(top, 0)) / innerHeight
    })

  it('the menu is closed until asked, opens and closes from its buttons, Escape and a tap beside it; the header stays small', async () => {
    await visitor.open('/zones-cardiaques')
    expect(await visitor.run(() => innerWidth)).toBe(PHONE.width)
    expect(await visitor.run(() => 'popover' in HTMLElement.prototype)).toBe(name !== 'webkit-sans-popover')
    expect(await menuShown()).toBe(false)
    expect(await headerShare()).toBeLessThanOrEqual(0.25)
    await visitor.click('button[popovertarget="menu-mobile"]:not([popovertargetaction])')
    await until(menuShown, 'menu ouvert')
    expect(await textOf(visitor, '#menu-mobile nav')).toContain('Calculateur BPM')
    await visitor.press('Escape')
    await until(async () => !(await menuShown()), 'menu fermé par Échap')
    await visitor.click('button[popovertarget="menu-mobile"]:not([popovertargetaction])')
    await until(menuShown, 'menu rouvert')
    await visitor.click('#menu-mobile button[popovertargetaction="hide"]')
    await until(async () => !(await menuShown()), 'menu fermé par son bouton')
    await visitor.click('button[popovertarget="menu-mobile"]:not([popovertargetaction])')
    await until(menuShown, 'menu rouvert')
    // Near the bottom of the screen, below the panel.
    await visitor.tapAt(PHONE.width / 2, PHONE.height - 40)
    await until(async () => !(await menuShown()), 'menu fermé par un toucher à côté')
    await visitor.run(() => window.scrollTo(0, 1500))
    expect(await headerShare()).toBeLessThanOrEqual(0.25)
    // A link followed from the menu opens its page.
    await visitor.run(() => window.scrollTo(0, 0))
    await visitor.click('button[popovertarget="menu-mobile"]:not([popovertargetaction])')
    await until(menuShown, 'menu ouvert')
    await visitor.click('#menu-mobile a[href="/contact"]')
    await until(() => visitor.run(() => location.pathname === '/contact'), 'page Contact')
  })
})
