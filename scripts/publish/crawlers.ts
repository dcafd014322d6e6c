/** What the build publishes for crawlers and feed readers: sitemap.xml, robots.txt and the Atom feed of the articles. */
import { Feed } from 'feed'
import type { Article, Site } from '../../src/content/schema.ts'
import { LANGUAGE } from '../../src/locale.ts'
import { articlePath, FEED_PATH, SITEMAP_PATH } from '../../src/site-pages.ts'
import type { IndexablePage } from './indexable-pages.ts'

const absolute = (site: Site, path: string) => new URL(path, `${site.baseUrl}/`).href
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** One <url> per indexable page: its canonical URL and the date of its last change. */
export function sitemapXml(site: Site, pages: readonly IndexablePage[]): string {
  const urls = pages.map((page) => `  <url><loc>${escapeXml(absolute(site, page.path))}</loc><lastmod>${page.lastModified}</lastmod></url>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/** Every crawler may read everything; the sitemap lists what to index. */
export function robotsTxt(site: Site): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absolute(site, SITEMAP_PATH)}\n`
}

/** A content date (AAAA-MM-JJ) as the instant a feed needs: midnight UTC, the same on every machine. */
const instant = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`)

/** The Atom feed of the articles, newest first as given; each entry is the article at its canonical URL, with its excerpt. */
export function articlesFeed(site: Site, articles: readonly Article[]): string {
  const updated = articles.map((article) => article.modifiedAt).reduce((latest, date) => (date > latest ? date : latest), '0000-01-01')
  const feed = new Feed({
    id: absolute(site, '/'),
    title: site.name,
    description: site.description,
    link: absolute(site, '/'),
    language: LANGUAGE,
    updated: instant(updated),
    generator: false,
    feedLinks: { atom: absolute(site, FEED_PATH) },
    author: { name: site.editorialAuthor, link: absolute(site, '/a-propos') },
    favicon: absolute(site, '/favicon.svg'),
    copyright: `© ${site.foundingYear} ${site.name}`,
  })
  for (const article of articles) {
    const url = absolute(site, articlePath(article.canonicalId))
    feed.addItem({
      id: url,
      link: url,
      title: article.title,
      description: article.excerpt,
      date: instant(article.modifiedAt),
      published: instant(article.publishedAt),
      author: [{ name: article.author }],
      category: [{ name: article.category, term: article.category }],
    })
  }
  return feed.atom1()
}
