/** Every page a search engine should index, at its canonical address: what the sitemap and the social images are made from. */
import type { Content } from '../../src/content/load.ts'
import { articlePath, HOME_ARTICLE_COUNT, markdownPageKicker, markdownPagePath, PAGES, pagePath, type PageName } from '../../src/site-pages.ts'

export interface IndexablePage {
  /** Root-relative canonical path. */
  path: string
  /** The page's title as it is shared (og:title). */
  title: string
  /** What the page is, above its title on its social image: an article's category, a page's label in the header. */
  kicker: string
  /** Date of the page's last change, AAAA-MM-JJ (the sitemap's lastmod). */
  lastModified: string
}

const newest = (dates: string[]) => dates.reduce((latest, date) => (date > latest ? date : latest))

/**
 * Pages, articles, then Markdown pages; the not-found page is not indexable. A page's date is its content's:
 * `meta.updatedAt` of a YAML page, `modifiedAt` of an article, `updatedAt` of a Markdown page. The home page and the
 * /articles page show article cards, so their date is also that of the newest change to an article they list.
 */
export function indexablePages({ site, pages, articles, markdownPages }: Content): IndexablePage[] {
  const listed: Partial<Record<PageName, Content['articles']>> = { accueil: articles.slice(0, HOME_ARTICLE_COUNT), articles }
  return [
    ...PAGES.map(({ name, label }) => ({
      path: pagePath(name),
      title: pages[name].meta.title,
      kicker: name === 'accueil' ? site.tagline : label,
      lastModified: newest([pages[name].meta.updatedAt, ...(listed[name] ?? []).map((article) => article.modifiedAt)]),
    })),
    ...articles.map((article) => ({
      path: articlePath(article.canonicalId),
      title: article.title,
      kicker: article.category,
      lastModified: article.modifiedAt,
    })),
    ...markdownPages.map((page) => ({
      path: markdownPagePath(page.name),
      title: page.title,
      kicker: markdownPageKicker(page.name),
      lastModified: page.updatedAt,
    })),
  ]
}
