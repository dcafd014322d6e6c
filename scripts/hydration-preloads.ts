/**
 * Modules a page imports as it hydrates that vite-react-ssg does not name in its HTML: each page names them beside the
 * others (scripts/scripts-after-paint.ts then holds them all until the first paint), so that the browser fetches them
 * together, not one after another as each importing module runs (a round trip more each on a phone's network).
 */
import type { Plugin } from 'vite'
import { contentModuleId } from '../src/content/vite-plugin.ts'
import { MARKDOWN_PAGES, PAGES, pagePath } from '../src/site-pages.ts'

/** The module that src/browser/hydrate-pages.tsx imports when the page hydrates. */
const REACT_DOM_CLIENT = /\/node_modules\/react-dom\/client\.js$/

/** Where the client build leaves, for the pre-rendering in the same process, the file of each module. */
const CHUNK_OF_MODULE = Symbol.for('cardio-bpm-quebec/chunk-of-module')
const store = globalThis as { [CHUNK_OF_MODULE]?: Map<string, string> }

/** html with a preload of one of the site's files, at the end of its head. */
const withPreload = (html: string, file: string) => html.replace('</head>', `<link rel="modulepreload" crossorigin="" href="/${file}"></head>`)

/**
 * The content module each page's route loads with its view (src/routes.tsx): vite-react-ssg names the view, which it
 * renders, but not the content handed to it.
 */
const CONTENT_OF_PATH = new Map<string, string>([
  ...PAGES.map(({ name }) => [pagePath(name), contentModuleId('page', name)] as const),
  ...MARKDOWN_PAGES.map((name) => [`/${name}`, contentModuleId('markdown-page', name)] as const),
])

/**
 * The client build's part: react-dom's client (60 kB gzipped, the largest module) is imported by the browser entry only
 * when the page hydrates, so that the browser compiles and runs it in a task of its own rather than in one long task
 * with the rest; every page names it in the HTML template. It also records which file holds each module.
 */
export function hydrationPreloads(): Plugin {
  return {
    name: 'hydration-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return
      const chunks = new Map<string, string>()
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') for (const id of output.moduleIds) chunks.set(id.replace(/^\0/, ''), output.fileName)
      }
      store[CHUNK_OF_MODULE] = chunks
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return
        const chunk = Object.values(bundle).find(
          (output) => output.type === 'chunk' && output.moduleIds.some((id) => REACT_DOM_CLIENT.test(id.replaceAll('\\', '/'))),
        )
        if (!chunk) throw new Error('Aucun morceau ne contient react-dom/client : src/browser/hydrate-pages.tsx doit l’importer')
        return withPreload(html, chunk.fileName)
      },
    },
  }
}

/**
 * A rendered page, with a preload of the content module its route loads if it loads one. The development server, which
 * bundles nothing, renders its pages through the same hook: they are left as they are.
 */
export function preloadPageContent(path: string, html: string): string {
  const chunks = store[CHUNK_OF_MODULE]
  const id = CONTENT_OF_PATH.get(`/${path.replace(/^\/+/, '')}`)
  if (!chunks || !id) return html
  const file = chunks.get(id)
  if (!file) throw new Error(`${path} : aucun fichier du site ne contient ${id}`)
  return withPreload(html, file)
}
