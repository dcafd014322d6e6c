/**
 * Step 2 of the build: the browser bundle. On-demand code goes to chunks of its own (./on-demand-chunks.ts); the
 * template every page is rendered into gets its language and react-dom's client (./page-html.ts); and the bundle's
 * file of each module is recorded in the build context, for the pages to preload their content (step 4).
 */
import type { BuildEnvironmentOptions, Plugin } from 'vite'
import type { BuildContext } from './context.ts'
import { chunkFileName } from './on-demand-chunks.ts'
import { templateHtml } from './page-html.ts'

/** The module that src/browser/hydrate-pages.tsx imports when the page hydrates. */
const REACT_DOM_CLIENT = /\/node_modules\/react-dom\/client\.js$/

/**
 * No preload helper around dynamic imports: each page's modules are already listed in its HTML, and on-demand code
 * must load when used, not before. Compressed sizes are measured by npm run measure and npm run bench, not at each
 * build (seconds at 1,000 articles).
 */
export const browserBuildOptions: BuildEnvironmentOptions = {
  modulePreload: false,
  reportCompressedSize: false,
  rollupOptions: { output: { chunkFileNames: chunkFileName } },
}

export function browserBundle(context: BuildContext): Plugin {
  return {
    name: 'browser-bundle',
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return
      context.fileOfModule.clear()
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') for (const id of output.moduleIds) context.fileOfModule.set(id.replace(/^\0/, ''), output.fileName)
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return templateHtml(html, undefined)
        const chunk = Object.values(bundle).find(
          (output) => output.type === 'chunk' && output.moduleIds.some((id) => REACT_DOM_CLIENT.test(id.replaceAll('\\', '/'))),
        )
        if (!chunk) throw new Error('Aucun morceau ne contient react-dom/client : src/browser/hydrate-pages.tsx doit l’importer')
        return templateHtml(html, chunk.fileName)
      },
    },
  }
}
