/**
 * Step 4 of the build, and every edit the build makes to HTML: the template vite-react-ssg fills (./browser-bundle.ts
 * calls templateHtml) and each page it renders (finishPage). Each edit names what it expects vite-react-ssg to have
 * written and stops the build when it is missing, so that an upgrade that changes its output fails here, by name;
 * scripts/page-html.test.ts runs them on real rendered pages kept in scripts/fixtures/.
 */
import { ISLAND_ATTRIBUTES } from '../src/islands/attributes.ts'
import { LANGUAGE } from '../src/locale.ts'

/** What finishing a page needs to know of the build: the files each island needs (empty in development). */
export interface PageFinishing {
  islandFiles: ReadonlyMap<string, string[]>
}

/** html with an edit made where `anchor` is; an error naming the edit if vite-react-ssg no longer writes the anchor. */
function edit(html: string, anchor: RegExp | string, replacement: string, what: string): string {
  const found = typeof anchor === 'string' ? html.includes(anchor) : anchor.test(html)
  if (!found) throw new Error(`Page rendue sans ${String(anchor)} : ${what} impossible (la sortie de vite-react-ssg a changé?)`)
  return html.replace(anchor, replacement)
}

/** The template every page is rendered into: the page's language. */
export function templateHtml(html: string): string {
  return edit(html, '<html>', `<html lang="${LANGUAGE}">`, 'donner la langue de la page')
}

/**
 * vite-react-ssg's inline scripts for its data router, which the browser does not have: the router's state, and the
 * placeholder it fills with the build's hash.
 */
const DATA_ROUTER_SCRIPTS = /<script>(window\.__staticRouterHydrationData\b[\s\S]*?|\/\* SCRIPT_COMMENT_PLACEHOLDER \*\/)<\/script>/g

/** The page's scripts as vite-react-ssg writes them: the browser entry, and a preload per module it imports. */
const PAGE_SCRIPTS = /<script type="module"[^>]*\ssrc="[^"]*"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g

/** The islands a rendered page holds (src/islands/Island.tsx), and when each loads. */
const ISLAND_MARK = new RegExp(`${ISLAND_ATTRIBUTES.name}="([\\w-]+)" ${ISLAND_ATTRIBUTES.load}="(\\w+)"`, 'g')

/** @internal used by tests, outside the production code */
export const islandsIn = (html: string) => [...html.matchAll(ISLAND_MARK)].map(([, name = '', load = '']) => ({ name, load }))

/**
 * A page's islands load after it has painted: the preloads of the files they need, except those that wait for an
 * interaction, with the entry that hydrates them. A page without an island sends no script at all.
 */
function islandScripts(html: string, { islandFiles }: PageFinishing): string[] {
  const islands = islandsIn(html)
  if (islands.length === 0) return []
  const files = new Set<string>()
  for (const { name, load } of islands) {
    if (load === 'interaction') continue
    const needed = islandFiles.get(name)
    // The development server bundles nothing: no file to name.
    if (!needed && islandFiles.size > 0) throw new Error(`Îlot ${name} : aucun fichier du paquet du navigateur (src/islands/${name}.island.tsx?)`)
    for (const file of needed ?? []) files.add(file)
  }
  return [...files].map((file) => `<link rel="modulepreload" crossorigin="" href="/${file}">`)
}

/**
 * The pre-rendered page is whole in its HTML: its scripts wait until it has painted, so that the browser does not
 * fetch them at high priority before the first paint, competing with the HTML and the stylesheet. They are kept, but
 * inert, in a <template>; one inline script, the same on every page that has scripts, puts them into the page once it
 * has painted, and its islands hydrate.
 */
const TEMPLATE_ID = 'scripts-apres-affichage'

/** How many frames after the load the first paint has to be reported before the scripts start anyway. */
const LOAD_GRACE_FRAMES = 10

/**
 * What the page runs: the page's scripts, once, at the first of three signals: the browser reports the first
 * contentful paint; the page has loaded; the page becomes visible. No single signal is enough: Firefox reports no
 * paint for a page that first appears scrolled down (an address with a fragment, a reload where the reader was), and
 * Chromium none for a page painted while hidden (a tab opened in the background). A page often loads before its
 * first paint is reported (by some 100 ms here, more on a busy processor): after the load, the paint has
 * LOAD_GRACE_FRAMES frames to be reported first, frames that come as slowly as the paint itself on a busy machine and
 * not at all in a hidden page. A page that becomes visible starts after its next frame. The scripts go in one tag per
 * task: each tag starts a fetch, and many in one task blocked the main thread (a long task once Lighthouse slows the
 * processor fourfold). Until its island has hydrated, a form sent does nothing: sent by the browser itself, it would
 * reload the page with what was typed in its address (the contact form's name, e-mail and message) and lose it; once
 * hydrated, each form handles its own sending.
 * The security policy allows it by its hash (./hosting/headers.ts).
 * @internal also used by tests and tools, outside the production code
 */
export const START_AFTER_PAINT = [
  `addEventListener('submit',e=>{e.target.closest('[${ISLAND_ATTRIBUTES.name}]:not([${ISLAND_ATTRIBUTES.hydrated}])')&&e.preventDefault()},true);`,
  `let started;const start=()=>{if(started)return;started=1;for(const tag of [...document.importNode(document.getElementById('${TEMPLATE_ID}').content,true).children])setTimeout(()=>document.head.append(tag))};`,
  `const later=()=>requestAnimationFrame(()=>setTimeout(start));`,
  `PerformanceObserver.supportedEntryTypes?.includes('paint')&&new PerformanceObserver((paints,observer)=>{if(paints.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(start)}}).observe({type:'paint',buffered:true});`,
  `addEventListener('load',()=>{let frames=0;const wait=()=>started||(++frames>${LOAD_GRACE_FRAMES}?start():requestAnimationFrame(wait));requestAnimationFrame(wait)});`,
  `document.addEventListener('visibilitychange',()=>document.visibilityState==='visible'&&later())`,
].join('')

/** @internal used by tests and tools, outside the production code */
export function scriptsAfterPaint(html: string, build: PageFinishing): string {
  const entry: string[] = []
  const rest = html.replace(DATA_ROUTER_SCRIPTS, '').replace(PAGE_SCRIPTS, (tag) => {
    if (tag.startsWith('<script')) entry.push(tag)
    return ''
  })
  const preloads = islandScripts(html, build)
  if (islandsIn(html).length === 0) return rest
  // Preloads first, so that every module is on its way when the entry asks for it.
  return edit(
    rest,
    '</head>',
    `<template id="${TEMPLATE_ID}">${[...preloads, ...entry].join('')}</template><script type="module">${START_AFTER_PAINT}</script></head>`,
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

/** A page as vite-react-ssg rendered it, finished: no data router, its islands' scripts after the paint, none without islands. */
export function finishPage(html: string, build: PageFinishing): string {
  return tidyHead(scriptsAfterPaint(html, build))
}
