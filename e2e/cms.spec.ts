// The CMS at /admin/ (Decap CMS), as an editor uses it: `npm run edit`'s two servers (the development server and
// decap-server) on a scratch copy of the project, an article created through the form with every field and its image,
// another corrected in one field; then the build of that copy accepts both and renders the new page. The repository's
// content/ is never touched. And the published /admin/: its own headers, kept out of search engines and public pages.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
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
import { projectRoot } from '../src/content/scratch-content'
import { FEED_PATH, SITEMAP_PATH } from '../src/site-pages'
import { test } from './fixtures'

const ARTICLE_COUNT = readdirSync(join(projectRoot, 'content/articles')).filter((name) => name.endsWith('.md')).length
const BACKEND_PORT = SERVERS.local.port + 2
const DEV_PORT = SERVERS.local.port + 3
const DEV = `http://localhost:${DEV_PORT}`

/** The new article, as typed in the form (its two sources are ones the site already cites). */
const NEW_ID = 'pouls-apres-effort'
const NEW = {
  canonicalId: NEW_ID,
  title: 'Le pouls après l’effort : ce que dit sa descente',
  description: 'Mesurer la baisse de votre pouls dans la minute qui suit l’effort : une façon simple de suivre votre forme.',
  excerpt: 'Une minute après l’effort, votre cœur ralentit : voici comment mesurer cette descente et la suivre.',
  category: 'PERFORMANCE',
  publishedAt: '2026-11-20',
  modifiedAt: '2026-11-21',
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
    },
    {
      authors: 'Robergs RA, Landwehr R',
      year: 2002,
      title: 'The surprising history of the “HRmax=220-age” equation',
      publisher: 'Journal of Exercise Physiology online (JEPonline), vol. 5, no 2, p. 1-10',
    },
  ],
}
/** An article whose excerpt the second test corrects. */
const EDITED_ID = 'frequence-cardiaque-repos-indicateur-sante'
const NEW_TAGLINE = 'Votre cœur, vos zones, vos battements par minute'
const NEW_EXCERPT = 'Entre 60 et 100 BPM chez l’adulte : mesurez votre pouls au repos et lisez ce qu’il révèle sur votre forme.'

const frontMatterAndBody = (file: string) => {
  const [, yaml = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(readFileSync(file, 'utf8')) ?? []
  return { data: parseYaml(yaml) as Record<string, unknown>, body }
}

/** A program of node_modules/.bin, run in the scratch copy and listed in `running`; resolved once it prints `ready`. */
async function start(
  running: ChildProcess[],
  root: string,
  program: string,
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
): Promise<void> {
  const child = spawn(join(root, 'node_modules/.bin', program), args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.push(child)
  let output = ''
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      // Without the terminal's colours (Vite writes its port in bold).
      output += stripVTControlCharacters(chunk.toString())
      if (ready.test(output)) resolve()
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
    child.on('exit', (code) => reject(new Error(`${program} s’est arrêté (${code}) :\n${output}`)))
  })
}

async function signIn(page: Page, hash: string) {
  await page.goto(`${DEV}/admin/#${hash}`)
  await page.getByRole('button', { name: 'Se connecter' }).click()
}

/** Publishes the entry open in the editor, and waits for the CMS to say it is saved. */
async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publier', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Publier maintenant' }).click()
  await expect(page.getByText('Entrée enregistrée')).toBeVisible()
}

/** A choice of a select field (react-select): typed, then taken. */
async function choose(page: Page, label: string, option: string, nth = 0) {
  await page.getByLabel(label, { exact: true }).nth(nth).fill(option)
  await page.keyboard.press('Enter')
}

base.describe('the CMS with its local backend, on a scratch copy of the project', () => {
  base.describe.configure({ mode: 'serial', timeout: 300_000 })
  base.use({ actionTimeout: 20_000 })

  let root = ''
  const servers: ChildProcess[] = []
  const problems: string[] = []

  base.beforeAll(async () => {
    base.skip(base.info().project.name !== 'local', 'the editor’s servers are started once, by the local project')
    base.setTimeout(120_000)
    root = scratchSite(projectRoot, ARTICLE_COUNT)
    const backend = { PORT: String(BACKEND_PORT), BIND_HOST: 'localhost', MODE: 'fs', GIT_REPO_DIRECTORY: root }
    await start(servers, root, 'decap-server', [], backend, /listening/)
    await start(
      servers,
      root,
      'vite',
      ['--port', String(DEV_PORT), '--strictPort'],
      { DECAP_SERVER_PORT: String(BACKEND_PORT) },
      new RegExp(`localhost:${DEV_PORT}`),
    )
  })
  base.afterAll(() => {
    for (const server of servers) server.kill()
    if (root) rmSync(root, { recursive: true, force: true })
  })
  base.beforeEach(({ page }) => {
    page.on('pageerror', (error) => problems.push(error.message))
  })
  base.afterEach(() => expect(problems).toEqual([]))

  base('an article created through the form, every field filled, is written as the build reads it', async ({ page }) => {
    // A prose body long enough for the build (900 to 1,500 words): the text of an article of the site.
    const body = frontMatterAndBody(join(root, 'content/articles/qu-est-ce-qu-un-moniteur-bpm.md')).body
    const upload = join(root, `${NEW_ID}.webp`)
    await sharp({ create: { width: 1200, height: 675, channels: 3, background: '#b91c1c' } })
      .webp()
      .toFile(upload)

    await signIn(page, '/collections/articles/new')
    await page.getByLabel('Identifiant', { exact: true }).fill(NEW.canonicalId)
    await page.getByLabel('Titre', { exact: true }).first().fill(NEW.title)
    await page.getByLabel('Description', { exact: true }).fill(NEW.description)
    await page.getByLabel('Extrait (cartes d’articles)').fill(NEW.excerpt)
    await choose(page, 'Catégorie', NEW.category)
    await page.getByLabel('Date de publication').fill(NEW.publishedAt)
    await page.getByLabel('Date de mise à jour').fill(NEW.modifiedAt)
    await page.getByLabel('Dernière révision').fill(NEW.reviewedAt)
    await page.getByLabel('Prochaine révision').fill(NEW.nextReviewAt)
    await page.getByLabel('Auteur', { exact: true }).fill(NEW.author)
    // The image, sent to the media folder through the media library.
    await page.getByRole('button', { name: 'Choisir une image' }).click()
    await page.locator('input[type="file"]').setInputFiles(upload)
    await page
      .getByRole('button', { name: /Choisir la sélection|Choisir l’image sélectionnée|Choisir/ })
      .last()
      .click()
    await page.getByLabel('Description de l’image (texte de remplacement)').fill(NEW.imageAlt)
    for (const [index, tag] of NEW.tags.entries()) {
      await page.getByRole('button', { name: 'Ajouter mots-clés' }).click()
      await page.getByLabel('Mots-clés', { exact: true }).nth(index).fill(tag)
    }
    await page.getByLabel('Introduction').fill(NEW.intro)
    await page.getByLabel('Titre', { exact: true }).nth(1).fill(NEW.cta.title)
    await page.getByLabel('Texte', { exact: true }).fill(NEW.cta.text)
    await page.getByLabel('Libellé du bouton').fill(NEW.cta.label)
    await choose(page, 'Page visée', NEW.cta.href)
    await page.getByRole('button', { name: 'Ajouter sources' }).click()
    for (const [index, source] of NEW.sources.entries()) {
      await page.getByLabel('Auteurs', { exact: true }).nth(index).fill(source.authors)
      await page
        .getByLabel(/^Année/)
        .nth(index)
        .fill(String(source.year))
      await page
        .getByLabel('Titre', { exact: true })
        .nth(2 + index)
        .fill(source.title)
      await page.getByLabel('Revue ou éditeur', { exact: true }).nth(index).fill(source.publisher)
      if (source.url) await page.getByLabel('Adresse web (https://) (optionnel)').nth(index).fill(source.url)
    }
    // The Markdown box (raw mode: the text as typed), pasted as an editor pastes a text written elsewhere.
    const markdown = page.locator('[aria-label="markdown field"] [contenteditable="true"]')
    await markdown.click()
    await markdown.evaluate((box, text) => {
      const data = new DataTransfer()
      data.setData('text/plain', text)
      box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
    }, body)
    await publish(page)

    const file = join(root, 'content/articles', `${NEW_ID}.md`)
    const written = frontMatterAndBody(file)
    // Every field as typed, in the schema's order; the dates as strings, the years as numbers; each source with the
    // kind the form offers first, the schema's default (reference), its « Documentation du fabricant » box as left
    // (unticked), and no empty address for the one that has none.
    expect(written.data).toEqual({ ...NEW, sources: NEW.sources.map((source) => ({ ...source, kind: 'reference', manufacturer: false })) })
    expect(Object.keys(written.data)).toEqual(Object.keys(NEW))
    expect(written.body.trim()).toBe(body.trim())
    expect(existsSync(join(root, 'public', NEW.image))).toBe(true)
    // Its 640 px copy, made by the development server as soon as the image arrived.
    await expect.poll(() => existsSync(join(root, `public/images/articles/${NEW_ID}-640.webp`))).toBe(true)
  })

  base('correcting one field of an article changes that field only', async ({ page }) => {
    const file = join(root, 'content/articles', `${EDITED_ID}.md`)
    const before = frontMatterAndBody(file)
    await signIn(page, `/collections/articles/entries/${EDITED_ID}`)
    await page.getByLabel('Extrait (cartes d’articles)').fill(NEW_EXCERPT)
    await publish(page)
    const after = frontMatterAndBody(file)
    expect(after.data).toEqual({ ...before.data, excerpt: NEW_EXCERPT })
    expect(after.body).toBe(before.body)
  })

  base('site.yaml corrected in one field keeps the named links, which the form does not show', async ({ page }) => {
    const file = join(root, 'content/site.yaml')
    const before = parseYaml(readFileSync(file, 'utf8')) as Record<string, unknown>
    await signIn(page, '/collections/site/entries/site')
    await page.getByLabel('Slogan', { exact: true }).first().fill(NEW_TAGLINE)
    await publish(page)
    const after = parseYaml(readFileSync(file, 'utf8')) as Record<string, unknown>
    expect(after).toEqual({ ...before, tagline: NEW_TAGLINE })
    expect(Object.keys(after.links as object).length).toBeGreaterThan(0)
  })

  base('the build accepts the three files and renders the new article', async ({ page }) => {
    const build = spawn(join(root, 'node_modules/.bin/vite-react-ssg'), ['build'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', MALLOC_ARENA_MAX: '2' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    build.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    build.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const [code] = (await once(build, 'exit')) as [number]
    expect(code, output).toBe(0)
    expect(output).toContain(`Contenu vérifié : ${ARTICLE_COUNT + 1} articles`)

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
  expect(headers['content-security-policy']).toContain("script-src 'self' 'unsafe-eval';")
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
  // The Git host's sign-in, in French: Decap has read the generated config.yml and started.
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible()
  // Public pages keep the site's policy, and nothing of the CMS.
  const home = await request.get('/')
  expect(home.headers()['content-security-policy']).not.toMatch(/'unsafe-eval'|'unsafe-inline'/)
  expect(await home.text()).not.toMatch(/admin|decap/i)
  for (const path of [SITEMAP_PATH, FEED_PATH]) expect(await (await request.get(path)).text(), path).not.toContain('/admin')
})
