/** Build steps around the pre-rendered pages, called by vite-react-ssg (see vite.config.ts). */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadContent } from '../src/content/load.ts'
import { allPaths } from '../src/site-pages.ts'
import { dropOnDemandPreloads } from './on-demand-chunks.ts'

/** No preload of on-demand code; and Helmet writes its tags right after <head>: the charset must come first, within the first 1024 bytes. */
export function tidyRenderedPage(html: string): string {
  return dropOnDemandPreloads(html)
    .replace(/<meta charset="[^"]*"\s*\/?>/i, '')
    .replace(/<head>/, '<head><meta charset="UTF-8">')
}

function sitemap(baseUrl: string, paths: string[]): string {
  const urls = paths.map((path) => `  <url><loc>${baseUrl}${path}</loc></url>`).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

/** Writes sitemap.xml and robots.txt beside the pages. */
export function finishBuild(dir: string) {
  const { site, articles } = loadContent(process.cwd())
  writeFileSync(join(dir, 'sitemap.xml'), sitemap(site.baseUrl, allPaths(articles.map((a) => a.routeId))))
  writeFileSync(join(dir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${site.baseUrl}/sitemap.xml\n`)
}
