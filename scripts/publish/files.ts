/**
 * The files the build publishes beside the pages, made from the content the build has already loaded: each article's
 * data under both its ids, the cards of every article, sitemap.xml, robots.txt, the Atom feed and each indexable page's social image.
 */
import type { Content } from '../../src/content/load.ts'
import type { Site } from '../../src/content/schema.ts'
import { toCard } from '../../src/content/articles.ts'
import {
  ARTICLE_CARDS_PATH,
  articleDataPath,
  HOME_ARTICLE_COUNT,
  LATEST_CARDS_PATH,
  articleIds,
  FEED_PATH,
  SITEMAP_PATH,
  socialImagePath,
} from '../../src/site-pages.ts'
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

/** The data the browser fetches: an article's, at each address of the article, the cards of the /articles page and the home page's. */
export function articleDataFiles(content: Content): PublishedFile[] {
  return [
    ...content.articles.flatMap((article) => articleIds(article).map((id) => ({ path: articleDataPath(id), source: JSON.stringify(article) }))),
    { path: ARTICLE_CARDS_PATH, source: JSON.stringify(content.articles.map(toCard)) },
    { path: LATEST_CARDS_PATH, source: JSON.stringify(content.articles.slice(0, HOME_ARTICLE_COUNT).map(toCard)) },
  ]
}

export async function publishedFiles(content: Content, images: SocialImageRenderer): Promise<PublishedFile[]> {
  const { site, articles } = content
  const pages = indexablePages(content)
  const socialImages = await Promise.all(
    pages.map(async (page) => ({ path: socialImagePath(page.path), source: await images.render(cardFacts(site, page)) })),
  )
  return [
    ...articleDataFiles(content),
    { path: SITEMAP_PATH, source: sitemapXml(site, pages) },
    { path: '/robots.txt', source: robotsTxt(site) },
    { path: FEED_PATH, source: articlesFeed(site, articles) },
    ...socialImages,
  ]
}
