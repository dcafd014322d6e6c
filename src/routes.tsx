/**
 * The spec's route table, rendered at build time (src/prerender.tsx): the pages, the articles, the Markdown pages,
 * the page of a withdrawn article's addresses (410.html), then '*' (first match wins). The browser has no router: each
 * page is a page load.
 */
import type { RouteRecord } from 'vite-react-ssg'
import articles from 'virtual:content/article-data'
import articleCards from 'virtual:content/article-cards'
import { markdownPageContent } from 'virtual:content/markdown-pages'
import { pageContent } from 'virtual:content/pages'
import { RootLayout } from './layout/RootLayout'
import type { PageContent } from './content/schema'
import AboutPage from './pages/a-propos'
import HomePage from './pages/accueil'
import { ArticlePage } from './pages/article'
import ArticlesPage from './pages/articles'
import CalculatorPage from './pages/calculateur-bpm'
import ContactPage from './pages/contact'
import DriftTestPage from './pages/test-derive-cardiaque'
import RestingLogPage from './pages/journal-frequence-cardiaque-repos'
import WorkoutFilePage from './pages/analyse-seance'
import MarkdownPage from './pages/markdown-page'
import { NotFound } from './pages/not-found'
import { Withdrawn } from './pages/withdrawn'
import ToolsPage from './pages/outils'
import RecoveryTestPage from './pages/test-recuperation-cardiaque'
import ZonesPage from './pages/zones-cardiaques'
import { articlePath, GONE_PATH, MARKDOWN_PAGES, PAGES, pagePath, type PageName } from './site-pages'

/** Each page's view, given the content its file holds (the compiler checks that they match). */
const PAGE_VIEWS: { [N in PageName]: (content: PageContent<N>) => React.ReactElement } = {
  accueil: (content) => <HomePage content={content} cards={articleCards} />,
  'calculateur-bpm': (content) => <CalculatorPage content={content} />,
  'zones-cardiaques': (content) => <ZonesPage content={content} />,
  articles: (content) => <ArticlesPage content={content} articles={articleCards} />,
  'a-propos': (content) => <AboutPage content={content} />,
  contact: (content) => <ContactPage content={content} />,
  outils: (content) => <ToolsPage content={content} />,
  'test-recuperation-cardiaque': (content) => <RecoveryTestPage content={content} />,
  'test-derive-cardiaque': (content) => <DriftTestPage content={content} />,
  'journal-frequence-cardiaque-repos': (content) => <RestingLogPage content={content} />,
  'analyse-seance': (content) => <WorkoutFilePage content={content} />,
}

/** A page's route: its view and its content module load together, when the build renders it. */
function pageRoute<N extends PageName>(name: N): RouteRecord['lazy'] {
  return async () => {
    const { default: content } = await pageContent[name]()
    return { Component: () => PAGE_VIEWS[name](content) }
  }
}

const pageRoutes: RouteRecord[] = PAGES.map(({ name }) => {
  const lazy = pageRoute(name)
  return name === 'accueil' ? { index: true, lazy } : { path: pagePath(name).slice(1), lazy }
})

const markdownRoutes: RouteRecord[] = MARKDOWN_PAGES.map((name) => ({
  path: name,
  lazy: async () => {
    const { default: content } = await markdownPageContent[name]()
    return { Component: () => <MarkdownPage content={content} /> }
  },
}))

/**
 * Each article is rendered once, at its route id; the build writes the same page at its canonical id too
 * (scripts/site-files.ts), so that the canonical URL answers with it.
 */
const articleRoute: RouteRecord = {
  path: 'articles/:articleId',
  Component: ArticlePage,
  getStaticPaths: () => Object.values(articles).map(({ routeId }) => articlePath(routeId).slice(1)),
}

export const routes: RouteRecord[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      ...pageRoutes,
      articleRoute,
      ...markdownRoutes,
      { path: GONE_PATH.slice(1), Component: Withdrawn },
      { path: '*', Component: NotFound },
    ],
  },
]
