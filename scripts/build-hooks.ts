/** Build steps around the pre-rendered pages, called by vite-react-ssg (see vite.config.ts). */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { basename, join, resolve } from 'node:path'
import { ADMIN_FOLDER, adminSecurityHeaders, securityHeaders } from './hosting/headers.ts'
import { headersFile } from './hosting/headers-file.ts'
import { inlineHashes } from './hosting/inline-hashes.ts'
import { nginxConf } from './hosting/nginx-conf.ts'
import { precompress } from './hosting/precompress.ts'
import { dropOnDemandPreloads } from './on-demand-chunks.ts'
import { scriptsAfterPaint } from './scripts-after-paint.ts'

/**
 * No preload of on-demand code; the page's scripts wait for its first paint; and Helmet writes its tags right after
 * <head>: the charset must come first, within the first 1024 bytes.
 */
export function tidyRenderedPage(html: string): string {
  return (
    scriptsAfterPaint(dropOnDemandPreloads(html))
      .replace(/<meta charset="[^"]*"\s*\/?>/i, '')
      .replace(/<head>/, '<head><meta charset="UTF-8">')
      // vite-react-ssg adds the (empty) html and body attributes of the page after a space.
      .replace(/<(html|body)\s+(?=[\w>])/g, '<$1 ')
      .replace(/<(html|body) >/g, '<$1>')
  )
}

/** The canonical URL a written page gives in its head. */
function canonicalUrl(file: string): URL {
  const href = /<link[^>]*rel="canonical"[^>]*href="([^"]+)"/.exec(readFileSync(file, 'utf8'))?.[1]
  if (!href) throw new Error(`${file} : aucune adresse canonique`)
  return new URL(href)
}

/**
 * An article is rendered once, at its route id (src/routes.tsx); its page is the same at its canonical id, the
 * address its canonical link gives: it is copied there.
 */
function writeCanonicalArticles(dist: string) {
  const dir = join(dist, 'articles')
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.html'))) {
    const canonicalFile = `${basename(canonicalUrl(join(dir, file)).pathname)}.html`
    if (canonicalFile !== file) copyFileSync(join(dir, file), join(dir, canonicalFile))
  }
}

/**
 * Once every page is written: each article at its canonical address too; the site's headers for every host, with
 * the hashes of the inline scripts the pages hold (dist/_headers, deploy/nginx.conf); then every text file stored
 * compressed beside itself.
 */
export async function finishBuild(outDir: string) {
  const start = performance.now()
  const dist = resolve(outDir)
  // Vite's manifests, read by the pre-rendering and done with, and the data router's loader data of each page
  // ({"0":null}: no route loads data, and the browser does not use that router, see src/browser/): not part of the site.
  for (const name of readdirSync(dist)) {
    if (name === '.vite' || name === 'static-loader-data' || name.startsWith('static-loader-data-manifest-'))
      rmSync(join(dist, name), { recursive: true })
  }
  writeCanonicalArticles(dist)
  const security = securityHeaders(inlineHashes(dist))
  const folders = readdirSync(dist, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? [entry.name] : []))
  writeFileSync(join(dist, '_headers'), headersFile(security, folders, { [ADMIN_FOLDER]: adminSecurityHeaders(security) }))
  const deploy = join(dist, '..', 'deploy')
  mkdirSync(deploy, { recursive: true })
  writeFileSync(
    join(deploy, 'nginx.conf'),
    nginxConf({ security, serverName: canonicalUrl(join(dist, 'index.html')).host, listen: '8080', root: dist }),
  )
  const compressed = await precompress(dist)
  console.log(`_headers, deploy/nginx.conf et ${compressed} fichiers compressés (brotli, gzip) : ${Math.round(performance.now() - start)} ms`)
}
