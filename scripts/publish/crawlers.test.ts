// The sitemap and the feed of a small site written out here, checked against values worked out by hand; the feed is
// read back with an XML parser and checked for every element RFC 4287 (Atom) requires.
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import type { Content } from '../../src/content/load'
import type { Article, Site } from '../../src/content/schema'
import { articlesFeed, robotsTxt, sitemapXml } from './crawlers'
import { indexablePages } from './indexable-pages'

const site = {
  name: 'Cardio BPM Québec',
  description: 'Votre cœur en BPM.',
  baseUrl: 'https://www.exemple.ca',
  tagline: 'Le slogan',
  editorialAuthor: 'La rédaction',
  foundingYear: 2024,
} as Site
const article = (routeId: string, canonicalId: string, publishedAt: string, modifiedAt: string) =>
  ({
    routeId,
    canonicalId,
    title: `Titre ${routeId} & « guillemets »`,
    excerpt: `Extrait ${routeId} <b>`,
    category: 'PERFORMANCE',
    author: 'La rédaction',
    publishedAt,
    modifiedAt,
  }) as Article
const ARTICLES = [article('hiit-long', 'hiit', '2025-01-15', '2026-03-02'), article('repos-long', 'repos', '2025-01-10', '2025-01-10')]
const meta = (updatedAt: string) => ({ meta: { title: 'Titre de page', description: 'd', updatedAt } })
const content = {
  site,
  articles: ARTICLES,
  pages: {
    accueil: meta('2025-06-01'),
    'calculateur-bpm': meta('2025-02-01'),
    'zones-cardiaques': meta('2025-02-02'),
    articles: meta('2025-02-03'),
    'a-propos': meta('2025-02-04'),
    contact: meta('2026-05-05'),
    outils: meta('2025-02-06'),
    'test-recuperation-cardiaque': meta('2025-02-07'),
    'test-derive-cardiaque': meta('2025-02-08'),
    'journal-frequence-cardiaque-repos': meta('2025-02-09'),
    'analyse-seance': meta('2025-02-10'),
  },
  markdownPages: [{ name: 'dmca', title: 'DMCA', updatedAt: '2025-01-20' }],
} as unknown as Content

describe('the sitemap', () => {
  it('lists the canonical URL of each indexable page with the date of its last change', () => {
    expect(sitemapXml(site, indexablePages(content))).toBe(`<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>https://www.exemple.ca/</loc><lastmod>2026-03-02</lastmod></url>
  <url><loc>https://www.exemple.ca/calculateur-bpm</loc><lastmod>2025-02-01</lastmod></url>
  <url><loc>https://www.exemple.ca/zones-cardiaques</loc><lastmod>2025-02-02</lastmod></url>
  <url><loc>https://www.exemple.ca/articles</loc><lastmod>2026-03-02</lastmod></url>
  <url><loc>https://www.exemple.ca/a-propos</loc><lastmod>2025-02-04</lastmod></url>
  <url><loc>https://www.exemple.ca/contact</loc><lastmod>2026-05-05</lastmod></url>
  <url><loc>https://www.exemple.ca/outils</loc><lastmod>2025-02-06</lastmod></url>
  <url><loc>https://www.exemple.ca/outils/test-recuperation-cardiaque</loc><lastmod>2025-02-07</lastmod></url>
  <url><loc>https://www.exemple.ca/outils/test-derive-cardiaque</loc><lastmod>2025-02-08</lastmod></url>
  <url><loc>https://www.exemple.ca/outils/journal-frequence-cardiaque-repos</loc><lastmod>2025-02-09</lastmod></url>
  <url><loc>https://www.exemple.ca/outils/analyse-seance</loc><lastmod>2025-02-10</lastmod></url>
  <url><loc>https://www.exemple.ca/articles/hiit</loc><lastmod>2026-03-02</lastmod></url>
  <url><loc>https://www.exemple.ca/articles/repos</loc><lastmod>2025-01-10</lastmod></url>
  <url><loc>https://www.exemple.ca/dmca</loc><lastmod>2025-01-20</lastmod></url>
</urlset>
`)
  })

  it('is named by robots.txt, which lets every crawler read everything', () => {
    expect(robotsTxt(site)).toBe('User-agent: *\nAllow: /\n\nSitemap: https://www.exemple.ca/sitemap.xml\n')
  })
})

describe('the Atom feed', () => {
  const xml = articlesFeed(site, ARTICLES)
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    textNodeName: 'text',
    isArray: (name) => ['entry', 'link'].includes(name),
  })
  type Link = { rel?: string; href: string }
  type Text = string | { text: string; type?: string }
  const { feed } = parser.parse(xml) as {
    feed: {
      xmlns: string
      id: string
      title: Text
      updated: string
      author: { name: string }
      link: Link[]
      entry: { id: string; title: Text; updated: string; published: string; summary: Text; link: Link[]; author: { name: string } }[]
    }
  }
  const text = (value: Text) => (typeof value === 'string' ? value : value.text)

  it('is well-formed XML in the Atom namespace', () => {
    expect(XMLValidator.validate(xml)).toBe(true)
    expect(feed.xmlns).toBe('http://www.w3.org/2005/Atom')
  })

  it('has the elements Atom requires of a feed: id, title, updated, author, and a link to itself', () => {
    expect(feed.id).toBe('https://www.exemple.ca/')
    expect(text(feed.title)).toBe('Cardio BPM Québec')
    expect(feed.updated).toBe('2026-03-02T00:00:00.000Z')
    expect(feed.author.name).toBe('La rédaction')
    expect(feed.link).toContainEqual({ rel: 'self', href: 'https://www.exemple.ca/flux.atom' })
  })

  it('has one entry per article, at its canonical URL, with the elements Atom requires and its excerpt', () => {
    expect(feed.entry.map((entry) => entry.id)).toEqual(['https://www.exemple.ca/articles/hiit', 'https://www.exemple.ca/articles/repos'])
    const [hiit] = feed.entry
    expect(text(hiit?.title ?? '')).toBe('Titre hiit-long & « guillemets »')
    expect(hiit?.updated).toBe('2026-03-02T00:00:00.000Z')
    expect(hiit?.published).toBe('2025-01-15T00:00:00.000Z')
    expect(hiit?.link[0]?.href).toBe('https://www.exemple.ca/articles/hiit')
    expect(text(hiit?.summary ?? '')).toBe('Extrait hiit-long <b>')
    expect(hiit?.author.name).toBe('La rédaction')
  })
})
