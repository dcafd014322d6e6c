// The CMS at /admin/, as an editor uses it: `npm run edit` (the development server and decap-server) on a scratch copy
// of the project. An article created through the form with every field, its dates typed by hand and a PNG image;
// the three saves that once reached the build (a review date of 1907, a link to /calculateur-fc, an image the site
// cannot serve) refused in the form, next to the field, while the preview keeps answering; a bad file written by hand
// shown on its page only; an article scheduled by a publication date to come; then the build of that copy accepts
// what the CMS saved, and leaves the scheduled article out until its day. The repository's content/ is never
// touched. And the published /admin/: its own headers, kept out of search engines and public pages.
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { expect, test as base, type Page } from '@playwright/test'
import sharp from 'sharp'
import { parse as parseYaml } from 'yaml'
import { SERVERS } from '../playwright.config'
import { scratchSite } from '../scripts/bench/scratch-site'
import { createStaticServer } from '../scripts/static-server'
import { frontMatterAndBody, projectRoot } from '../src/content/scratch-content'
import { siteToday } from '../src/content/publication'
import { formatDate } from '../src/locale'
import { FEED_PATH, SITEMAP_PATH } from '../src/site-pages'
import { test } from './fixtures'

const ARTICLE_COUNT = readdirSync(join(projectRoot, 'content/articles')).filter((name) => name.endsWith('.md')).length
const BACKEND_PORT = SERVERS.local.port + 2

/** The new article, as typed in the form (its two sources are ones the site already cites). */
const NEW_ID = 'pouls-apres-effort'
const NEW = {
  canonicalId: NEW_ID,
  title: 'Le pouls après l’effort : ce que dit sa descente',
  description: 'Mesurer la baisse de votre pouls dans la minute qui suit l’effort : une façon simple de suivre votre forme.',
  excerpt: 'Une minute après l’effort, votre cœur ralentit : voici comment mesurer cette descente et la suivre.',
  category: 'PERFORMANCE',
  publishedAt: '2026-11-20',
  // Set by the CMS at each save.
  modifiedAt: siteToday(),
  reviewedAt: '2026-11-21',
  nextReviewAt: '2027-11-21',
  author: 'Équipe de rédaction Cardio BPM Québec',
  image: `/images/articles/${NEW_ID}.webp`,
  imageAlt: 'Illustration d’un cœur dont le tracé redescend après un pic',
  tags: ['récupération', 'pouls'],
  intro: 'La vitesse à laquelle votre pouls redescend après un effort renseigne sur votre récupération.',
  cta: {
    title: 'Calculez vos zones',
    text: 'Entrez votre âge pour obtenir vos cinq zones en BPM.',
    label: 'Calculer mes zones',
    href: '/calculateur-bpm',
  },
  sources: [
    {
      // The body (below) gives the formula's error, {{erreur-formule}}: the build asks for this reference, as written.
      authors: 'Gellish RL, Goslin BR, Olson RE, McDonald A, Russi GD, Moudgil VK',
      year: 2007,
      title: 'Longitudinal modeling of the relationship between age and maximal heart rate',
      publisher: 'Medicine & Science in Sports & Exercise, vol. 39, no 5, p. 822-829',
      url: 'https://doi.org/10.1097/mss.0b013e31803349c6',
      citedFor: 'l’écart type des maximums réels autour de 220 − âge',
    },
    {
      authors: 'Robergs RA, Landwehr R',
      year: 2002,
      title: 'The surprising history of the “HRmax=220-age” equation',
      publisher: 'Journal of Exercise Physiology online (JEPonline), vol. 5, no 2, p. 1-10',
      citedFor: 'l’origine de la formule 220 − âge, qu’aucune étude n’a établie',
    },
  ],
}
/**
 * The new article's text, its own: long enough for the build (900 to 1,500 words of prose), each paragraph with its
 * own figures, so that no passage of it is in another file.
 */
const OWN_BODY = [
  '## Une descente à mesurer',
  ...Array.from(
    { length: 24 },
    (_, i) =>
      `Séance ${i + 1} : après ${i + 12} minutes d’effort soutenu à ${120 + i} BPM, le pouls redescend de ${18 + (i % 9)} battements dans la première minute de marche lente, puis se stabilise vers ${70 + (i % 13)} BPM. On note la baisse, la date et la sensation d’effort du jour, pour comparer les semaines entre elles.`,
  ),
].join('\n\n')
/** The article the refused saves try to change; its image, renamed before the servers start, is replaced by a PNG. */
const EDITED_ID = 'frequence-cardiaque-repos-indicateur-sante'
const OLD_IMAGE = '/images/articles/photo-de-depart.webp'
const NEW_TAGLINE = 'Votre cœur, vos zones, vos battements par minute'
const NEW_EXCERPT = 'Entre 60 et 100 BPM chez l’adulte : mesurez votre pouls au repos et lisez ce qu’il révèle sur votre forme.'

const inDays = (days: number) => new Date(Date.parse(`${siteToday()}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
/** A published article, linked from no other file. */
const PUBLISHED_ID = 'palpitations-anxiete-cafe-boissons-energisantes-cannabis'
/**
 * An article not yet published: the scratch copy's one article more (its text the first article's, with words of its
 * own: ../scripts/bench/scratch-site.ts), scheduled a month ahead before the servers start, moved by the form.
 */
const SCHEDULED_ID = `${readdirSync(join(projectRoot, 'content/articles'))
  .filter((name) => name.endsWith('.md'))[0]!
  .replace(/\.md$/, '')}-2`
const SCHEDULED_DAY = inDays(45)

/** An article no other page links to: withdrawn through the form. */
const WITHDRAWN_ID = 'pouls-rapide-en-se-levant-pots-covid'

/** An article that a working copy, two tabs and « Médias » try in turn. */
const KEPT_ID = 'variabilite-frequence-cardiaque-vfc-montre'
const KEPT_EXCERPT = 'La variabilité cardiaque de votre montre, expliquée : ce qu’elle mesure, ce qui la fait varier, quand s’en soucier.'
const KEPT_INTRO = 'Votre montre affiche chaque matin un chiffre de variabilité cardiaque : voici ce qu’il mesure et comment le lire.'

/** The lines of a file that differ from what it held, place by place: none added, none removed. */
function changedLines(before: string, after: string): string[] {
  const [old, now] = [before.split('\n'), after.split('\n')]
  expect(now.length).toBe(old.length)
  return now.filter((line, index) => line !== old[index])
}

/** The working copies Decap keeps in the browser (localForage, in IndexedDB), by key: backup.<collection>[.<file>]. */
const keptCopies = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const opening = indexedDB.open('localforage')
        opening.onerror = () => reject(opening.error ?? new Error('IndexedDB'))
        opening.onsuccess = () => {
          const keys = opening.result.transaction('keyvaluepairs').objectStore('keyvaluepairs').getAllKeys()
          keys.onsuccess = () => resolve(keys.result.map(String))
        }
      }),
  )

/** `npm run edit` in the scratch copy; resolved with the development server's address once both servers listen. */
async function startEditing(running: ChildProcess[], root: string): Promise<string> {
  const child = spawn(join(root, 'node_modules/.bin/node'), ['scripts/edit.ts'], {
    cwd: root,
    env: { ...process.env, DECAP_SERVER_PORT: String(BACKEND_PORT) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.push(child)
  let output = ''
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      // Without the terminal's colours (Vite writes its port in bold).
      output += stripVTControlCharacters(chunk.toString())
      const local = /Local:\s+(http:\/\/localhost:\d+)\//.exec(output)
      if (local && /listening on localhost/.test(output)) resolve(local[1]!)
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.on('exit', (code) => reject(new Error(`npm run edit s’est arrêté (${code}) :\n${output}`)))
  })
}

async function signIn(page: Page, dev: string, hash: string) {
  await page.goto(`${dev}/admin/#${hash}`)
  await page.getByRole('button', { name: 'Se connecter' }).click()
}

async function clickPublish(page: Page) {
  await page.getByRole('button', { name: 'Publier', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Publier maintenant' }).click()
}

/**
 * A save reads the file again and every entry that could use a replaced image before it writes (file-versions.ts,
 * image-users.ts): on two busy cores, beside the other tests, it has taken more than the 5 s an assertion waits.
 */
const SAVE_TIMEOUT = 20_000

/** Publishes the entry open in the editor, and waits for the CMS to say it is saved. */
async function publish(page: Page) {
  await clickPublish(page)
  await expect(page.getByText('Entrée enregistrée')).toBeVisible({ timeout: SAVE_TIMEOUT })
}

/** Tries to publish, and sees the save refused. */
async function publishRefused(page: Page) {
  await clickPublish(page)
  await expect(page.getByText('Enregistrement refusé').first()).toBeVisible({ timeout: SAVE_TIMEOUT })
  await expect(page.getByText('Entrée enregistrée')).toHaveCount(0)
}

/** What is shown next to a field: its label and, beside it, what is wrong. */
const fieldTop = (page: Page, label: string) => page.locator('label', { hasText: new RegExp(`^${label}`) }).locator('..')

/** A choice of a select field (react-select): typed, then taken. */
async function choose(page: Page, label: string, option: string, nth = 0) {
  await page.getByLabel(label, { exact: true }).nth(nth).fill(option)
  await page.keyboard.press('Enter')
}

/** The image at a path of the scratch copy: its format and size. */
const imageAt = async (file: string) => {
  const { format, width, height } = await sharp(file).metadata()
  return { format, width, height }
}

base.describe('the CMS with its local backend, on a scratch copy of the project', () => {
  base.describe.configure({ mode: 'serial', timeout: 300_000 })
  base.use({ actionTimeout: 30_000 })

  let root = ''
  let dev = ''
  const servers: ChildProcess[] = []
  const problems: string[] = []

  base.beforeAll(async () => {
    base.skip(base.info().project.name !== 'local', 'the editor’s servers are started once, by the local project')
    base.setTimeout(180_000)
    root = scratchSite(projectRoot, ARTICLE_COUNT + 1)
    const scheduled = join(root, 'content/articles', `${SCHEDULED_ID}.md`)
    writeFileSync(scheduled, readFileSync(scheduled, 'utf8').replace(/^(publishedAt|modifiedAt): .*$/gm, `$1: ${inDays(30)}`))
    // An image not named after its article: the one a new image replaces, to be removed.
    const article = join(root, 'content/articles', `${EDITED_ID}.md`)
    renameSync(join(root, 'public/images/articles', `${EDITED_ID}.webp`), join(root, 'public', OLD_IMAGE))
    writeFileSync(article, readFileSync(article, 'utf8').replace(/^image: .*$/m, `image: ${OLD_IMAGE}`))
    // The CMS's script as the repository's build made it, if it did: the copy has the same sources (else it builds it).
    if (existsSync(join(projectRoot, '.cache/admin'))) cpSync(join(projectRoot, '.cache/admin'), join(root, '.cache/admin'), { recursive: true })
    dev = await startEditing(servers, root)
    expect((await fetch(`${dev}/admin/cms.js`)).status).toBe(200)
  })
  base.afterAll(() => {
    for (const server of servers) server.kill()
    if (root) rmSync(root, { recursive: true, force: true })
  })
  base.beforeEach(({ page }) => {
    page.on('pageerror', (error) => problems.push(error.message))
    // Whatever the CMS's policy refuses, the published one the same (the development server sends it too).
    // Decap logs a save refused before it is written as an error, besides showing it: what the tests check on screen.
    page.on('console', (message) => message.type() === 'error' && !message.text().startsWith('Refusal: ') && problems.push(message.text()))
  })
  base.afterEach(() => expect(problems).toEqual([]))

  base('an article created through the form, dates typed by hand and a PNG image, is written as the build reads it', async ({ page }) => {
    // The text of an article of the site, pasted: long enough for the build, but a passage the build refuses twice.
    const pasted = frontMatterAndBody(join(root, 'content/articles/qu-est-ce-qu-un-moniteur-bpm.md')).body
    const upload = join(root, 'photo de l’effort.png')
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#b91c1c' } })
      .png()
      .toFile(upload)

    await signIn(page, dev, '/collections/articles/new')
    // Nothing is saved yet, and the CMS does not say otherwise.
    await expect(page.getByText('Aucune modification à enregistrer')).toBeVisible()
    await page.getByLabel('Identifiant', { exact: true }).fill(NEW.canonicalId)
    await expect(page.getByText(`Adresse de l’article : /articles/${NEW_ID} (fichier content/articles/${NEW_ID}.md).`)).toBeVisible()
    await page.getByLabel('Titre', { exact: true }).fill(NEW.title)
    await page.getByLabel('Description', { exact: true }).fill(NEW.description)
    await page.getByLabel('Extrait des cartes d’articles').fill(NEW.excerpt)
    await choose(page, 'Catégorie', NEW.category)
    // Typed with spaces, year first: read as the date it is. Month first, as a US calendar writes it: refused below.
    await page.getByLabel('Date de publication').fill('2026 11 20')
    await page.getByLabel('Dernière révision').fill('2026/11/21')
    await page.getByLabel('Prochaine révision').fill('11 21 2027')
    await page.getByLabel('Auteur', { exact: true }).fill(NEW.author)
    // The image, sent from the computer as a PNG: the form says what it makes of it.
    await page.getByLabel('Image', { exact: true }).setInputFiles(upload)
    // Decoded, cropped and encoded in the browser: a few seconds on a busy machine.
    await expect(page.getByText(`/images/articles/${NEW_ID}.webp`)).toBeVisible({ timeout: 30_000 })
    // Shown at once, before the article is saved: the image as the page will show it.
    const preview = fieldTop(page, 'Image').locator('..').locator('img')
    await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1200)
    await page.getByLabel('Texte de remplacement de l’image').fill(NEW.imageAlt)
    for (const [index, tag] of NEW.tags.entries()) {
      await page.getByRole('button', { name: 'Ajouter un mot-clé' }).click()
      await page.getByLabel('Mots-clés', { exact: true }).nth(index).fill(tag)
    }
    await page.getByLabel('Introduction').fill(NEW.intro)
    await page.getByLabel('Titre de l’encadré').fill(NEW.cta.title)
    await page.getByLabel('Texte de l’encadré').fill(NEW.cta.text)
    await page.getByLabel('Libellé du bouton').fill(NEW.cta.label)
    await choose(page, 'Page visée', NEW.cta.href)
    await expect(page.getByText('1 source', { exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Ajouter une source' }).click()
    await expect(page.getByText('2 sources', { exact: true })).toBeVisible()
    for (const [index, source] of NEW.sources.entries()) {
      await page.getByLabel('Auteurs', { exact: true }).nth(index).fill(source.authors)
      await page
        .getByLabel(/^Année/)
        .nth(index)
        .fill(String(source.year))
      await page.getByLabel('Titre de la source').nth(index).fill(source.title)
      await page.getByLabel('Revue ou éditeur', { exact: true }).nth(index).fill(source.publisher)
      if (source.url) await page.getByLabel('Adresse web (facultatif)').nth(index).fill(source.url)
      await page.getByLabel('Citée pour', { exact: true }).nth(index).fill(source.citedFor)
    }
    // The link kinds, in French.
    await page.getByLabel('Type de lien (facultatif)').first().click()
    await expect(page.getByText('Référence (source, sans lien commercial)').first()).toBeVisible()
    await expect(page.getByText('Lien affilié (commission : « lien d’affiliation »)')).toBeVisible()
    await page.keyboard.press('Escape')
    // The text's syntax, explained above the box, its examples shown as code.
    await page.getByText('Aide : la syntaxe du texte').click()
    await expect(page.locator('code', { hasText: '[nos montres cardio](lien:montres)' })).toBeVisible()
    await expect(page.locator('code', { hasText: '{{courriel}}' })).toBeVisible()
    await page.getByLabel('Corps du texte').fill(pasted)
    await expect(page.getByText(/^1\s\d{3} mots de prose/)).toBeVisible()

    await publishRefused(page)
    await expect(fieldTop(page, 'Prochaine révision')).toContainText('date invalide : format AAAA-MM-JJ attendu (par exemple 2026-03-31)')
    // The first field refused brought into view, the cursor in it: not left far above the button.
    await expect(page.getByLabel('Prochaine révision')).toBeFocused()
    await expect(page.getByLabel('Prochaine révision')).toBeInViewport()
    await page.getByLabel('Prochaine révision').fill(NEW.nextReviewAt)
    // Every field right, but the text is another article's: npm run edit checks it among all the files, and refuses it.
    await publishRefused(page)
    const repeated = /Enregistrement refusé : .*même passage de \d+ mots que content\/articles\/pouls-apres-effort\.md/
    await expect(page.getByText(repeated)).toBeVisible()
    // Next to the text too, where the editor can act on it; and the notice stays (Decap's went after 8 seconds).
    await expect(fieldTop(page, 'Corps du texte')).toContainText('même passage de')
    await expect(page.getByLabel('Corps du texte')).toBeFocused()
    await page.waitForTimeout(9_000)
    await expect(page.getByText(repeated)).toBeVisible()
    await page.getByLabel('Corps du texte').fill(OWN_BODY)
    // Every field right: beside the form, the new article as it will be published (its update date the save's).
    await expect(page.frameLocator('iframe').first().getByRole('heading', { level: 1 })).toHaveText(NEW.title.replace(/ :/g, '\u00a0:'))
    await publish(page)

    const file = join(root, 'content/articles', `${NEW_ID}.md`)
    const written = frontMatterAndBody(file)
    // Every field as typed, in the schema's order; the dates as strings, the years as numbers; each source with the
    // kind the form offers first, the schema's default (reference), its « Documentation du fabricant » box as left
    // (unticked), and no empty address for the one that has none.
    expect(written.data).toEqual({ ...NEW, sources: NEW.sources.map((source) => ({ ...source, kind: 'reference', manufacturer: false })) })
    expect(Object.keys(written.data)).toEqual(Object.keys(NEW))
    expect(written.body.trim()).toBe(OWN_BODY)
    // The PNG, cropped and converted to what the site serves, named after the article; its 640 px copy, made when asked.
    expect(await imageAt(join(root, 'public', NEW.image))).toEqual({ format: 'webp', width: 1200, height: 675 })
    const copy = await page.request.get(`${dev}/images/articles/${NEW_ID}-640.webp`)
    expect(copy.headers()['content-type']).toBe('image/webp')
    expect(await sharp(await copy.body()).metadata()).toMatchObject({ format: 'webp', width: 640, height: 360 })
  })

  base('the saves that once reached the build are refused in the form, next to the field, and the preview keeps answering', async ({ page }) => {
    const file = join(root, 'content/articles', `${EDITED_ID}.md`)
    const before = readFileSync(file, 'utf8')
    await signIn(page, dev, `/collections/articles/entries/${EDITED_ID}`)

    await page.getByLabel('Prochaine révision').fill('1907-11-20')
    await publishRefused(page)
    await expect(fieldTop(page, 'Prochaine révision')).toContainText('Prochaine révision : date hors limites : de 2000 à 2100')
    await page.getByLabel('Prochaine révision').fill('2027-11-22')

    const text = page.getByLabel('Corps du texte')
    await text.fill(`${await text.inputValue()}\nVoyez [le calculateur](/calculateur-fc).\n`)
    await publishRefused(page)
    await expect(fieldTop(page, 'Corps du texte')).toContainText('Corps du texte : lien interne vers une page qui n’existe pas : /calculateur-fc')
    // As written, not in capitals: an address reads as the address it is.
    await expect(fieldTop(page, 'Corps du texte').getByText('/calculateur-fc')).toHaveCSS('text-transform', 'none')

    // A file the site cannot serve is refused on the spot; a PNG becomes the WebP the site serves.
    const gif = join(root, 'animation.gif')
    await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toFile(gif)
    await page.getByLabel('Image', { exact: true }).setInputFiles(gif)
    await expect(page.getByText('« animation.gif » : type refusé; envoyez une image JPEG, PNG ou WebP.')).toBeVisible()
    // A document renamed as an image: said in French, as what it is.
    const pdf = { name: 'rapport.png', mimeType: 'image/png', buffer: Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n') }
    await page.getByLabel('Image', { exact: true }).setInputFiles(pdf)
    await expect(
      page.getByText('« rapport.png » ne se lit pas comme une image (fichier abîmé, ou d’un autre type renommé) : essayez un autre fichier.'),
    ).toBeVisible()
    // Too small for the page: said before anything is converted, and nothing changes unless the editor goes on.
    const small = join(root, 'petite.png')
    await sharp({ create: { width: 300, height: 200, channels: 3, background: '#1d4ed8' } })
      .png()
      .toFile(small)
    await page.getByLabel('Image', { exact: true }).setInputFiles(small)
    await expect(
      page.getByText('Cette image fait 300 × 200 px : plus petite que les 1200 × 675 px de la page, elle sera agrandie et paraîtra floue.'),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Utiliser quand même' })).toBeVisible()
    await expect(page.getByText(OLD_IMAGE)).toBeVisible()

    expect(readFileSync(file, 'utf8')).toBe(before)
    for (const path of ['/', `/articles/${EDITED_ID}`, '/zones-cardiaques']) {
      const answer = await page.request.get(`${dev}${path}`, { headers: { Accept: 'text/html' } })
      expect(answer.status(), path).toBe(200)
    }
  })

  base('an image replaced through the form is saved as WebP, named after the article, and the one it replaced is removed', async ({ page }) => {
    const upload = join(root, 'portrait.png')
    await sharp({ create: { width: 1400, height: 2200, channels: 3, background: '#0f766e' } })
      .png()
      .toFile(upload)
    await signIn(page, dev, `/collections/articles/entries/${EDITED_ID}`)
    await page.getByLabel('Image', { exact: true }).setInputFiles(upload)
    // A portrait: the crop would cut most of it, which the form says first; the editor chooses to go on.
    await expect(page.getByText('Cette image fait 1400 × 2200 px : recadrée en 1200 × 675, elle ne garderait que 36 % de sa hauteur')).toBeVisible()
    await page.getByRole('button', { name: 'Utiliser quand même' }).click()
    await expect(page.getByText(`/images/articles/${EDITED_ID}.webp`)).toBeVisible({ timeout: 30_000 })
    await publish(page)
    expect(frontMatterAndBody(join(root, 'content/articles', `${EDITED_ID}.md`)).data.image).toBe(`/images/articles/${EDITED_ID}.webp`)
    expect(await imageAt(join(root, 'public/images/articles', `${EDITED_ID}.webp`))).toEqual({ format: 'webp', width: 1200, height: 675 })
    await expect.poll(() => existsSync(join(root, 'public', OLD_IMAGE))).toBe(false)
    // The preview serves it as soon as the development server has seen the new file.
    await expect.poll(async () => (await page.request.get(`${dev}/images/articles/${EDITED_ID}.webp`)).headers()['content-type']).toBe('image/webp')

    // Another image for the article: the same name, but a change to publish all the same.
    const landscape = join(root, 'paysage.png')
    await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#ca8a04' } })
      .png()
      .toFile(landscape)
    const preview = fieldTop(page, 'Image').locator('..').locator('img')
    const shown = await preview.getAttribute('src')
    await page.getByLabel('Image', { exact: true }).setInputFiles(landscape)
    await expect.poll(() => preview.getAttribute('src'), { timeout: 30_000 }).not.toBe(shown)
    await clickPublish(page)
    // Read anew each time: sharp would give its cached reading of the same path.
    const colour = async () =>
      (await sharp(readFileSync(join(root, 'public/images/articles', `${EDITED_ID}.webp`))).stats()).channels.map(({ mean }) => Math.round(mean / 16))
    await expect.poll(colour, { timeout: 30_000 }).toEqual([0xca, 0x8a, 0x04].map((value) => Math.round(value / 16)))
  })

  base('a working copy kept in the browser comes back whole after a reload, on an article and on a new one', async ({ page }) => {
    const file = join(root, 'content/articles', `${KEPT_ID}.md`)
    // Every question answered yes: leave the page with unsaved edits, then take the working copy back.
    page.on('dialog', (dialog) => void dialog.accept())
    await signIn(page, dev, `/collections/articles/entries/${KEPT_ID}`)
    await page.getByLabel('Introduction').fill(KEPT_INTRO)
    await expect.poll(() => keptCopies(page)).toContain(`backup.articles.${KEPT_ID}`)
    await page.reload()
    // Offered once the article is loaded again (Decap offered it before, and the article as saved then replaced it).
    await expect(page.getByLabel('Introduction')).toHaveValue(KEPT_INTRO, { timeout: 30_000 })
    // The form knows the copy is a change to save, and saves it over the file it was made from.
    await publish(page)
    expect(frontMatterAndBody(file).data.intro).toBe(KEPT_INTRO)

    // A new article, opened by its address: its title comes back too.
    await page.goto(`${dev}/admin/#/collections/articles/new`)
    await page.getByLabel('Titre', { exact: true }).fill(NEW.title)
    await expect.poll(() => keptCopies(page)).toContain('backup.articles')
    await page.reload()
    await expect(page.getByLabel('Titre', { exact: true })).toHaveValue(NEW.title, { timeout: 30_000 })
  })

  base('two tabs on one article: the second save is refused, names what the first changed, and writes nothing', async ({ page }) => {
    const file = join(root, 'content/articles', `${KEPT_ID}.md`)
    await signIn(page, dev, `/collections/articles/entries/${KEPT_ID}`)
    const other = await page.context().newPage()
    await other.goto(`${dev}/admin/#/collections/articles/entries/${KEPT_ID}`)
    await expect(other.getByLabel('Introduction')).toHaveValue(KEPT_INTRO, { timeout: 30_000 })

    await page.getByLabel('Extrait des cartes d’articles').fill(KEPT_EXCERPT)
    await publish(page)
    const saved = readFileSync(file, 'utf8')
    await other.getByLabel('Introduction').fill(`${KEPT_INTRO} Autre version.`)
    await publishRefused(other)
    await expect(
      other.getByText(/enregistré ailleurs, dans un autre onglet ou par une autre personne, .*Extrait des cartes d’articles/),
    ).toBeVisible()
    expect(readFileSync(file, 'utf8')).toBe(saved)
    // The editor's own change is still in the form, to be carried over.
    await expect(other.getByLabel('Introduction')).toHaveValue(`${KEPT_INTRO} Autre version.`)
    // The first tab goes on saving its own work.
    await page.getByLabel('Extrait des cartes d’articles').fill(`${KEPT_EXCERPT} Deux fois.`)
    await clickPublish(page)
    await expect.poll(() => frontMatterAndBody(file).data.excerpt).toBe(`${KEPT_EXCERPT} Deux fois.`)
    await expect(page.getByText('Enregistrement refusé')).toHaveCount(0)
  })

  base('an image an article shows cannot be deleted from « Médias »: the CMS names the article and keeps the file', async ({ page }) => {
    const image = `/images/articles/${KEPT_ID}.webp`
    const { title } = frontMatterAndBody(join(root, 'content/articles', `${KEPT_ID}.md`)).data as { title: string }
    page.on('dialog', (dialog) => void dialog.accept())
    await signIn(page, dev, '/collections/articles')
    await page.getByText('Médias', { exact: true }).click()
    await page.getByPlaceholder('Rechercher…').fill(KEPT_ID)
    await page.getByText(`${KEPT_ID}.webp`, { exact: true }).click()
    await page.getByRole('button', { name: 'Supprimer la sélection' }).click()
    await expect(
      page.getByText(`Suppression refusée : l’image ${image} est utilisée par : Article « ${title} ». Choisissez d’abord une autre image`),
    ).toBeVisible()
    expect(existsSync(join(root, 'public', image))).toBe(true)
    await expect(page.getByText(`${KEPT_ID}.webp`, { exact: true })).toBeVisible()
  })

  base('the search finds every article whose text says a word, accents or not, and no other', async ({ page }) => {
    const folder = join(root, 'content/articles')
    const titles = (say: boolean) =>
      readdirSync(folder)
        .filter((name) => name.endsWith('.md') && /grossesse/i.test(readFileSync(join(folder, name), 'utf8')) === say)
        .map((name) => (frontMatterAndBody(join(folder, name)).data as { title: string }).title)
    // Written « grossesse » in most of them, in the text of many more than their titles say.
    expect(titles(true).length).toBeGreaterThan(4)
    await signIn(page, dev, '/search/GROSSÈSSE')
    const found = page.getByRole('link').filter({ hasText: /\(/ })
    await expect(found.first()).toBeVisible({ timeout: 30_000 })
    const shown = await found.allInnerTexts()
    for (const title of titles(true))
      expect(
        shown.some((text) => text.includes(title)),
        title,
      ).toBe(true)
    for (const title of titles(false))
      expect(
        shown.some((text) => text.includes(title)),
        title,
      ).toBe(false)
  })

  base('beside the form, the article as it will be published, following each change, or what keeps it off the site', async ({ page }) => {
    const id = 'hiit-frequence-cardiaque-intervalles-haute-intensite'
    const { title, canonicalId } = frontMatterAndBody(join(root, 'content/articles', `${id}.md`)).data as { title: string; canonicalId: string }
    await signIn(page, dev, `/collections/articles/entries/${id}`)
    const preview = page.frameLocator('iframe').first()
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 30_000 })
    // Under the site's own stylesheet, with the site's disclaimer and its sources.
    // (Without it, a heading is the browser's black, not the site's ink; the text runs the frame's whole width.)
    await expect(preview.getByRole('heading', { level: 1 })).not.toHaveCSS('color', 'rgb(0, 0, 0)')
    await expect(preview.locator('header').first()).not.toHaveCSS('max-width', 'none')
    await expect(preview.getByRole('complementary', { name: 'Avis important sur la santé' })).toBeVisible()
    await expect(preview.getByRole('heading', { name: 'Sources', level: 2 })).toBeVisible()
    await expect(preview.getByRole('link', { name: /^Voir la page en ligne/ })).toHaveAttribute('href', `/articles/${canonicalId}`)
    await page.getByLabel('Titre', { exact: true }).fill('Les intervalles, battement par battement')
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Les intervalles, battement par battement')
    const text = page.getByLabel('Corps du texte')
    await text.fill(`${await text.inputValue()}\nVoyez [le calculateur](/calculateur-fc).\n`)
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Cette page ne peut pas s’afficher : 1 problème à corriger')
    await expect(preview.getByRole('listitem')).toHaveText(['Corps du texte : lien interne vers une page qui n’existe pas : /calculateur-fc'])
  })

  base('another article’s address opens that article, whose form is then the one saved', async ({ page }) => {
    const other = 'frequence-cardiaque-normale-age-sexe'
    const { title } = frontMatterAndBody(join(root, 'content/articles', `${other}.md`)).data as { title: string }
    await signIn(page, dev, `/collections/articles/entries/${KEPT_ID}`)
    await expect(page.getByLabel('Introduction')).not.toBeEmpty({ timeout: 30_000 })
    // Typed in the address bar, as a bookmark or Back would: the form follows (Decap kept the first article's).
    await page.evaluate((id) => (location.hash = `#/collections/articles/entries/${id}`), other)
    await expect(page.getByLabel('Titre', { exact: true })).toHaveValue(title, { timeout: 30_000 })
  })

  base('the media library shows each image once', async ({ page }) => {
    await signIn(page, dev, '/collections/articles')
    await page.getByText('Médias', { exact: true }).click()
    const names = readdirSync(join(root, 'public/images/articles')).sort()
    expect(names.some((name) => name.includes('-640'))).toBe(false)
    // Searched by its article's name, each image is found once: no second size beside it.
    for (const name of names) {
      await page.getByPlaceholder('Rechercher…').fill(name.replace(/\.webp$/, ''))
      await expect(page.getByText(name.replace(/\.webp$/, ''))).toHaveCount(1)
      await expect(page.getByText(name, { exact: true })).toBeVisible()
    }
  })

  base('correcting one field of an article changes that field and its update date only', async ({ page }) => {
    const id = 'qu-est-ce-qu-un-moniteur-bpm'
    const file = join(root, 'content/articles', `${id}.md`)
    const beforeText = readFileSync(file, 'utf8')
    const before = frontMatterAndBody(file)
    await signIn(page, dev, `/collections/articles/entries/${id}`)
    await page.getByLabel('Extrait des cartes d’articles').fill(NEW_EXCERPT)
    // Its length, as the build counts it, against its limit; a title past its own, in red.
    await expect(page.getByText(`${NEW_EXCERPT.length} caractères sur 200`)).toBeVisible()
    const title = page.getByLabel('Titre', { exact: true })
    const titleBefore = await title.inputValue()
    await title.fill('x'.repeat(95))
    await expect(page.getByText('95 caractères sur 90')).toHaveCSS('color', 'rgb(214, 0, 50)')
    await title.fill(titleBefore)
    await publish(page)
    const after = frontMatterAndBody(file)
    expect(after.data).toEqual({ ...before.data, excerpt: NEW_EXCERPT, modifiedAt: siteToday() })
    expect(after.body).toBe(before.body)
    // The file as it was but for those two lines (one, if the article was already updated today): a reviewer's diff
    // shows the change and nothing else.
    const dateLine = before.data.modifiedAt === siteToday() ? [] : [`modifiedAt: ${siteToday()}`]
    expect(changedLines(beforeText, readFileSync(file, 'utf8'))).toEqual([`excerpt: "${NEW_EXCERPT}"`, ...dateLine])
  })

  base('text pasted from a word processor is saved as the site writes it: bullets as a list, French quotes, nothing invisible', async ({ page }) => {
    const id = 'tension-arterielle-pouls-difference'
    const file = join(root, 'content/articles', `${id}.md`)
    const before = frontMatterAndBody(file)
    await signIn(page, dev, `/collections/articles/entries/${id}`)
    await page.getByLabel('Introduction').fill('Votre “tension” et votre\u200b pouls\u00ad : deux mesures ﬁables, pas une seule !')
    const text = page.getByLabel('Corps du texte')
    await text.fill(`${await text.inputValue()}\n\nAvant de mesurer :\n•\tasseyez-vous cinq minutes\n•\tcomptez pendant une minute entière\n`)
    await publish(page)
    const after = frontMatterAndBody(file)
    expect(after.data.intro).toBe('Votre « tension » et votre pouls : deux mesures fiables, pas une seule!')
    // The form shows what was written, not what was pasted.
    await expect(page.getByLabel('Introduction')).toHaveValue(after.data.intro as string)
    // The text as it was, then the list, its own paragraph.
    expect(after.body.startsWith(before.body.trimEnd())).toBe(true)
    expect(after.body).toContain('\n\nAvant de mesurer :\n- asseyez-vous cinq minutes\n- comptez pendant une minute entière\n')
    expect(after.body).not.toContain('•')
  })

  base('a published article keeps its identifier: another is refused next to the field, and the file is left as it was', async ({ page }) => {
    const file = join(root, 'content/articles', `${PUBLISHED_ID}.md`)
    const before = readFileSync(file, 'utf8')
    const { canonicalId } = frontMatterAndBody(file).data as { canonicalId: string }
    await signIn(page, dev, `/collections/articles/entries/${PUBLISHED_ID}`)
    await page.getByLabel('Identifiant', { exact: true }).fill('palpitations-et-cafe')
    await publishRefused(page)
    await expect(fieldTop(page, 'Identifiant')).toContainText(
      `Identifiant : l’article est publié à l’adresse /articles/${canonicalId} : la changer briserait les liens et les favoris qui y mènent`,
    )
    expect(readFileSync(file, 'utf8')).toBe(before)
  })

  base('a date to come schedules an article not yet published; a published one stays, and no review is dated after today', async ({ page }) => {
    // Published: a date to come would take it off the site. Reviewed tomorrow: not yet.
    const published = join(root, 'content/articles', `${PUBLISHED_ID}.md`)
    const before = readFileSync(published, 'utf8')
    const { canonicalId } = frontMatterAndBody(published).data as { canonicalId: string }
    await signIn(page, dev, `/collections/articles/entries/${PUBLISHED_ID}`)
    await page.getByLabel('Date de publication').fill(SCHEDULED_DAY)
    await page.getByLabel('Dernière révision').fill(inDays(1))
    await publishRefused(page)
    await expect(fieldTop(page, 'Date de publication')).toContainText(
      `Date de publication : l’article est déjà publié à l’adresse /articles/${canonicalId} : une date à venir le retirerait du site jusque-là`,
    )
    await expect(fieldTop(page, 'Dernière révision')).toContainText(`Dernière révision : postérieure à aujourd’hui (${siteToday()})`)
    expect(readFileSync(published, 'utf8')).toBe(before)

    // Scheduled, reviewed before: moved to another day, its update date with it (in a tab of its own: this one keeps
    // its refused edits).
    const scheduled = join(root, 'content/articles', `${SCHEDULED_ID}.md`)
    const data = frontMatterAndBody(scheduled).data
    const tab = await page.context().newPage()
    // Signed in already: the CMS keeps its session in the browser.
    await tab.goto(`${dev}/admin/#/collections/articles/entries/${SCHEDULED_ID}`)
    await tab.getByLabel('Date de publication').fill(SCHEDULED_DAY)
    await publish(tab)
    expect(frontMatterAndBody(scheduled).data).toEqual({ ...data, publishedAt: SCHEDULED_DAY, modifiedAt: SCHEDULED_DAY })
  })

  base('an article is withdrawn by a date; one another page links to is refused, that page named', async ({ page }) => {
    const linked = join(root, 'content/articles', 'tension-arterielle-pouls-difference.md')
    const before = readFileSync(linked, 'utf8')
    await signIn(page, dev, '/collections/articles/entries/tension-arterielle-pouls-difference')
    await page.getByLabel('Retiré du site le (facultatif)').fill(siteToday())
    await publishRefused(page)
    await expect(
      page.getByText(/Enregistrement refusé : .*content\/articles\/pouls-rapide-en-se-levant-pots-covid\.md : .*article retiré le/),
    ).toBeVisible()
    expect(readFileSync(linked, 'utf8')).toBe(before)

    // Links to this one from other articles made plain words in the scratch copy: then no page links to it, and
    // withdrawn, its address answers 410 once the site is built (last test).
    const articles = join(root, 'content/articles')
    const linkToIt = new RegExp(`\\[([^\\]]*)\\]\\(/articles/${WITHDRAWN_ID}[^)]*\\)`, 'g')
    for (const name of readdirSync(articles).filter((file) => file.endsWith('.md') && file !== `${WITHDRAWN_ID}.md`)) {
      const text = readFileSync(join(articles, name), 'utf8')
      if (linkToIt.test(text)) writeFileSync(join(articles, name), text.replace(linkToIt, '$1'))
    }
    const tab = await page.context().newPage()
    await tab.goto(`${dev}/admin/#/collections/articles/entries/${WITHDRAWN_ID}`)
    await tab.getByLabel('Retiré du site le (facultatif)').fill(siteToday())
    await publish(tab)
    expect(frontMatterAndBody(join(root, 'content/articles', `${WITHDRAWN_ID}.md`)).data.withdrawnAt).toBe(siteToday())
  })

  base('site.yaml corrected in one field keeps its comments, its order and the named links, which the form does not show', async ({ page }) => {
    const file = join(root, 'content/site.yaml')
    const beforeText = readFileSync(file, 'utf8')
    const before = parseYaml(beforeText) as Record<string, unknown>
    await signIn(page, dev, '/collections/site/entries/site')
    await page.getByLabel('Slogan', { exact: true }).first().fill(NEW_TAGLINE)
    await publish(page)
    const after = parseYaml(readFileSync(file, 'utf8')) as Record<string, unknown>
    expect(after).toEqual({ ...before, tagline: NEW_TAGLINE })
    // Every comment (the stand-in values to replace before going live among them) and every other line as it was.
    expect(changedLines(beforeText, readFileSync(file, 'utf8'))).toEqual([`tagline: ${NEW_TAGLINE}`])
    expect(Object.keys(after.links as object).length).toBeGreaterThan(0)
    // Its sharing image, which the form shows and no other file names, stays.
    expect(existsSync(join(root, 'public', before.defaultImage as string))).toBe(true)
  })

  base('a bad file written by hand: its page lists every problem in the form’s words, the other pages are served', async ({ page }) => {
    // An article well under the 1,500 words of prose, so that the added sentence brings no third problem.
    const id = 'tapis-roulant-vs-velo-stationnaire-meilleur-cardio'
    const file = join(root, 'content/articles', `${id}.md`)
    const good = readFileSync(file, 'utf8')
    writeFileSync(file, `${good.replace(/^nextReviewAt: .*$/m, 'nextReviewAt: 1907-11-20')}\nVoyez [le calculateur](/calculateur-fc).\n`)
    const problemsShown = async () =>
      (await (await page.request.get(`${dev}/articles/${id}`, { headers: { Accept: 'text/html' } })).text()).includes(
        'Cette page ne peut pas s’afficher',
      )
    try {
      await expect.poll(problemsShown, { timeout: 30_000 }).toBe(true)
      await page.goto(`${dev}/articles/${id}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cette page ne peut pas s’afficher : 2 problèmes à corriger')
      await expect(page.getByRole('listitem')).toHaveText([
        'Prochaine révision (nextReviewAt) : date hors limites : de 2000 à 2100',
        'Corps du texte (body) : lien interne vers une page qui n’existe pas : /calculateur-fc',
      ])
      await expect(page.getByRole('link', { name: 'Ouvrir dans l’interface de rédaction' })).toHaveAttribute(
        'href',
        `/admin/#/collections/articles/entries/${id}`,
      )
      // The other pages, home included, as before: rendered, with the other articles.
      for (const path of ['/', '/articles/hiit-frequence-cardiaque-intervalles-haute-intensite', '/zones-cardiaques']) {
        const answer = await page.request.get(`${dev}${path}`, { headers: { Accept: 'text/html' } })
        expect(answer.status(), path).toBe(200)
        expect(await answer.text(), path).not.toContain('Cette page ne peut pas s’afficher')
      }
    } finally {
      // The problem page reloads itself when content/ changes: left before the file is put right.
      await page.goto('about:blank')
      writeFileSync(file, good)
    }
    await expect.poll(problemsShown, { timeout: 30_000 }).toBe(false)
  })

  base('the build accepts what the CMS saved and renders the new article', async ({ page }) => {
    // As the README tells the editor to build: npm run build.
    const build = spawn('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    build.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    build.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const [code] = (await once(build, 'exit')) as [number]
    expect(code, output).toBe(0)
    // The new article on the site (the copy's extra one too), the scheduled one from its day, the withdrawn one no more.
    expect(output).toContain(`Contenu vérifié : ${ARTICLE_COUNT + 2 - 2} articles`)
    expect(output).toContain(`Retiré : content/articles/${WITHDRAWN_ID}.md, retiré du site le ${formatDate(siteToday())}`)
    expect(output).toContain(
      `Planifié : content/articles/${SCHEDULED_ID}.md, publié par la première construction du ${formatDate(SCHEDULED_DAY)} ou d’après.`,
    )
    // The replaced image is gone from the site too.
    expect(existsSync(join(root, 'dist', OLD_IMAGE))).toBe(false)

    const server = createStaticServer(join(root, 'dist'))
    server.listen(0)
    await once(server, 'listening')
    try {
      const site = `http://localhost:${(server.address() as AddressInfo).port}`
      await page.goto(`${site}/articles/${NEW_ID}`)
      // The build's typography: a non-breaking space before « : ».
      const french = (text: string) => text.replace(/ :/g, '\u00a0:')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(french(NEW.title))
      await expect(page.getByText(NEW.sources[0]!.authors)).toBeVisible()
      await expect(page.locator(`img[src="${NEW.image}"]`)).toBeVisible()
      // The corrected excerpt, on the card of the list of articles.
      await page.goto(`${site}/articles`)
      await expect(page.getByText(french(NEW_EXCERPT))).toBeVisible()
      // The scheduled article: no page yet, in no list, card, sitemap or feed.
      expect((await page.request.get(`${site}/articles/${SCHEDULED_ID}`)).status()).toBe(404)
      for (const path of ['/', '/articles', SITEMAP_PATH, FEED_PATH]) {
        expect(await (await page.request.get(`${site}${path}`)).text(), path).not.toContain(SCHEDULED_ID)
      }
      // The withdrawn article: gone, as the site says, from every list.
      const withdrawn = await page.request.get(`${site}/articles/${WITHDRAWN_ID}`)
      expect(withdrawn.status()).toBe(410)
      expect(await withdrawn.text()).toContain('Article retiré')
      for (const path of ['/', '/articles', SITEMAP_PATH, FEED_PATH]) {
        expect(await (await page.request.get(`${site}${path}`)).text(), path).not.toContain(WITHDRAWN_ID)
      }
    } finally {
      server.close()
    }
  })
})

test('the published /admin/ loads the CMS under its own policy, kept out of search engines and of public pages', async ({ page, request }) => {
  const response = await page.goto('/admin/')
  expect(response?.status()).toBe(200)
  const headers = response!.headers()
  expect(headers['x-robots-tag']).toBe('noindex, nofollow')
  // No string evaluated as code; WebAssembly from the site's files, the image encoder, which the page can compile.
  expect(headers['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval';")
  const encoder = readdirSync('dist/admin').find((name) => /^webp_enc-.*\.wasm$/.test(name))
  expect(
    await page.evaluate(async (url) => (await WebAssembly.compileStreaming(fetch(url))) instanceof WebAssembly.Module, `/admin/${encoder}`),
  ).toBe(true)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
  // The Git host's sign-in, in French: the CMS has read the generated config.yml and started.
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible()
  // Public pages keep the site's policy, and nothing of the CMS.
  const home = await request.get('/')
  expect(home.headers()['content-security-policy']).not.toMatch(/'unsafe-eval'|'unsafe-inline'/)
  expect(await home.text()).not.toMatch(/admin|decap/i)
  for (const path of [SITEMAP_PATH, FEED_PATH]) expect(await (await request.get(path)).text(), path).not.toContain('/admin')
})
