/** One place that turns a page's facts into its title, meta tags, canonical URL and JSON-LD. Pure, unit-tested. */
import type { Reviewer, Site, Source } from '../content/schema'
import { SOCIAL_IMAGE_SIZE } from '../content/images'
import { LANGUAGE, OG_LOCALE } from '../locale'
import { FEED_PATH, socialImagePath } from '../site-pages'

export interface Crumb {
  name: string
  /** Root-relative path, possibly with a #fragment. */
  path: string
}

interface ArticleFacts {
  publishedTime: string
  modifiedTime: string
  /** Date of the last editorial review (schema.org lastReviewed). */
  reviewedTime: string
  /** The person who reviewed it, if the article names one (schema.org reviewedBy). */
  reviewer?: Reviewer
  author: string
  section: string
  tags: string[]
  sources: Source[]
}

export interface PageFacts {
  /** Title without the site name. */
  title: string
  description: string
  /** Root-relative path of the canonical URL; absent on the not-found page, which has none. */
  canonicalPath?: string
  /** Root-relative path of the page's own picture (an article's illustration) for its JSON-LD; its social image otherwise. */
  image?: string
  /** Crumbs after « Accueil », the page itself last. */
  breadcrumb: Crumb[]
  article?: ArticleFacts
  noindex?: boolean
}

type MetaTag = { name: string; content: string } | { property: string; content: string }

/** A <link rel="alternate">: the Atom feed of the articles, named in every page's head. */
interface AlternateLink {
  type: string
  title: string
  href: string
}

export interface PageMetadata {
  title: string
  canonical?: string
  meta: MetaTag[]
  feed: AlternateLink
  jsonLd: Record<string, unknown>
}

const absoluteUrl = (site: Site, path: string) => new URL(path, `${site.baseUrl}/`).href

function documentTitle(site: Site, title: string): string {
  return `${title} | ${site.name}`
}

const organizationId = (site: Site) => `${site.baseUrl}/#organisation`

function organizationLd(site: Site): Record<string, unknown> {
  return {
    '@type': 'Organization',
    '@id': organizationId(site),
    name: site.name,
    url: `${site.baseUrl}/`,
    logo: absoluteUrl(site, '/apple-touch-icon.png'),
    email: site.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.postalAddress.street,
      addressLocality: site.postalAddress.city,
      addressRegion: site.postalAddress.region,
      postalCode: site.postalAddress.postalCode,
      addressCountry: 'CA',
    },
    sameAs: site.social.map((s) => s.url),
  }
}

/** What a page's tags and JSON-LD both name: its canonical URL, document title and images. */
interface PageUrls {
  canonical?: string
  title: string
  /** The page's social image (og:image), and the picture its JSON-LD names (an article's illustration, or the same). */
  socialImage: string
  image: string
  imageAlt: string
}

function pageUrls(site: Site, page: PageFacts): PageUrls {
  const indexable = page.canonicalPath !== undefined
  // Every indexable page has its own social image, drawn by the build (scripts/publish/social-images.ts); the not-found page has the site's.
  const socialImage = absoluteUrl(site, indexable ? socialImagePath(page.canonicalPath ?? '/') : site.defaultImage)
  return {
    canonical: indexable ? absoluteUrl(site, page.canonicalPath ?? '/') : undefined,
    title: documentTitle(site, page.title),
    socialImage,
    image: page.image ? absoluteUrl(site, page.image) : socialImage,
    imageAlt: indexable ? `${page.title} — ${site.name}` : site.defaultImageAlt,
  }
}

function metaTags(site: Site, page: PageFacts, { canonical, socialImage, imageAlt }: PageUrls): MetaTag[] {
  return [
    { name: 'description', content: page.description },
    { name: 'robots', content: page.noindex ? 'noindex, follow' : 'index, follow' },
    { property: 'og:type', content: page.article ? 'article' : 'website' },
    { property: 'og:site_name', content: site.name },
    { property: 'og:locale', content: OG_LOCALE },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    ...(canonical ? [{ property: 'og:url', content: canonical }] : []),
    { property: 'og:image', content: socialImage },
    { property: 'og:image:width', content: String(SOCIAL_IMAGE_SIZE.width) },
    { property: 'og:image:height', content: String(SOCIAL_IMAGE_SIZE.height) },
    { property: 'og:image:alt', content: imageAlt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: page.title },
    { name: 'twitter:description', content: page.description },
    { name: 'twitter:image', content: socialImage },
    { name: 'twitter:image:alt', content: imageAlt },
    ...(page.article
      ? [
          { property: 'article:published_time', content: page.article.publishedTime },
          { property: 'article:modified_time', content: page.article.modifiedTime },
          { property: 'article:author', content: page.article.author },
          { property: 'article:section', content: page.article.section },
          ...page.article.tags.map((tag) => ({ property: 'article:tag', content: tag })),
        ]
      : []),
  ]
}

function webPageLd(site: Site, page: PageFacts, { title, image }: PageUrls): Record<string, unknown> {
  return {
    '@type': 'WebPage',
    name: title,
    description: page.description,
    inLanguage: LANGUAGE,
    isPartOf: {
      '@type': 'WebSite',
      '@id': `${site.baseUrl}/#site`,
      name: site.name,
      url: `${site.baseUrl}/`,
      inLanguage: LANGUAGE,
      publisher: { '@id': organizationId(site) },
    },
    primaryImageOfPage: { '@type': 'ImageObject', url: image },
  }
}

function breadcrumbLd(site: Site, page: PageFacts, id: string): Record<string, unknown> {
  const crumbs: Crumb[] = [{ name: 'Accueil', path: '/' }, ...page.breadcrumb]
  return {
    '@type': 'BreadcrumbList',
    '@id': id,
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(site, crumb.path),
    })),
  }
}

function articleLd(site: Site, page: PageFacts, article: ArticleFacts, { canonical, image }: PageUrls): Record<string, unknown> {
  return {
    '@type': 'Article',
    '@id': `${canonical}#article`,
    headline: page.title,
    description: page.description,
    datePublished: article.publishedTime,
    dateModified: article.modifiedTime,
    image: [image],
    author: { '@type': 'Organization', name: article.author, url: absoluteUrl(site, '/a-propos') },
    publisher: { '@id': organizationId(site) },
    mainEntityOfPage: { '@id': `${canonical}#page` },
    articleSection: article.section,
    keywords: article.tags.join(', '),
    citation: article.sources.map((source) => ({
      '@type': 'CreativeWork',
      name: source.title,
      author: source.authors,
      ...(source.year !== undefined && { datePublished: String(source.year) }),
      publisher: source.publisher,
      ...(source.url && { url: source.url }),
    })),
    inLanguage: LANGUAGE,
  }
}

/** The JSON-LD graph: the organization and the page; for an indexable page, its breadcrumb, and its article if it is one. */
function jsonLdGraph(site: Site, page: PageFacts, urls: PageUrls): Record<string, unknown>[] {
  const webPage = webPageLd(site, page, urls)
  const { canonical } = urls
  if (!canonical) return [organizationLd(site), webPage]
  const breadcrumbId = `${canonical}#fil-ariane`
  const { article } = page
  return [
    organizationLd(site),
    {
      ...webPage,
      '@id': `${canonical}#page`,
      url: canonical,
      breadcrumb: { '@id': breadcrumbId },
      ...(article && { lastReviewed: article.reviewedTime }),
      ...(article?.reviewer && { reviewedBy: reviewerPerson(article.reviewer) }),
    },
    breadcrumbLd(site, page, breadcrumbId),
    ...(article ? [articleLd(site, page, article, urls)] : []),
  ]
}

export function buildMetadata(site: Site, page: PageFacts): PageMetadata {
  const urls = pageUrls(site, page)
  return {
    title: urls.title,
    canonical: urls.canonical,
    meta: metaTags(site, page, urls),
    feed: { type: 'application/atom+xml', title: `${site.name} — articles`, href: absoluteUrl(site, FEED_PATH) },
    jsonLd: { '@context': 'https://schema.org', '@graph': jsonLdGraph(site, page, urls) },
  }
}

/** The reviewer as a schema.org Person: the credential as job title, the organization as affiliation. */
function reviewerPerson(reviewer: Reviewer): Record<string, unknown> {
  return {
    '@type': 'Person',
    name: reviewer.name,
    jobTitle: reviewer.credential,
    ...(reviewer.organization && { affiliation: { '@type': 'Organization', name: reviewer.organization } }),
  }
}
