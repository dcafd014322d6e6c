/**
 * Step 1 of the build: content/ loaded and checked, then served to the app as virtual modules (typed in
 * src/content/virtual-modules.d.ts). The development server also answers the files the build publishes beside the
 * pages (social images, the 640 px copy of an article image), and reloads when a file of content/
 * changes. A file with problems never takes it down: the page concerned lists them (./problem-page.ts), the other
 * pages are served from the files without problems.
 */
import { join } from 'node:path'
import type { Logger, Plugin, ViteDevServer } from 'vite'
import { toCard } from '../src/content/related-articles.ts'
import { ContentError, type Content, type ContentReading } from '../src/content/load.ts'
import { problemLine } from '../src/content/problems.ts'
import { ruleInWords } from '../src/content/rules-register.ts'
import { isPublished } from '../src/content/publication.ts'
import { articleFile } from '../src/content/source-rules.ts'
import { formatDate } from '../src/locale.ts'
import { articleIds, articlePath, socialImagePath } from '../src/site-pages.ts'
import type { BuildContext } from './context.ts'
import { contentType } from './hosting/headers.ts'
import { cardFacts } from './publish/files.ts'
import { indexablePages } from './publish/indexable-pages.ts'
import { smallImageAt } from './publish/small-images.ts'
import { socialImageRenderer } from './publish/social-images.ts'
import { problemPage, problemsOfPage } from './problem-page.ts'

const PREFIX = 'virtual:content/'
const RESOLVED = `\0${PREFIX}`

const json = (value: unknown) => JSON.stringify(value)

/** The module that holds one page's content (kind: page or markdown-page). */
const contentModuleId = (kind: 'page' | 'markdown-page', key: string) => `${PREFIX}${kind}/${key}`

/** `{ key: () => import('virtual:content/<kind>/<key>') }`, one lazily loaded module per key. */
const lazyModules = (kind: 'page' | 'markdown-page', keys: string[]) =>
  `{${keys.map((key) => `${json(key)}: () => import(${json(contentModuleId(kind, key))})`).join(',\n')}}`

/** The source of virtual:content/<name>, or null for an unknown name (article-data is apart: see the plugin). */
function moduleSource(content: Content, name: string): string | null {
  const { site, pages, articles, markdownPages } = content
  if (name === 'site') return `export default ${json(site)}`
  if (name === 'pages') return `export const pageContent = ${lazyModules('page', Object.keys(pages))}`
  if (name === 'markdown-pages') {
    const index = markdownPages.map(({ name: page, title }) => ({ name: page, title }))
    return `export default ${json(index)}\nexport const markdownPageContent = ${lazyModules(
      'markdown-page',
      index.map((page) => page.name),
    )}`
  }
  // The calculator's rows show each zone's talk test; its goal and description come with the tooltips, on demand.
  // The benefits are the zones guide's only.
  const zones = Object.values(pages['zones-cardiaques'].zones)
  if (name === 'zone-texts') return `export default ${json(Object.fromEntries(zones.map(({ zone, talkTest }) => [zone, { zone, talkTest }])))}`
  if (name === 'zone-details')
    return `export default ${json(Object.fromEntries(zones.map(({ zone, goal, description }) => [zone, { goal, description }])))}`
  if (name === 'article-cards') return `export default ${json(articles.map(toCard))}`
  if (name === 'blocks') return `export default ${json(content.blocks)}`
  const [kind, key] = name.split('/')
  if (kind === 'page' && key && key in pages) return `export default ${json(pages[key as keyof Content['pages']])}`
  // A rule of the register in its words and with its status, as a page's text shows it ({{regle:id}}): the calculator's
  // notes say the register's rule, not words of their own.
  const rule = kind === 'rule' ? content.rules.find((entry) => entry.id === key) : undefined
  if (rule) return `export default ${json(ruleInWords(rule))}`
  if (kind === 'markdown-page') {
    const page = markdownPages.find((p) => p.name === key)
    return page ? `export default ${json(page)}` : null
  }
  return null
}

/**
 * Every article by route id, for the pre-rendering only (no island reads an article). At build time the
 * pre-rendering runs in the build's own process (vite-react-ssg imports its bundle): the module hands it the articles
 * the build has already checked, under a global key, rather than 20 MB of JavaScript or a second copy read from a file.
 */
const ARTICLE_DATA_MODULE = `${PREFIX}article-data`
const ARTICLES_KEY = Symbol.for('cardio-bpm:articles')

const articlesByRouteId = (content: Content) => Object.fromEntries(content.articles.map((article) => [article.routeId, article]))

/** Prints what was checked, once per reading of content/: the articles published, then those scheduled, then those withdrawn. */
function reportContent(logger: Logger | undefined, { content, context }: ContentReading) {
  if (!content) return
  logger?.info(`Contenu vérifié : ${content.articles.length} articles, ${content.markdownPages.length} pages en Markdown.`)
  for (const article of content.articles) {
    logger?.info(`  ${String(article.proseWords).padStart(5)} mots de prose, ${article.sources.length} sources  ${article.routeId}`)
  }
  const today = context?.today ?? ''
  for (const { routeId, publishedAt } of context?.articles ?? []) {
    if (publishedAt && !isPublished({ publishedAt }, today))
      logger?.info(`Planifié : ${articleFile(routeId)}, publié par la première construction du ${formatDate(publishedAt)} ou d’après.`)
  }
  for (const article of content.withdrawn) {
    const paths = articleIds(article).map(articlePath)
    const answer = paths.length > 1 ? `ses adresses répondent 410 : ${paths.join(', ')}` : `son adresse répond 410 : ${paths.join('')}`
    logger?.info(`Retiré : ${articleFile(article.routeId)}, retiré du site le ${formatDate(article.withdrawnAt)}; ${answer}.`)
  }
}

/** Whether the development server has any content to show, while some files have problems. */
function canShow(context: BuildContext): boolean {
  try {
    context.content()
    return true
  } catch (error) {
    if (error instanceof ContentError) return false
    throw error
  }
}

/** In place of a page whose content has problems, the list of them (a request for a page: GET, asking for HTML). */
function servePageProblems(server: ViteDevServer, context: BuildContext) {
  server.middlewares.use((request, response, next) => {
    const path = request.url?.split('?')[0] ?? ''
    if (request.method !== 'GET' || !request.headers.accept?.includes('text/html') || path.startsWith('/@') || path.startsWith('/admin'))
      return next()
    const { problems, context: checked } = context.reading()
    if (!problems.length) return next()
    const canonicalIds = new Map(
      (checked?.articles ?? []).flatMap(({ routeId, canonicalId }) => (canonicalId ? [[routeId, canonicalId] as const] : [])),
    )
    const shown = problemsOfPage(path, problems, canonicalIds, canShow(context))
    if (!shown.length) return next()
    // Not a failure of the server: the page the editor needs, in place of the one that cannot be drawn yet.
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
    response.end(problemPage(shown))
  })
}

/** The development server: the published files it is asked for, and a full reload when content/ changes. */
function serveContent(server: ViteDevServer, context: BuildContext) {
  servePageProblems(server, context)
  const renderer = socialImageRenderer(join(context.root, '.cache/social-images'))
  server.middlewares.use((request, response, next) => {
    const path = request.url?.split('?')[0] ?? ''
    smallImageAt(context.root, path).then((copy) => {
      if (!copy) return next()
      response.writeHead(200, { 'Content-Type': contentType(path), 'Cache-Control': 'no-store' })
      response.end(copy)
    }, next)
  })
  server.middlewares.use((request, response, next) => {
    const path = request.url?.split('?')[0] ?? ''
    if (!canShow(context)) return next()
    const page = indexablePages(context.content()).find((candidate) => socialImagePath(candidate.path) === path)
    if (!page) return next()
    renderer.render(cardFacts(context.content().site, page)).then((png) => {
      response.setHeader('Content-Type', 'image/png')
      response.end(png)
    }, next)
  })
  const contentDir = join(context.root, 'content')
  server.watcher.add(contentDir)
  // A file is often written in two steps (emptied, then filled): content/ is read again once the writing has settled.
  let settling: ReturnType<typeof setTimeout> | undefined
  const reload = (file: string) => {
    if (!file.startsWith(contentDir)) return
    clearTimeout(settling)
    settling = setTimeout(readAgain, 100)
  }
  const readAgain = () => {
    context.forgetContent()
    for (const env of Object.values(server.environments)) {
      for (const mod of env.moduleGraph.idToModuleMap.values()) {
        if (mod.id?.startsWith(RESOLVED)) env.moduleGraph.invalidateModule(mod)
      }
    }
    const { problems } = context.reading()
    if (problems.length)
      server.config.logger.warn(`Contenu à corriger (${problems.length}) :\n${problems.map((problem) => `  - ${problemLine(problem)}`).join('\n')}`)
    server.ws.send({ type: 'full-reload' })
  }
  server.watcher.on('change', reload)
  server.watcher.on('add', reload)
  server.watcher.on('unlink', reload)
}

export function contentPlugin(context: BuildContext): Plugin {
  let building = false
  let logger: Logger | undefined
  const content = () => {
    const fresh = context.contentIsStale
    const loaded = context.content()
    if (fresh) reportContent(logger, context.reading())
    return loaded
  }

  let checked: Promise<void> | undefined
  /**
   * For the build, content/ once read without a problem. An editor's mistake stops the build with the files and fields
   * named, and nothing else (no stack trace, no « internal error » from vite-react-ssg).
   */
  const checkedContent = () =>
    (checked ??= context.ready().then(() => {
      try {
        context.content()
        reportContent(logger, context.reading())
      } catch (error) {
        if (!(error instanceof ContentError)) throw error
        logger?.error(error.message)
        process.exit(1)
      }
    }))

  return {
    name: 'site-content',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build'
      if (building) context.readAhead()
      else context.preview()
      logger = config.logger
    },
    buildStart() {
      if (building) return
      // The development server starts whatever content/ holds, and says what is to be corrected.
      const { files, problems } = context.reading()
      for (const file of files) this.addWatchFile(file)
      if (problems.length) logger?.warn(new ContentError(problems).message)
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return undefined
      // The build's first content module waits for content/ to be read (in its own thread, begun with the build).
      if (building) await checkedContent()
      if (id === `\0${ARTICLE_DATA_MODULE}`) {
        if (!building) return `export default ${json(articlesByRouteId(content()))}`
        return `export default globalThis[Symbol.for(${json(ARTICLES_KEY.description)})]`
      }
      const source = moduleSource(content(), id.slice(RESOLVED.length))
      if (source === null) this.error(`Module de contenu inconnu : ${id.slice(1)}`)
      return source
    },
    writeBundle() {
      if (!building || this.environment.name !== 'ssr') return
      // The pre-rendering's bundle is written: what follows, until the site is finished, is the pages' rendering.
      context.stages.lap('paquets')
      Object.assign(globalThis, { [ARTICLES_KEY]: articlesByRouteId(content()) })
    },
    configureServer: (server) => serveContent(server, context),
  }
}
