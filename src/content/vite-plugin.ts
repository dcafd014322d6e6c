/** Serves content/ to the app as virtual modules, checked at build start; the dev server reloads when a file changes. */
import { join } from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { loadContent, type Content } from './load.ts'

const PREFIX = 'virtual:content/'
const RESOLVED = `\0${PREFIX}`

const json = (value: unknown) => JSON.stringify(value)

/** `{ key: () => import('virtual:content/<kind>/<key>') }`, one lazily loaded module per key. */
const lazyModules = (kind: string, keys: string[]) => `{${keys.map((key) => `${json(key)}: () => import(${json(`${PREFIX}${kind}/${key}`)})`).join(',\n')}}`

function moduleSource(content: Content, name: string): string | null {
  if (name === 'site') return `export default ${json(content.site)}`
  if (name === 'articles') {
    const summaries = content.articles.map(({ html: _html, ...summary }) => summary)
    return `export const articles = ${json(summaries)}\nexport const articleBodies = ${lazyModules('article', content.articles.map((a) => a.routeId))}`
  }
  if (name === 'zone-goals') return `export default ${json(content.pages['zones-cardiaques'].zones.map((zone) => zone.goal))}`
  if (name === 'legal-index') {
    const index = content.legal.map(({ slug, title }) => ({ slug, title }))
    return `export default ${json(index)}\nexport const legalPages = ${lazyModules('legal', index.map((page) => page.slug))}`
  }
  const [kind, key] = name.split('/')
  if (kind === 'page' && key in content.pages) return `export default ${json(content.pages[key as keyof Content['pages']])}`
  if (kind === 'article') {
    const article = content.articles.find((a) => a.routeId === key)
    return article ? `export default ${json(article.html)}` : null
  }
  if (kind === 'legal') {
    const page = content.legal.find((p) => p.slug === key)
    return page ? `export default ${json(page)}` : null
  }
  return null
}

export function contentPlugin(): Plugin {
  let root = process.cwd()
  let cache: Content | null = null
  const content = () => (cache ??= loadContent(root))

  return {
    name: 'site-content',
    enforce: 'pre',
    configResolved(config) {
      root = config.root
    },
    buildStart() {
      cache = null
      for (const file of content().files) this.addWatchFile(file)
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined
      const source = moduleSource(content(), id.slice(RESOLVED.length))
      if (source === null) this.error(`Module de contenu inconnu : ${id.slice(1)}`)
      return source
    },
    configureServer(server: ViteDevServer) {
      const contentDir = join(root, 'content')
      server.watcher.add(contentDir)
      const reload = (file: string) => {
        if (!file.startsWith(contentDir)) return
        cache = null
        for (const env of Object.values(server.environments)) {
          for (const mod of env.moduleGraph.idToModuleMap.values()) {
            if (mod.id?.startsWith(RESOLVED)) env.moduleGraph.invalidateModule(mod)
          }
        }
        server.ws.send({ type: 'full-reload' })
      }
      server.watcher.on('change', reload)
      server.watcher.on('add', reload)
      server.watcher.on('unlink', reload)
    },
  }
}
