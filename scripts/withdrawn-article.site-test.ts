// Builds the whole site from a copy of the project in which an article is withdrawn (its withdrawnAt), and checks what
// every host is given: no page at either of its addresses, no place in any list, the sitemap, the feed or the social
// images, and 410.html with the status 410 at both, from the local server (which reads dist/_redirects, Netlify's
// rules) and in deploy/nginx.conf. Before that, a link to it from another article stops the build, naming the field.
// The repository's own content has no withdrawn article: the end-to-end suites never see one; this test does.
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveOnFreePort } from './static-server.ts'

const projectRoot = join(import.meta.dirname, '..')
// Published on 2026-11-27, linked from one other file only (the BPM article, whose link the copy makes plain words);
// its canonical id differs from its route id.
const ID = 'palpitations-anxiete-cafe-boissons-energisantes-cannabis'
const CANONICAL_ID = 'palpitations-cafe-anxiete-cannabis'
const ADDRESSES = [`/articles/${ID}`, `/articles/${CANONICAL_ID}`]
const WITHDRAWN = `content/articles/${ID}.md`
const LINKING = 'content/articles/hiit-frequence-cardiaque-intervalles-haute-intensite.md'
let root = ''
let refused = ''
let built = ''
const dist = (path: string) => join(root, 'dist', path)
const read = (path: string) => readFileSync(join(root, path), 'utf8')
const edit = (path: string, change: (text: string) => string) => writeFileSync(join(root, path), change(read(path)))
/** Runs the build in the copy: what it printed, and whether it finished. */
function build(): { output: string; ok: boolean } {
  try {
    return { output: execFileSync(process.execPath, ['scripts/build.ts'], { cwd: root, encoding: 'utf8', stdio: 'pipe' }), ok: true }
  } catch (error) {
    const { stdout, stderr } = error as { stdout: string; stderr: string }
    return { output: `${stdout}${stderr}`, ok: false }
  }
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'site-retire-'))
  for (const entry of ['src', 'scripts', 'content', 'public', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package.json']) {
    cpSync(join(projectRoot, entry), join(root, entry), { recursive: true })
  }
  symlinkSync(join(projectRoot, 'node_modules'), join(root, 'node_modules'))
  edit(WITHDRAWN, (text) => text.replace(/^(nextReviewAt:.*)$/m, '$1\nwithdrawnAt: 2026-11-27'))
  edit('content/articles/qu-est-ce-qu-un-moniteur-bpm.md', (text) => text.replace(new RegExp(`\\[([^\\]]*)\\]\\(/articles/${ID}[^)]*\\)`, 'g'), '$1'))
  // First with a link to it in another article's text and closing call to action: refused.
  const original = read(LINKING)
  edit(LINKING, (text) =>
    text.replace(/\n## /, `\nVoyez aussi [les palpitations](/articles/${ID}).\n\n## `).replace(/^( {2}href:).*$/m, `$1 /articles/${ID}`),
  )
  const first = build()
  expect(first.ok).toBe(false)
  refused = first.output
  // Then without: the site is built.
  writeFileSync(join(root, LINKING), original)
  const second = build()
  expect(second.ok, second.output).toBe(true)
  built = second.output
}, 300_000)

afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('a link to a withdrawn article', () => {
  it('stops the build, naming the file, the field and the day', () => {
    expect(refused).toContain(
      `${LINKING} › Encadré de fin › Page visée (cta.href) : lien vers un article retiré le 27 novembre 2026 : /articles/${ID}`,
    )
    expect(refused).toContain(`${LINKING} › Corps du texte (body) : lien interne vers un article retiré le 27 novembre 2026 : /articles/${ID}`)
  })
})

describe('a withdrawn article', () => {
  it('is named by the build, with its day and its addresses', () => {
    expect(built).toContain(
      `Retiré : ${WITHDRAWN}, retiré du site le 27 novembre 2026; ses adresses répondent 410 : /articles/${ID}, /articles/${CANONICAL_ID}.`,
    )
  })

  it('has no page at either address, nor a social image or a card image', () => {
    for (const id of [ID, CANONICAL_ID]) {
      for (const suffix of ['.html', '.html.br', '.html.gz']) expect(existsSync(dist(`articles/${id}${suffix}`)), `${id}${suffix}`).toBe(false)
    }
    expect(existsSync(dist(`images/partage/articles/${CANONICAL_ID}.png`))).toBe(false)
    expect(existsSync(dist(`images/articles/${ID}-640.webp`))).toBe(false)
    // Another article keeps its page.
    expect(existsSync(dist('articles/hiit-frequence-cardiaque-intervalles-haute-intensite.html'))).toBe(true)
  })

  it('is in no list, no page, no sitemap and no feed: no HTML file of the site names either of its addresses', () => {
    for (const file of ['sitemap.xml', 'flux.atom', 'index.html', 'articles.html']) {
      for (const id of [ID, CANONICAL_ID]) expect(readFileSync(dist(file), 'utf8'), `${file} : ${id}`).not.toContain(`/articles/${id}`)
    }
    const pages = readdirSync(dist(''), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'))
    expect(pages.length).toBeGreaterThan(20)
    const naming = pages.filter((file) => ADDRESSES.some((address) => readFileSync(dist(file), 'utf8').includes(`${address}"`)))
    expect(naming).toEqual([])
  })

  it('is written for Netlify in _redirects: each address answers 410.html with the status 410', () => {
    expect(
      read('dist/_redirects')
        .split('\n')
        .filter((line) => line && !line.startsWith('#')),
    ).toEqual([
      '/articles/palpitations-anxiete-cafe-boissons-energisantes-cannabis /410.html 410',
      '/articles/palpitations-cafe-anxiete-cannabis /410.html 410',
    ])
  })

  it('is written for nginx: an exact location per address returns 410, and 410.html is served internally', () => {
    const conf = read('deploy/nginx.conf')
    expect(conf.split('\n').filter((line) => line.includes('return 410;'))).toEqual([
      '    location = /articles/palpitations-anxiete-cafe-boissons-energisantes-cannabis { return 410; }',
      '    location = /articles/palpitations-cafe-anxiete-cannabis { return 410; }',
    ])
    expect(conf).toContain('    error_page 410 /410.html;\n')
    expect(conf).toContain('    location = /410.html { internal; }\n')
    expect(conf).toContain('    location = /410 { return 404; }\n')
  })

  it('answers 410 with the page « Article retiré » from the local server, at both addresses; 410.html itself is not found', async () => {
    const server = await serveOnFreePort(dist(''))
    const ask = (path: string) => fetch(server.origin + path, { redirect: 'manual' })
    try {
      for (const address of ADDRESSES) {
        const response = await ask(address)
        expect(response.status, address).toBe(410)
        expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
        expect(await response.text()).toContain('>Article retiré</h1>')
      }
      const redirect = await ask(`/articles/${ID}.html`)
      expect(redirect.status).toBe(301)
      expect(redirect.headers.get('location')).toBe(`/articles/${ID}`)
      for (const path of ['/410.html', '/410', '/_redirects']) expect((await ask(path)).status, path).toBe(404)
      expect((await ask('/articles/hiit-frequence-cardiaque-intervalles-haute-intensite')).status).toBe(200)
    } finally {
      server.close()
    }
  })
})

describe('410.html', () => {
  it('says the article was withdrawn, offers the list of articles, the calculator, the contact page and the home page, is not indexed and loads no script', () => {
    const document = new JSDOM(readFileSync(dist('410.html'), 'utf8')).window.document
    expect(document.title).toBe('Article retiré | Cardio BPM Québec')
    expect(document.querySelector('h1')?.textContent).toBe('Article retiré')
    expect(document.querySelector('main')?.textContent).toContain('Cet article a été retiré du site')
    const links = [...document.querySelectorAll('main a')].map((link) => [link.textContent, link.getAttribute('href')])
    expect(links).toEqual(
      expect.arrayContaining([
        ['Tous les articles', '/articles'],
        ['Calculateur BPM', '/calculateur-bpm'],
        ['Signalez-le-nous', '/contact'],
        ['Retour à l’accueil', '/'],
      ]),
    )
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, follow')
    expect(document.querySelectorAll('script[src], link[rel="modulepreload"]')).toHaveLength(0)
  })
})
