import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { loadContent } from '../content/load'
import { projectRoot } from '../content/scratch-content'
import type { Article } from '../content/schema'
import { ArticleView } from './article'

// The head is written by vite-react-ssg's Helmet, which needs the pre-rendering's provider: not what is tested here.
vi.mock('../seo/Seo', () => ({ Seo: () => null }))

/** A real article, given a reviewer under another id (the fixture), beside itself without one. */
const { articles } = loadContent(projectRoot)
const [real] = articles
if (!real) throw new Error('aucun article')
/** The article that describes what watches do from their makers' own documentation. */
const methods = articles.find((article) => article.routeId === 'methode-zones-cardiaques-montre-calculateur')
if (!methods) throw new Error('article des méthodes introuvable')
const reviewed: Article = {
  ...real,
  routeId: 'article-revise',
  canonicalId: 'article-revise',
  reviewer: { name: 'Anne Exemple', credential: 'kinésiologue', organization: 'Clinique Exemple' },
}
const render = (article: Article) => renderToString(<ArticleView article={article} />)

describe('an article’s named reviewer', () => {
  it('shows « Révisé par » with the name, credential and organization, beside the review date', () => {
    const byline = /<p class="mt-3 text-sm text-slate-600">([^]*?)<\/p>/.exec(render(reviewed))?.[1] ?? ''
    expect(byline.replace(/<!-- -->/g, '')).toMatch(
      /Dernière révision.*<time[^>]*>[^<]+<\/time> · Révisé par Anne Exemple, kinésiologue, Clinique Exemple · Lecture/,
    )
  })

  it('shows nothing of the kind for an article without one', () => {
    expect(render(real)).not.toContain('Révisé par')
  })
})

describe('an article’s sources', () => {
  /** Each reference of the article's list, as its text reads. */
  const sourceItems = (article: Article) => {
    const list = /id="sources-article"[^]*?<ol[^>]*>([^]*?)<\/ol>/.exec(render(article))?.[1] ?? ''
    return [...list.matchAll(/<li>([^]*?)<\/li>/g)].map((match) => (match[1] ?? '').replace(/<[^>]+>|<!-- -->/g, ''))
  }

  it('say which ones are a maker’s own documentation, and only those', () => {
    const sources = sourceItems(methods)
    const maker = (item: string) => item.includes('. Documentation du fabricant. ')
    expect(sources.filter(maker).map((item) => item.split(' ')[0])).toEqual(['Garmin', 'Apple', 'COROS'])
    expect(sources.filter((item) => !maker(item)).map((item) => item.split(' ')[0])).toEqual([
      'Karvonen',
      'Gellish',
      'Nes',
      'Tanaka',
      'Gulati',
      'Garber',
      'Friel',
    ])
  })

  it('end with the statement each one is cited for', () => {
    const sources = sourceItems(methods)
    expect(sources).toHaveLength(10)
    expect(sources[0]).toMatch(
      /, vol\. 35, n\u1d52\u00a03, p\. 307-315\. Citée pour la méthode de la réserve de fréquence cardiaque, proposée en 1957\.$/,
    )
    expect(sources[7]).toMatch(
      /\. Documentation du fabricant\. Citée pour les zones fixées par défaut d’après le profil, généralement calculées en pourcentage de la FC max/,
    )
  })
})
