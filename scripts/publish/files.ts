/**
 * The files the build publishes beside the pages, made from the content the build has already loaded: sitemap.xml,
 * robots.txt, the Atom feed and each indexable page's social image.
 */
import type { Content } from '../../src/content/load.ts'
import type { Site } from '../../src/content/schema.ts'
import { FEED_PATH, SITEMAP_PATH, socialImagePath } from '../../src/site-pages.ts'
import { articlesFeed, robotsTxt, sitemapXml } from './crawlers.ts'
import { indexablePages, type IndexablePage } from './indexable-pages.ts'
import type { CardFacts } from './social-card.ts'
import type { SocialImageRenderer } from './social-images.ts'

export interface PublishedFile {
  /** Root-relative path where the file is served. */
  path: string
  source: string | Uint8Array
}

/** What a page's social image shows. */
export const cardFacts = (site: Site, page: IndexablePage): CardFacts => ({
  siteName: site.name,
  domain: new URL(site.baseUrl).host,
  kicker: page.kicker,
  title: page.title,
})

export async function publishedFiles(content: Content, images: SocialImageRenderer): Promise<PublishedFile[]> {
  const { site, articles } = content
  const pages = indexablePages(content)
  const socialImages = await Promise.all(
    pages.map(async (page) => ({ path: socialImagePath(page.path), source: await images.render(cardFacts(site, page)) })),
  )
  return [
    { path: SITEMAP_PATH, source: sitemapXml(site, pages) },
    { path: '/robots.txt', source: robotsTxt(site) },
    { path: FEED_PATH, source: articlesFeed(site, articles) },
    ...socialImages,
  ]
}
