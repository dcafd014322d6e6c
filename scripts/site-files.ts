/**
 * Step 5 of the build, once every page is written: the site finished. The article pages the previous build kept are
 * placed, the new ones kept (./page-cache.ts); Vite's manifests go; each article is copied to its canonical address; the files published beside the pages are written (sitemap, robots.txt,
 * Atom feed, social images, the 640 px copy of each article image, the web app manifest and the service worker); then the headers for every host, with the hashes of the pages' inline code (_headers,
 * deploy/nginx.conf), and the addresses of the withdrawn articles, answered 410 (_redirects, deploy/nginx.conf); last,
 * every text file stored compressed beside itself.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import type { Content } from '../src/content/load.ts'
import { articlePath } from '../src/site-pages.ts'
import type { BuildContext } from './context.ts'
import type { PageCache } from './page-cache.ts'
import { sameFile } from './same-file.ts'
import { now, since } from '../src/content/clock.ts'
import { ADMIN_FOLDER, adminSecurityHeaders, securityHeaders } from './hosting/headers.ts'
import { gonePaths, redirectsFile, REDIRECTS_PATH } from './hosting/gone.ts'
import { headersFile } from './hosting/headers-file.ts'
import { inlineHashes } from './hosting/inline-hashes.ts'
import { nginxConf } from './hosting/nginx-conf.ts'
import { precompress } from './hosting/precompress.ts'
import { publishSocialImages, writeCrawlerFiles, type WriteFile } from './publish/files.ts'
import { writeSmallImages } from './publish/small-images.ts'
import { SPECULATION_RULES_PATH, speculationRules } from './hosting/speculation-rules.ts'
import { socialImageRenderer } from './publish/social-images.ts'
import { webAppFiles } from './publish/web-app.ts'

/**
 * Vite's manifests, read by the pre-rendering and done with, and the data router's loader data of each page
 * ({"0":null}: no route loads data, and the browser does not use that router, see src/browser/): not part of the site.
 */
function removeBuildLeftovers(dist: string) {
  for (const name of readdirSync(dist)) {
    if (name === '.vite' || name === 'static-loader-data' || name.startsWith('static-loader-data-manifest-'))
      rmSync(join(dist, name), { recursive: true })
  }
}

/** An article is rendered once, at its route id (src/routes.tsx); its page is the same at its canonical id. */
function writeCanonicalArticles(dist: string, content: Content) {
  for (const { routeId, canonicalId } of content.articles) {
    if (canonicalId !== routeId) sameFile(join(dist, `${articlePath(routeId)}.html`), join(dist, `${articlePath(canonicalId)}.html`))
  }
}

async function writePublishedFiles(dist: string, context: BuildContext) {
  const start = performance.now()
  const write: WriteFile = (path, source) => {
    mkdirSync(dirname(join(dist, path)), { recursive: true })
    writeFileSync(join(dist, path), source)
  }
  // A social image is the cache's own file under a second name (./same-file.ts): nothing read, nothing written.
  const publish = (path: string, file: string) => {
    mkdirSync(dirname(join(dist, path)), { recursive: true })
    sameFile(file, join(dist, path))
  }
  writeCrawlerFiles(context.content(), write)
  for (const file of webAppFiles(context.content().site, dist)) write(file.path, file.source)
  const drawing = now()
  const renderer = socialImageRenderer(join(context.root, '.cache/social-images'))
  await publishSocialImages(context.content(), renderer, publish)
  context.stages.add('images de partage', since(drawing))
  const drawn = `${renderer.drawn} dessinée(s), les autres lues du cache`
  const copies = await writeSmallImages(context.root, dist, context.content())
  console.log(
    `Sitemap, robots.txt, flux Atom, images de partage (${drawn}) et ${copies} copies de 640 px : ${Math.round(performance.now() - start)} ms`,
  )
}

async function writeHostingFiles(dist: string, context: BuildContext) {
  const content = context.content()
  const start = performance.now()
  const security = securityHeaders(inlineHashes(dist))
  writeFileSync(join(dist, SPECULATION_RULES_PATH), speculationRules([`/${ADMIN_FOLDER}/*`]))
  const folders = readdirSync(dist, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? [entry.name] : []))
  writeFileSync(join(dist, '_headers'), headersFile(security, folders, { [ADMIN_FOLDER]: adminSecurityHeaders(security) }))
  // The withdrawn articles' addresses, listed once for every host: Netlify (and the local server) read _redirects.
  const gone = gonePaths(content.withdrawn)
  writeFileSync(join(dist, REDIRECTS_PATH), redirectsFile(gone))
  const deploy = join(dist, '..', 'deploy')
  mkdirSync(deploy, { recursive: true })
  writeFileSync(join(deploy, 'nginx.conf'), nginxConf({ security, serverName: new URL(content.site.baseUrl).host, listen: '8080', root: dist, gone }))
  const compressed = await precompress(dist, join(context.root, '.cache/compressed'))
  const redirects = `_redirects (${gone.length} adresse(s) d’articles retirés, 410)`
  console.log(
    `_headers, ${redirects}, deploy/nginx.conf et ${compressed} fichiers compressés (brotli, gzip) : ${Math.round(performance.now() - start)} ms`,
  )
}

export async function finishSite(context: BuildContext, outDir: string, keptPages: PageCache) {
  const dist = resolve(context.root, outDir)
  const { kept } = keptPages.publish(dist)
  context.stages.lap('rendu des pages')
  console.log(`Pages : ${context.content().articles.length} articles, dont ${kept} inchangés repris de la construction précédente`)
  removeBuildLeftovers(dist)
  writeCanonicalArticles(dist, context.content())
  await writePublishedFiles(dist, context)
  await writeHostingFiles(dist, context)
  context.stages.lap('finition')
  console.log(context.stages.lines().join('\n'))
}
