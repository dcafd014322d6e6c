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

function organizationLd(site: Site): Record<string, unknown> {
  return {
    '@type': 'Organization',
    '@id': `${site.baseUrl}/#organisation`,
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

export function buildMetadata(site: Site, page: PageFacts): PageMetadata {
  const canonical = page.canonicalPath === undefined ? undefined : absoluteUrl(site, page.canonicalPath)
  const title = documentTitle(site, page.title)
  // Every indexable page has its own social image, drawn by the build (src/publish/social-images.ts); the not-found page has the site's.
  const socialImage = absoluteUrl(site, page.canonicalPath === undefined ? site.defaultImage : socialImagePath(page.canonicalPath))
  const imageAlt = page.canonicalPath === undefined ? site.defaultImageAlt : `${page.title} — ${site.name}`
  const image = page.image ? absoluteUrl(site, page.image) : socialImage
  const feed = { type: 'application/atom+xml', title: `${site.name} — articles`, href: absoluteUrl(site, FEED_PATH) }
  const crumbs: Crumb[] = [{ name: 'Accueil', path: '/' }, ...page.breadcrumb]

  const meta: MetaTag[] = [
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
  ]
  if (page.article) {
    meta.push(
      { property: 'article:published_time', content: page.article.publishedTime },
      { property: 'article:modified_time', content: page.article.modifiedTime },
      { property: 'article:author', content: page.article.author },
      { property: 'article:section', content: page.article.section },
      ...page.article.tags.map((tag) => ({ property: 'article:tag', content: tag })),
    )
  }

  const organization = organizationLd(site)
  const webPage = {
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
      publisher: { '@id': organization['@id'] },
    },
    primaryImageOfPage: { '@type': 'ImageObject', url: image },
  }
  if (!canonical) return { title, canonical, meta, feed, jsonLd: { '@context': 'https://schema.org', '@graph': [organization, webPage] } }

  const breadcrumbId = `${canonical}#fil-ariane`
  const graph: Record<string, unknown>[] = [
    organization,
    {
      ...webPage,
      '@id': `${canonical}#page`,
      url: canonical,
      breadcrumb: { '@id': breadcrumbId },
      ...(page.article && { lastReviewed: page.article.reviewedTime }),
      ...(page.article?.reviewer && { reviewedBy: reviewerPerson(page.article.reviewer) }),
    },
    {
      '@type': 'BreadcrumbList',
      '@id': breadcrumbId,
      itemListElement: crumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: absoluteUrl(site, crumb.path),
      })),
    },
  ]
  if (page.article) {
    graph.push({
      '@type': 'Article',
      '@id': `${canonical}#article`,
      headline: page.title,
      description: page.description,
      datePublished: page.article.publishedTime,
      dateModified: page.article.modifiedTime,
      image: [image],
      author: { '@type': 'Organization', name: page.article.author, url: absoluteUrl(site, '/a-propos') },
      publisher: { '@id': organization['@id'] },
      mainEntityOfPage: { '@id': `${canonical}#page` },
      articleSection: page.article.section,
      keywords: page.article.tags.join(', '),
      citation: page.article.sources.map((source) => ({
        '@type': 'CreativeWork',
        name: source.title,
        author: source.authors,
        ...(source.year !== undefined && { datePublished: String(source.year) }),
        publisher: source.publisher,
        ...(source.url && { url: source.url }),
      })),
      inLanguage: LANGUAGE,
    })
  }
  return { title, canonical, meta, feed, jsonLd: { '@context': 'https://schema.org', '@graph': graph } }
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
