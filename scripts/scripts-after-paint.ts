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
 */
export const START_AFTER_PAINT = [
  `addEventListener('submit',e=>{document.documentElement.hasAttribute('data-hydrated')||e.preventDefault()},true);`,
  `const start=()=>{for(const tag of [...document.importNode(document.getElementById('${TEMPLATE_ID}').content,true).children])setTimeout(()=>document.head.append(tag))};`,
  `PerformanceObserver.supportedEntryTypes?.includes('paint')`,
  `?new PerformanceObserver((paints,observer)=>{if(paints.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(start)}}).observe({type:'paint',buffered:true})`,
  `:addEventListener('load',start)`,
].join('')

/**
 * vite-react-ssg's inline scripts for its data router, whose data the browser does not use (see src/browser/): the
 * router's state, and the placeholder it fills with the build's hash once the page is handed back.
 */
const DATA_ROUTER_SCRIPTS = /<script>(window\.__staticRouterHydrationData\b[\s\S]*?|\/\* SCRIPT_COMMENT_PLACEHOLDER \*\/)<\/script>/g

export function scriptsAfterPaint(html: string): string {
  const scripts: string[] = []
  const rest = html.replace(DATA_ROUTER_SCRIPTS, '').replace(PAGE_SCRIPTS, (tag) => {
    scripts.push(tag)
    return ''
  })
  if (scripts.length === 0) return rest
  // Preloads first, so that every module is on its way when the entry asks for it.
  scripts.sort((a, b) => Number(a.startsWith('<script')) - Number(b.startsWith('<script')))
  return rest.replace(
    '</head>',
    `<template id="${TEMPLATE_ID}">${scripts.join('')}</template><script type="module">${START_AFTER_PAINT}</script></head>`,
  )
}
