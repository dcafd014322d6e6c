import { renderToString } from 'react-dom/server'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { seedArticles } from '../content/article-store'
import { loadContent } from '../content/load'
import { projectRoot } from '../content/scratch-content'
import type { Article } from '../content/schema'
import { Component as ArticlePage } from './article'

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
seedArticles({ [real.routeId]: real, [reviewed.routeId]: reviewed, [methods.routeId]: methods })

const render = (id: string) =>
  renderToString(
    <MemoryRouter initialEntries={[`/articles/${id}`]}>
      <Routes>
        <Route path="/articles/:articleId" element={<ArticlePage />} />
      </Routes>
    </MemoryRouter>,
  )

describe('an article’s named reviewer', () => {
  it('shows « Révisé par » with the name, credential and organization, beside the review date', () => {
    const byline = /<p class="mt-3 text-sm text-slate-600">([^]*?)<\/p>/.exec(render('article-revise'))?.[1] ?? ''
    expect(byline.replace(/<!-- -->/g, '')).toMatch(
      /Dernière révision.*<time[^>]*>[^<]+<\/time> · Révisé par Anne Exemple, kinésiologue, Clinique Exemple · Lecture/,
    )
  })

  it('shows nothing of the kind for an article without one', () => {
    expect(render(real.routeId)).not.toContain('Révisé par')
  })
})

describe('an article’s sources', () => {
  it('say which ones are a maker’s own documentation, and only those', () => {
    const list = /id="sources-article"[^]*?<ol[^>]*>([^]*?)<\/ol>/.exec(render(methods.routeId))?.[1] ?? ''
    const sources = [...list.matchAll(/<li>([^]*?)<\/li>/g)].map((match) => (match[1] ?? '').replace(/<[^>]+>|<!-- -->/g, ''))
    expect(sources.filter((item) => item.endsWith('Documentation du fabricant.')).map((item) => item.split(' ')[0])).toEqual([
      'Garmin',
      'Polar',
      'Apple',
      'COROS',
    ])
    expect(sources.filter((item) => !item.endsWith('Documentation du fabricant.')).map((item) => item.split(' ')[0])).toEqual([
      'Karvonen',
      'Gellish',
      'Friel',
    ])
  })
})
