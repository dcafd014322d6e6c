/** Post-processing of the pre-rendered pages, called by vite-react-ssg (see vite.config.ts). */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadContent } from '../src/content/load.ts'
import { allPaths } from '../src/site-routes.ts'

const CHARSET = '<meta charset="UTF-8" />'

/** Helmet writes its tags right after <head>: the charset must come first, within the first 1024 bytes. */
export function tidyRenderedPage(html: string): string {
  return html.replace(CHARSET, '').replace(/<head>/, `<head>${CHARSET}`)
}

/** Removes an attribute written twice on one tag (the critical-CSS step repeats crossorigin), which is invalid HTML. */
export function dropDuplicateCrossorigin(html: string): string {
  return html.replace(/<link\b[^>]*>/g, (tag) => {
    let seen = false
    return tag.replace(/\s+crossorigin(="[^"]*")?/g, (attribute) => {
      if (seen) return ''
      seen = true
      return attribute
    })
  })
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? htmlFiles(join(dir, entry.name)) : entry.name.endsWith('.html') ? [join(dir, entry.name)] : [],
  )
}

export function sitemap(baseUrl: string, paths: string[]): string {
  const urls = paths.map((path) => `  <url><loc>${baseUrl}${path}</loc></url>`).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

export function finishBuild(dir: string) {
  for (const file of htmlFiles(dir)) {
    const html = readFileSync(file, 'utf8')
    const tidy = dropDuplicateCrossorigin(html)
    if (tidy !== html) writeFileSync(file, tidy)
  }
  const { site, articles } = loadContent(process.cwd())
  writeFileSync(join(dir, 'sitemap.xml'), sitemap(site.baseUrl, allPaths(articles.map((a) => a.routeId))))
  writeFileSync(join(dir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${site.baseUrl}/sitemap.xml\n`)
}
