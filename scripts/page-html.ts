/**
 * Step 4 of the build, and every edit the build makes to HTML: the template vite-react-ssg fills (./browser-bundle.ts
 * calls templateHtml) and each page it renders (finishPage). Each edit names what it expects vite-react-ssg to have
 * written and stops the build when it is missing, so that an upgrade that changes its output fails here, by name;
 * scripts/page-html.test.ts runs them on real rendered pages kept in scripts/fixtures/.
 */
import { HYDRATED_ATTRIBUTE } from '../src/browser/hydrated.ts'
import { LANGUAGE } from '../src/locale.ts'
import { MARKDOWN_PAGES, PAGES, pagePath } from '../src/site-pages.ts'
import { contentModuleId } from './content-plugin.ts'
import { ON_DEMAND_DIR } from './on-demand-chunks.ts'

/** What finishing a page needs to know of the build: the browser bundle's file for each module (empty in development). */
export interface PageFinishing {
  fileOfModule: ReadonlyMap<string, string>
}

/** html with an edit made where `anchor` is; an error naming the edit if vite-react-ssg no longer writes the anchor. */
function edit(html: string, anchor: RegExp | string, replacement: string, what: string): string {
  const found = typeof anchor === 'string' ? html.includes(anchor) : anchor.test(html)
  if (!found) throw new Error(`Page rendue sans ${String(anchor)} : ${what} impossible (la sortie de vite-react-ssg a changé?)`)
  return html.replace(anchor, replacement)
}

/** A preload of one of the site's files, at the end of the head. */
const withPreload = (html: string, file: string) =>
  edit(html, '</head>', `<link rel="modulepreload" crossorigin="" href="/${file}"></head>`, `précharger /${file}`)

/**
 * The template every page is rendered into: the page's language, and a preload of react-dom's client, which the browser
 * entry imports only once the page has painted (src/browser/hydrate-pages.tsx), so that the browser fetches it with the others
 * (the development server bundles nothing: no file to name).
 */
export function templateHtml(html: string, reactDomClientFile: string | undefined): string {
  const withLanguage = edit(html, '<html>', `<html lang="${LANGUAGE}">`, 'donner la langue de la page')
  return reactDomClientFile ? withPreload(withLanguage, reactDomClientFile) : withLanguage
}

/**
 * The content module each page's route loads with its view (src/routes.tsx): vite-react-ssg names the view, which it
 * renders, but not the content handed to it.
 */
const CONTENT_OF_PATH = new Map<string, string>([
  ...PAGES.map(({ name }) => [pagePath(name), contentModuleId('page', name)] as const),
  ...MARKDOWN_PAGES.map((name) => [`/${name}`, contentModuleId('markdown-page', name)] as const),
])

/** The page with a preload of the content module its route loads, if it loads one (none in development: no bundle). */
function preloadPageContent(html: string, path: string, { fileOfModule }: PageFinishing): string {
  const id = CONTENT_OF_PATH.get(`/${path.replace(/^\/+/, '')}`)
  if (fileOfModule.size === 0 || !id) return html
  const file = fileOfModule.get(id)
  if (!file) throw new Error(`${path} : aucun fichier du site ne contient ${id}`)
  return withPreload(html, file)
}

/** vite-react-ssg's preload hints for on-demand chunks (./on-demand-chunks.ts): they load when used, not before. */
const ON_DEMAND_PRELOAD = new RegExp(`<link rel="modulepreload"[^>]*href="/${ON_DEMAND_DIR}/[^"]*"[^>]*>`, 'g')

/**
 * vite-react-ssg's inline scripts for its data router, whose data the browser does not use (the browser hydrates with
 * the plain router, src/browser/): the router's state, and the placeholder it fills with the build's hash.
 */
const DATA_ROUTER_SCRIPTS = /<script>(window\.__staticRouterHydrationData\b[\s\S]*?|\/\* SCRIPT_COMMENT_PLACEHOLDER \*\/)<\/script>/g

/**
 * The pre-rendered page is whole in its HTML: its scripts wait until it has painted. vite-react-ssg writes the entry
 * script and a `modulepreload` per module of the page; the browser would fetch them all at high priority, before the
 * first paint, competing with the HTML and the stylesheet. They are kept as written, but inert, in a <template>; one
 * inline script, the same on every page, puts them into the page once it has painted, and the page hydrates.
 */
const TEMPLATE_ID = 'scripts-apres-affichage'
const PAGE_SCRIPTS = /<script type="module"[^>]*\ssrc="[^"]*"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g

/**
 * What the page runs: once the browser reports the first contentful paint (where it cannot, once the page has
 * loaded), the page's scripts, one tag per task: each tag starts a fetch, and fourteen in one task blocked the main
 * thread for 10 to 25 ms (a long task once Lighthouse slows the processor fourfold). Until the page has hydrated, a
 * form sent does nothing: sent by the browser itself, it would reload the page with what was typed in its address
 * (the contact form's name, e-mail and message) and lose it; once hydrated, each form handles its own sending.
 * It is the only inline script of the site: the security policy allows it by its hash (./hosting/headers.ts).
 * @internal also used by tests and tools, outside the production code
 */
export const START_AFTER_PAINT = [
  `addEventListener('submit',e=>{document.documentElement.hasAttribute('${HYDRATED_ATTRIBUTE}')||e.preventDefault()},true);`,
  `const start=()=>{for(const tag of [...document.importNode(document.getElementById('${TEMPLATE_ID}').content,true).children])setTimeout(()=>document.head.append(tag))};`,
  `PerformanceObserver.supportedEntryTypes?.includes('paint')`,
  `?new PerformanceObserver((paints,observer)=>{if(paints.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(start)}}).observe({type:'paint',buffered:true})`,
  `:addEventListener('load',start)`,
].join('')

/** @internal used by tests and tools, outside the production code */
export function scriptsAfterPaint(html: string): string {
  const scripts: string[] = []
  const rest = html.replace(DATA_ROUTER_SCRIPTS, '').replace(PAGE_SCRIPTS, (tag) => {
    scripts.push(tag)
    return ''
  })
  if (scripts.length === 0) return rest
  // Preloads first, so that every module is on its way when the entry asks for it.
  scripts.sort((a, b) => Number(a.startsWith('<script')) - Number(b.startsWith('<script')))
  return edit(
    rest,
    '</head>',
    `<template id="${TEMPLATE_ID}">${scripts.join('')}</template><script type="module">${START_AFTER_PAINT}</script></head>`,
    'différer les scripts',
  )
}

/**
 * Helmet writes its tags right after <head>: the charset must come first, within the first 1024 bytes. vite-react-ssg
 * also writes the (empty) html and body attributes of the page after a space.
 */
function tidyHead(html: string): string {
  return edit(
    edit(html, /<meta charset="[^"]*"\s*\/?>/i, '', 'déplacer le jeu de caractères'),
    '<head>',
    '<head><meta charset="UTF-8">',
    'écrire le jeu de caractères en tête',
  )
    .replace(/<(html|body)\s+(?=[\w>])/g, '<$1 ')
    .replace(/<(html|body) >/g, '<$1>')
}

/** A page as vite-react-ssg rendered it, finished: its content preloaded, nothing on demand preloaded, its scripts after the paint. */
export function finishPage(html: string, path: string, build: PageFinishing): string {
  return tidyHead(scriptsAfterPaint(preloadPageContent(html, path, build).replace(ON_DEMAND_PRELOAD, '')))
}
