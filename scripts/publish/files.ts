/**
 * The files the build publishes beside the pages, made from the content the build has already loaded: sitemap.xml,
 * robots.txt, the Atom feed, and each indexable page's social image, each written as soon as it is made.
 */
import { availableParallelism } from 'node:os'
import type { Content } from '../../src/content/load.ts'
import type { Site } from '../../src/content/schema.ts'
import { FEED_PATH, SITEMAP_PATH, socialImagePath } from '../../src/site-pages.ts'
import { articlesFeed, robotsTxt, sitemapXml } from './crawlers.ts'
import { indexablePages, type IndexablePage } from './indexable-pages.ts'
import type { CardFacts } from './social-card.ts'
import type { SocialImageRenderer } from './social-images.ts'

/** Writes a file served at a root-relative path. */
export type WriteFile = (path: string, source: string | Uint8Array) => void

/** What a page's social image shows. */
export const cardFacts = (site: Site, page: IndexablePage): CardFacts => ({
  siteName: site.name,
  domain: new URL(site.baseUrl).host,
  kicker: page.kicker,
  title: page.title,
})

/** The sitemap, robots.txt and the Atom feed. */
export function writeCrawlerFiles(content: Content, write: WriteFile) {
  write(SITEMAP_PATH, sitemapXml(content.site, indexablePages(content)))
  write('/robots.txt', robotsTxt(content.site))
  write(FEED_PATH, articlesFeed(content.site, content.articles))
}

/**
 * Each indexable page's social image, published (`publish`: a second name for the file, served at the path) as soon
 * as the cache holds it, drawn first if it does not: as many pages at a time as the machine has cores, so that a
 * thousand images are never drawn together.
 */
export async function publishSocialImages(content: Content, images: SocialImageRenderer, publish: (path: string, file: string) => void) {
  const pages = indexablePages(content)
  let next = 0
  const worker = async () => {
    for (let page = pages[next++]; page; page = pages[next++]) publish(socialImagePath(page.path), await images.file(cardFacts(content.site, page)))
  }
  await Promise.all(Array.from({ length: availableParallelism() }, worker))
}
