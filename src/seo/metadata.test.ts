import { describe, expect, it } from 'vitest'
import type { Site } from '../content/schema'
import { jsonForScript } from './json-for-script'
import { buildMetadata } from './metadata'

const site = {
  name: 'Cardio BPM Québec',
  baseUrl: 'https://www.exemple.ca',
  email: 'soutien@exemple.ca',
  defaultImage: '/images/og.webp',
  defaultImageAlt: 'Image par défaut',
  postalAddress: { street: '1, rue Principale', city: 'Québec', region: 'QC', postalCode: 'G1V 2L1', country: 'Canada' },
  social: [{ name: 'Facebook', url: 'https://www.facebook.com/exemple' }],
} as Site

const content = (meta: ReturnType<typeof buildMetadata>, key: string) =>
  meta.meta.find((tag) => ('name' in tag ? tag.name : tag.property) === key)?.content

const graphTypes = (meta: ReturnType<typeof buildMetadata>) => (meta.jsonLd['@graph'] as { '@type': string }[]).map((node) => node['@type'])

describe('buildMetadata', () => {
  it('gives a page its title, robots, Open Graph, Twitter, canonical and JSON-LD', () => {
    const meta = buildMetadata(site, {
      title: 'Contact',
      description: 'Écrivez-nous.',
      canonicalPath: '/contact',
      breadcrumb: [{ name: 'Contact', path: '/contact' }],
    })
    expect(meta.title).toBe('Contact | Cardio BPM Québec')
    expect(meta.canonical).toBe('https://www.exemple.ca/contact')
    expect(content(meta, 'description')).toBe('Écrivez-nous.')
    expect(content(meta, 'robots')).toBe('index, follow')
    expect(content(meta, 'og:locale')).toBe('fr_CA')
    expect(content(meta, 'og:type')).toBe('website')
    expect(content(meta, 'og:url')).toBe('https://www.exemple.ca/contact')
    // The page's own social image, drawn by the build, 1200 × 630, described.
    expect(content(meta, 'og:image')).toBe('https://www.exemple.ca/images/partage/contact.png')
    expect(content(meta, 'twitter:image')).toBe('https://www.exemple.ca/images/partage/contact.png')
    expect([content(meta, 'og:image:width'), content(meta, 'og:image:height')]).toEqual(['1200', '630'])
    expect(content(meta, 'og:image:alt')).toBe('Contact — Cardio BPM Québec')
    expect(content(meta, 'twitter:card')).toBe('summary_large_image')
    expect(meta.feed).toEqual({ type: 'application/atom+xml', title: 'Cardio BPM Québec — articles', href: 'https://www.exemple.ca/flux.atom' })
    expect(graphTypes(meta)).toEqual(['Organization', 'WebPage', 'BreadcrumbList'])
    const home = buildMetadata(site, { title: 'Accueil', description: 'd', canonicalPath: '/', breadcrumb: [] })
    expect(content(home, 'og:image')).toBe('https://www.exemple.ca/images/partage/accueil.png')
    const crumbs = (meta.jsonLd['@graph'] as Record<string, unknown>[])[2]?.itemListElement
    expect(crumbs).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Accueil', item: 'https://www.exemple.ca/' },
      { '@type': 'ListItem', position: 2, name: 'Contact', item: 'https://www.exemple.ca/contact' },
    ])
  })

  it('adds the Article node and article tags on an article', () => {
    const meta = buildMetadata(site, {
      title: 'HIIT',
      description: 'Intervalles.',
      canonicalPath: '/articles/hiit',
      image: '/images/articles/hiit.webp',
      breadcrumb: [
        { name: 'Articles', path: '/articles' },
        { name: 'HIIT', path: '/articles/hiit' },
      ],
      article: {
        publishedTime: '2025-01-15',
        modifiedTime: '2025-01-16',
        reviewedTime: '2026-11-22',
        author: 'Équipe',
        section: 'PERFORMANCE',
        tags: ['hiit'],
        sources: [
          {
            authors: 'Tanaka H, Monahan KD, Seals DR',
            year: 2001,
            title: 'Age-predicted maximal heart rate revisited',
            publisher: 'JACC',
            url: 'https://doi.org/x',
            citedFor: 'l’équation 208 − 0,7 × âge',
            kind: 'reference',
            manufacturer: false,
          },
        ],
      },
    })
    expect(content(meta, 'og:type')).toBe('article')
    // Shared with its social image; its illustration stays the image of the Article node.
    expect(content(meta, 'og:image')).toBe('https://www.exemple.ca/images/partage/articles/hiit.png')
    expect(content(meta, 'article:published_time')).toBe('2025-01-15')
    expect(graphTypes(meta)).toEqual(['Organization', 'WebPage', 'BreadcrumbList', 'Article'])
    const article = (meta.jsonLd['@graph'] as Record<string, unknown>[])[3]
    expect(article).toMatchObject({
      headline: 'HIIT',
      datePublished: '2025-01-15',
      dateModified: '2025-01-16',
      image: ['https://www.exemple.ca/images/articles/hiit.webp'],
      citation: [
        {
          '@type': 'CreativeWork',
          name: 'Age-predicted maximal heart rate revisited',
          author: 'Tanaka H, Monahan KD, Seals DR',
          datePublished: '2001',
          publisher: 'JACC',
          url: 'https://doi.org/x',
        },
      ],
    })
    expect((meta.jsonLd['@graph'] as Record<string, unknown>[])[1]).toMatchObject({ lastReviewed: '2026-11-22' })
    // No reviewer named in the article: no reviewedBy, nobody invented.
    expect((meta.jsonLd['@graph'] as Record<string, unknown>[])[1]).not.toHaveProperty('reviewedBy')
  })

  it('names the reviewer of an article that has one as a Person who reviewed its page', () => {
    const facts = (reviewer?: { name: string; credential: string; organization?: string }) => ({
      title: 'HIIT',
      description: 'Intervalles.',
      canonicalPath: '/articles/hiit',
      breadcrumb: [{ name: 'HIIT', path: '/articles/hiit' }],
      article: {
        publishedTime: '2025-01-15',
        modifiedTime: '2025-01-16',
        reviewedTime: '2026-11-22',
        reviewer,
        author: 'Équipe',
        section: 'PERFORMANCE',
        tags: [],
        sources: [],
      },
    })
    const webPage = (reviewer?: { name: string; credential: string; organization?: string }) =>
      (buildMetadata(site, facts(reviewer)).jsonLd['@graph'] as Record<string, unknown>[])[1]
    expect(webPage({ name: 'Anne Exemple', credential: 'kinésiologue', organization: 'Clinique Exemple' })).toMatchObject({
      lastReviewed: '2026-11-22',
      reviewedBy: {
        '@type': 'Person',
        name: 'Anne Exemple',
        jobTitle: 'kinésiologue',
        affiliation: { '@type': 'Organization', name: 'Clinique Exemple' },
      },
    })
    // Without an organization, the Person has no affiliation rather than an empty one.
    expect(webPage({ name: 'Anne Exemple', credential: 'kinésiologue' })?.reviewedBy).toEqual({
      '@type': 'Person',
      name: 'Anne Exemple',
      jobTitle: 'kinésiologue',
    })
  })

  it('marks the not-found page noindex and gives it no canonical', () => {
    const meta = buildMetadata(site, { title: 'Page introuvable', description: 'Absente.', breadcrumb: [], noindex: true })
    expect(content(meta, 'robots')).toBe('noindex, follow')
    expect(meta.canonical).toBeUndefined()
    expect(content(meta, 'og:url')).toBeUndefined()
    expect(content(meta, 'og:image')).toBe('https://www.exemple.ca/images/og.webp')
    expect(content(meta, 'og:image:alt')).toBe('Image par défaut')
  })
})

describe('jsonForScript', () => {
  it('cannot close its script element, whatever the content says', () => {
    const json = jsonForScript({ headline: '</script><script>alert("x")</script> & « guillemets »\u2028' })
    expect(json).not.toMatch(/<|>|\u2028/)
    expect(JSON.parse(json)).toEqual({ headline: '</script><script>alert("x")</script> & « guillemets »\u2028' })
  })
})
