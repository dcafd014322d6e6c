import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { finishPage, scriptsAfterPaint, START_AFTER_PAINT } from './page-html'

const page = [
  '<html><head><meta charset="UTF-8"><title>Page</title>',
  '<script type="module" async="" crossorigin="" src="/assets/app-1.js"></script>',
  '<link rel="stylesheet" crossorigin="" href="/assets/app-1.css">',
  '<link rel="modulepreload" crossorigin="" href="/assets/page-1.js"><link rel="modulepreload" crossorigin="" href="/assets/react-1.js">',
  '</head><body><div id="root" data-server-rendered="true"><h1>Page</h1></div>',
  '<script>window.__staticRouterHydrationData = JSON.parse("{}");</script>',
  '<script>/* SCRIPT_COMMENT_PLACEHOLDER */</script>',
  '<script type="application/ld+json">{"@type":"WebPage"}</script>',
  '</body></html>',
].join('')

describe('scripts after the first paint', () => {
  const html = scriptsAfterPaint(page)
  const inside = /<template[^>]*>([\s\S]*)<\/template>/.exec(html)?.[1]
  const outside = html.replace(/<template[\s\S]*<\/template>/, '')

  it('leaves nothing for the browser to fetch before the page paints but the stylesheet', () => {
    expect(outside).not.toMatch(/modulepreload|<script[^>]*\ssrc=/)
    expect(outside).toContain('<link rel="stylesheet" crossorigin="" href="/assets/app-1.css">')
  })

  it('keeps every script of the page, preloads before the entry, for the loader to insert', () => {
    expect(inside).toBe(
      '<link rel="modulepreload" crossorigin="" href="/assets/page-1.js"><link rel="modulepreload" crossorigin="" href="/assets/react-1.js">' +
        '<script type="module" async="" crossorigin="" src="/assets/app-1.js"></script>',
    )
    expect(html).toContain(`<script type="module">${START_AFTER_PAINT}</script></head>`)
  })

  it('drops the data router’s inline scripts and keeps the structured data', () => {
    expect(html).not.toContain('__staticRouterHydrationData')
    expect(html).not.toContain('SCRIPT_COMMENT_PLACEHOLDER')
    expect(html).toContain('<script type="application/ld+json">{"@type":"WebPage"}</script>')
  })

  it('leaves a page without scripts as it is', () => {
    expect(scriptsAfterPaint('<html><head></head><body></body></html>')).toBe('<html><head></head><body></body></html>')
  })
})

/** Pages as vite-react-ssg 0.9.2 renders them, kept by scripts/capture-rendered-pages.ts. */
const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8')
const RENDERED = {
  '/contact': fixture('contact.html'),
  '/articles/hiit-frequence-cardiaque-intervalles-haute-intensite': fixture('article.html'),
  '/404': fixture('not-found.html'),
}
/** The browser bundle as the build context gives it: the contact page's content module is in this file. */
const BUILD = { fileOfModule: new Map([['virtual:content/page/contact', 'assets/contact-contenu.js']]) }

describe('what vite-react-ssg writes, that the finishing edits rely on', () => {
  it.each(Object.entries(RENDERED))('%s: its charset, its entry script, its preloads and its data router’s scripts', (_path, html) => {
    expect(html).toMatch(/^<!doctype html>\n<html\s+lang="fr-CA">\n\s*<head>/)
    expect(html.match(/<meta charset="UTF-8" \/>/g)).toHaveLength(1)
    expect(html).toMatch(/<script type="module" async crossorigin src="\/assets\/app-[\w-]+\.js"><\/script>/)
    expect(html).toMatch(/<link rel="modulepreload" crossorigin="" href="\/assets\/sur-demande\/apply-head-[\w-]+\.js">/)
    expect(html).toContain('<script>window.__staticRouterHydrationData = JSON.parse(')
    expect(html).toContain('<script>/* SCRIPT_COMMENT_PLACEHOLDER */</script>')
  })
})

describe('a rendered page, finished', () => {
  const finished = Object.fromEntries(Object.entries(RENDERED).map(([path, html]) => [path, finishPage(html, path, BUILD)]))

  it.each(Object.keys(RENDERED))('%s: starts with its charset and language, and keeps its structured data', (path) => {
    const html = finished[path] ?? ''
    expect(html).toMatch(/^<!doctype html>\n<html lang="fr-CA">\n\s*<head><meta charset="UTF-8">/)
    expect(html.match(/<meta charset/g)).toHaveLength(1)
    expect(html).toMatch(/<body>/)
    expect(html).toContain('<script data-rh="true" type="application/ld+json">{"@context":"https://schema.org"')
  })

  it.each(Object.keys(RENDERED))('%s: fetches nothing before its first paint, preloads nothing on demand, and runs no data router', (path) => {
    const html = finished[path] ?? ''
    const outside = html.replace(/<template[\s\S]*<\/template>/, '')
    expect(outside).not.toMatch(/modulepreload|<script[^>]*\ssrc=/)
    expect(html).not.toContain('/sur-demande/')
    expect(html).not.toContain('__staticRouterHydrationData')
    expect(html).not.toContain('SCRIPT_COMMENT_PLACEHOLDER')
    expect(html).toContain(`<script type="module">${START_AFTER_PAINT}</script></head>`)
  })

  it('names the content module of a page that loads one, with the page’s other modules', () => {
    expect(finished['/contact']).toMatch(
      /<template id="scripts-apres-affichage">[^]*<link rel="modulepreload" crossorigin="" href="\/assets\/contact-contenu\.js">/,
    )
    expect(finished['/404']).not.toContain('contact-contenu')
  })

  it('stops the build, naming the edit, when vite-react-ssg no longer writes what an edit needs', () => {
    const withoutCharset = RENDERED['/contact'].replace('<meta charset="UTF-8" />', '')
    expect(() => finishPage(withoutCharset, '/contact', BUILD)).toThrow(/déplacer le jeu de caractères/)
    expect(() => finishPage(RENDERED['/contact'], '/contact', { fileOfModule: new Map([['autre', 'x.js']]) })).toThrow(
      '/contact : aucun fichier du site ne contient virtual:content/page/contact',
    )
  })
})
