import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { finishPage, islandsIn, scriptsAfterPaint, START_AFTER_PAINT } from './page-html'

/** The browser bundle as the build context gives it: the files of the contact form's island. */
const BUILD = { islandFiles: new Map([['contact-form', ['assets/contact-form.island-1.js', 'assets/client-1.js']]]) }

const page = (body: string) =>
  [
    '<html><head><meta charset="UTF-8"><title>Page</title>',
    '<script type="module" async="" crossorigin="" src="/assets/app-1.js"></script>',
    '<link rel="stylesheet" crossorigin="" href="/assets/app-1.css">',
    '</head><body><div id="root" data-server-rendered="true">',
    body,
    '</div>',
    '<script>window.__staticRouterHydrationData = JSON.parse("{}");</script>',
    '<script>/* SCRIPT_COMMENT_PLACEHOLDER */</script>',
    '<script type="application/ld+json">{"@type":"WebPage"}</script>',
    '</body></html>',
  ].join('')

const withIsland = page('<div class="contents" data-island="contact-form" data-load="idle" data-props="{}" data-prefix="i1-"><form></form></div>')
const withoutIsland = page('<h1>Page</h1>')

describe('a page’s scripts', () => {
  const html = scriptsAfterPaint(withIsland, BUILD)
  const inside = /<template[^>]*>([\s\S]*)<\/template>/.exec(html)?.[1]
  const outside = html.replace(/<template[\s\S]*<\/template>/, '')

  it('with an island: nothing fetched before the page paints but the stylesheet', () => {
    expect(outside).not.toMatch(/modulepreload|<script[^>]*\ssrc=/)
    expect(outside).toContain('<link rel="stylesheet" crossorigin="" href="/assets/app-1.css">')
  })

  it('with an island: its files preloaded, then the entry, for the loader to insert after the paint', () => {
    expect(inside).toBe(
      '<link rel="modulepreload" crossorigin="" href="/assets/contact-form.island-1.js"><link rel="modulepreload" crossorigin="" href="/assets/client-1.js">' +
        '<script type="module" async="" crossorigin="" src="/assets/app-1.js"></script>',
    )
    expect(html).toContain(`<script type="module">${START_AFTER_PAINT}</script></head>`)
  })

  it('without an island: no script at all, the stylesheet and the structured data kept', () => {
    const bare = scriptsAfterPaint(withoutIsland, BUILD)
    expect(bare).not.toMatch(/<script(?! type="application\/ld\+json")/)
    expect(bare).toContain('<link rel="stylesheet" crossorigin="" href="/assets/app-1.css">')
    expect(bare).toContain('<script type="application/ld+json">{"@type":"WebPage"}</script>')
  })

  it('drops the data router’s inline scripts', () => {
    expect(html).not.toContain('__staticRouterHydrationData')
    expect(html).not.toContain('SCRIPT_COMMENT_PLACEHOLDER')
  })

  it('stops the build, naming the island, when the bundle has no file for it', () => {
    expect(() => scriptsAfterPaint(withIsland, { islandFiles: new Map([['autre', ['x.js']]]) })).toThrow(/Îlot contact-form/)
  })
})

/** Pages as vite-react-ssg 0.9.2 renders them, kept by scripts/capture-rendered-pages.ts. */
const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8')
const RENDERED = {
  '/contact': fixture('contact.html'),
  '/articles/hiit-frequence-cardiaque-intervalles-haute-intensite': fixture('article.html'),
  '/404': fixture('not-found.html'),
}

describe('what vite-react-ssg writes, that the finishing edits rely on', () => {
  it.each(Object.entries(RENDERED))('%s: its charset, its entry script and its data router’s scripts', (_path, html) => {
    expect(html).toMatch(/^<!doctype html>\n<html\s+lang="fr-CA">\n\s*<head>/)
    expect(html.match(/<meta charset="UTF-8" \/>/g)).toHaveLength(1)
    expect(html).toMatch(/<script type="module" async crossorigin src="\/assets\/app-[\w-]+\.js"><\/script>/)
    expect(html).toContain('<script>window.__staticRouterHydrationData = JSON.parse(')
    expect(html).toContain('<script>/* SCRIPT_COMMENT_PLACEHOLDER */</script>')
  })

  it('marks the contact form as an island, and nothing on an article or the not-found page', () => {
    expect(islandsIn(RENDERED['/contact'])).toEqual([{ name: 'contact-form', load: 'idle' }])
    expect(islandsIn(RENDERED['/articles/hiit-frequence-cardiaque-intervalles-haute-intensite'])).toEqual([])
    expect(islandsIn(RENDERED['/404'])).toEqual([])
  })
})

describe('a rendered page, finished', () => {
  const finished = Object.fromEntries(Object.entries(RENDERED).map(([path, html]) => [path, finishPage(html, BUILD)]))

  it.each(Object.keys(RENDERED))('%s: starts with its charset and language, and keeps its structured data', (path) => {
    const html = finished[path] ?? ''
    expect(html).toMatch(/^<!doctype html>\n<html lang="fr-CA">\n\s*<head><meta charset="UTF-8">/)
    expect(html.match(/<meta charset/g)).toHaveLength(1)
    expect(html).toMatch(/<body>/)
    expect(html).toContain('<script data-rh="true" type="application/ld+json">{"@context":"https://schema.org"')
  })

  it('the contact page loads its island after its first paint; an article and the not-found page load no module', () => {
    expect(finished['/contact']).toMatch(
      /<template id="scripts-apres-affichage"><link rel="modulepreload" crossorigin="" href="\/assets\/contact-form\.island-1\.js">/,
    )
    for (const path of ['/articles/hiit-frequence-cardiaque-intervalles-haute-intensite', '/404']) {
      expect(finished[path]).not.toMatch(/<script type="module"|modulepreload/)
      expect(finished[path]).not.toContain('__staticRouterHydrationData')
    }
  })

  it('stops the build, naming the edit, when vite-react-ssg no longer writes what an edit needs', () => {
    const withoutCharset = RENDERED['/contact'].replace('<meta charset="UTF-8" />', '')
    expect(() => finishPage(withoutCharset, BUILD)).toThrow(/déplacer le jeu de caractères/)
  })
})
