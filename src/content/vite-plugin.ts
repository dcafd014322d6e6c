/** Serves content/ to the app as virtual modules, checked at build start; the dev server reloads when a file changes. */
import { join } from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { articleDataPath, HOME_ARTICLE_COUNT } from '../site-pages.ts'
import { loadContent, type Content } from './load.ts'
import { toCard } from './articles.ts'

const PREFIX = 'virtual:content/'
const RESOLVED = `\0${PREFIX}`

const json = (value: unknown) => JSON.stringify(value)

/** `{ key: () => import('virtual:content/<kind>/<key>') }`, one lazily loaded module per key. */
const lazyModules = (kind: string, keys: string[]) => `{${keys.map((key) => `${json(key)}: () => import(${json(`${PREFIX}${kind}/${key}`)})`).join(',\n')}}`

function moduleSource(content: Content, name: string): string | null {
  const { site, pages, articles, markdownPages } = content
  if (name === 'site') return `export default ${json(site)}`
  if (name === 'pages') return `export const pageContent = ${lazyModules('page', Object.keys(pages))}`
  if (name === 'markdown-pages') {
    const index = markdownPages.map(({ name: page, title }) => ({ name: page, title }))
    return `export default ${json(index)}\nexport const markdownPageContent = ${lazyModules('markdown-page', index.map((page) => page.name))}`
  }
  if (name === 'zone-texts') return `export default ${json(pages['zones-cardiaques'].zones)}`
  if (name === 'article-cards') return `export default ${json(articles.map(toCard))}`
  if (name === 'latest-articles') return `export default ${json(articles.slice(0, HOME_ARTICLE_COUNT).map(toCard))}`
  // Every article at once: for the pre-rendering only (the browser fetches one article's data at a time).
  if (name === 'article-data') return `export default ${json(Object.fromEntries(articles.map((article) => [article.routeId, article])))}`
  const [kind, key] = name.split('/')
  if (kind === 'page' && key && key in pages) return `export default ${json(pages[key as keyof Content['pages']])}`
  if (kind === 'markdown-page') {
    const page = markdownPages.find((p) => p.name === key)
    return page ? `export default ${json(page)}` : null
  }
  return null
}

export function contentPlugin(): Plugin {
  let root = process.cwd()
  let cache: Content | null = null
  const content = () => (cache ??= loadContent(root))
  const articleData = (path: string) => content().articles.find((article) => articleDataPath(article.routeId) === path)

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
    generateBundle() {
      for (const article of content().articles) {
        this.emitFile({ type: 'asset', fileName: articleDataPath(article.routeId).slice(1), source: json(article) })
      }
    },
    configureServer(server: ViteDevServer) {
      server.middlewares.use((request, response, next) => {
        const article = articleData(request.url?.split('?')[0] ?? '')
        if (!article) return next()
        response.setHeader('Content-Type', 'application/json')
        response.end(json(article))
      })
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
