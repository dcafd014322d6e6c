/**
 * Serves content/ to the app as virtual modules, checked at build start; the dev server reloads when a file changes.
 * The client build also publishes, from the same loaded content, the files listed in src/publish/files.ts.
 */
import { join } from 'node:path'
import type { Logger, Plugin, ViteDevServer } from 'vite'
import { articleDataFiles, cardFacts, publishedFiles } from '../publish/files.ts'
import { indexablePages } from '../publish/indexable-pages.ts'
import { socialImageRenderer } from '../publish/social-images.ts'
import { socialImagePath } from '../site-pages.ts'
import { ContentError, type Content } from './load.ts'
import { contentOnce } from './process-cache.ts'
import { toCard } from './articles.ts'

const PREFIX = 'virtual:content/'
const RESOLVED = `\0${PREFIX}`

const json = (value: unknown) => JSON.stringify(value)
const ARTICLE_DATA = Symbol.for('cardio-bpm-quebec/article-data')

/** The module that holds one page's content (kind: page or markdown-page). */
export const contentModuleId = (kind: 'page' | 'markdown-page', key: string) => `${PREFIX}${kind}/${key}`

/** `{ key: () => import('virtual:content/<kind>/<key>') }`, one lazily loaded module per key. */
const lazyModules = (kind: 'page' | 'markdown-page', keys: string[]) =>
  `{${keys.map((key) => `${json(key)}: () => import(${json(contentModuleId(kind, key))})`).join(',\n')}}`

function moduleSource(content: Content, name: string): string | null {
  const { site, pages, articles, markdownPages } = content
  if (name === 'site') return `export default ${json(site)}`
  if (name === 'pages') return `export const pageContent = ${lazyModules('page', Object.keys(pages))}`
  if (name === 'markdown-pages') {
    const index = markdownPages.map(({ name: page, title }) => ({ name: page, title }))
    return `export default ${json(index)}\nexport const markdownPageContent = ${lazyModules('markdown-page', index.map((page) => page.name))}`
  }
  // The calculator's rows show each zone's talk test; its goal and description come with the tooltips, on demand.
  // The benefits are the zones guide's only.
  const zones = Object.values(pages['zones-cardiaques'].zones)
  if (name === 'zone-texts') return `export default ${json(Object.fromEntries(zones.map(({ zone, talkTest }) => [zone, { zone, talkTest }])))}`
  if (name === 'zone-details')
    return `export default ${json(Object.fromEntries(zones.map(({ zone, goal, description }) => [zone, { goal, description }])))}`
  if (name === 'article-cards') return `export default ${json(articles.map(toCard))}`
  // Every article at once, for the pre-rendering only (the browser fetches one article's data at a time). The
  // pre-rendering runs in the process that builds, which holds them already: 20 MB of module at 1,000 articles
  // would only cost the build time and memory.
  if (name === 'article-data') {
    ;(globalThis as Record<symbol, unknown>)[ARTICLE_DATA] = Object.fromEntries(articles.map((article) => [article.routeId, article]))
    return `const articles = globalThis[Symbol.for(${json(ARTICLE_DATA.description)})]
if (!articles) throw new Error('virtual:content/article-data ne se lit que dans le processus qui construit le site')
export default articles`
  }
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
  let building = false
  let logger: Logger | undefined
  let cache: Content | null = null
  const content = () => {
    if (cache) return cache
    const { content: loaded, fresh } = contentOnce(root)
    if (fresh) {
      logger?.info(`Contenu vérifié : ${loaded.articles.length} articles, ${loaded.markdownPages.length} pages en Markdown.`)
      for (const article of loaded.articles) {
        logger?.info(`  ${String(article.proseWords).padStart(5)} mots de prose, ${article.sources.length} sources  ${article.routeId}`)
      }
    }
    return (cache = loaded)
  }
  /** Drawn social images are kept here between builds (src/publish/social-images.ts). */
  const images = () => socialImageRenderer(join(root, '.cache/social-images'))

  return {
    name: 'site-content',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build'
      root = config.root
      logger = config.logger
    },
    buildStart() {
      cache = null
      try {
        for (const file of content().files) this.addWatchFile(file)
      } catch (error) {
        if (!(error instanceof ContentError)) throw error
        if (!building) this.error(error.message)
        // An editor's mistake stops the build with the files and fields named, and nothing else (no stack trace, no
        // « internal error » from vite-react-ssg).
        logger?.error(error.message)
        process.exit(1)
      }
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
    async generateBundle() {
      // vite-react-ssg builds twice with these plugins: the files belong to the site (client build), not to the pre-renderer.
      if (this.environment.name !== 'client') return
      const start = performance.now()
      const renderer = images()
      for (const file of await publishedFiles(content(), renderer)) this.emitFile({ type: 'asset', fileName: file.path.slice(1), source: file.source })
      const drawn = `${renderer.drawn} dessinée(s), les autres lues du cache`
      logger?.info(`Sitemap, robots.txt, flux Atom et images de partage (${drawn}) : ${Math.round(performance.now() - start)} ms`)
    },
    configureServer(server: ViteDevServer) {
      const renderer = images()
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0] ?? ''
        const data = articleDataFiles(content()).find((file) => file.path === path)
        if (data) {
          response.setHeader('Content-Type', 'application/json')
          return response.end(data.source)
        }
        const page = indexablePages(content()).find((candidate) => socialImagePath(candidate.path) === path)
        if (!page) return next()
        renderer.render(cardFacts(content().site, page)).then((png) => {
          response.setHeader('Content-Type', 'image/png')
          response.end(png)
        }, next)
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
