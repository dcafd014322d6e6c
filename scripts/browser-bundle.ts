/**
 * Step 2 of the build: the browser bundle, from src/main.tsx, whose only work is the islands. The template every page
 * is rendered into gets its language (./page-html.ts); the files each island needs are recorded in the build context,
 * for the pages that hold it to preload them (step 4).
 */
import type { BuildEnvironmentOptions, Plugin, Rollup } from 'vite'
import type { BuildContext } from './context.ts'
import { templateHtml } from './page-html.ts'

/** An island's module: src/islands/<name>.island.tsx. */
const ISLAND_MODULE = /\/src\/islands\/([\w-]+)\.island\.tsx$/
/** The module src/main.tsx imports to hydrate any island. */
const REACT_DOM_CLIENT = /\/node_modules\/react-dom\/client\.js$/
const HYDRATED_MARK = /\/src\/islands\/HydratedMark\.tsx$/

/**
 * No preload helper around dynamic imports: the pages name the files of their islands (step 4), and an island loads
 * when its page asks for it. Compressed sizes are measured by npm run measure and npm run bench, not at each build.
 */
export const browserBuildOptions: BuildEnvironmentOptions = {
  modulePreload: false,
  reportCompressedSize: false,
}

/** A chunk's file and every file it imports statically, transitively. */
function withImports(bundle: Rollup.OutputBundle, file: string, files = new Set<string>()): Set<string> {
  const chunk = bundle[file]
  if (files.has(file) || chunk?.type !== 'chunk') return files
  files.add(file)
  for (const imported of chunk.imports) withImports(bundle, imported, files)
  return files
}

const chunkOf = (bundle: Rollup.OutputBundle, module: RegExp) =>
  Object.values(bundle).find(
    (output): output is Rollup.OutputChunk =>
      output.type === 'chunk' && output.facadeModuleId !== null && module.test(output.facadeModuleId.replaceAll('\\', '/')),
  )

export function browserBundle(context: BuildContext): Plugin {
  return {
    name: 'browser-bundle',
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return
      context.islandFiles.clear()
      const shared = [REACT_DOM_CLIENT, HYDRATED_MARK].map((module) => {
        const chunk = chunkOf(bundle, module)
        if (!chunk) throw new Error(`Aucun morceau du paquet ne commence par ${String(module)} : src/main.tsx doit l’importer à la demande`)
        return chunk.fileName
      })
      for (const output of Object.values(bundle)) {
        const name =
          output.type === 'chunk' && output.facadeModuleId ? ISLAND_MODULE.exec(output.facadeModuleId.replaceAll('\\', '/'))?.[1] : undefined
        if (!name) continue
        const files = new Set<string>()
        for (const file of [output.fileName, ...shared]) withImports(bundle, file, files)
        context.islandFiles.set(name, [...files])
      }
    },
    transformIndexHtml: { order: 'post', handler: (html) => templateHtml(html) },
  }
}
