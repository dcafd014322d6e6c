import type { ComponentType } from 'react'
import type { RouteRecord } from 'vite-react-ssg'
import { markdownPageContent } from 'virtual:content/markdown-pages'
import { pageContent } from 'virtual:content/pages'
import { HYDRATED_ATTRIBUTE } from './browser/hydrated'
import { RootLayout } from './layout/RootLayout'
import type { PageContent } from './content/schema'
import { articleIdIn, articlePath, MARKDOWN_PAGES, PAGES, pagePath, type PageName } from './site-pages'

/** A page's module: its component, given its content, and, if it needs more data than its content, what loads that data first. */
interface PageModule<C> {
  default: ComponentType<{ content: C }>
  prepare?: () => Promise<void>
}

/** Each page's component, src/pages/<name>.tsx: the compiler checks that it takes the content its file holds. */
const PAGE_VIEWS: { [N in PageName]: () => Promise<PageModule<PageContent<N>>> } = {
  accueil: () => import('./pages/accueil'),
  'calculateur-bpm': () => import('./pages/calculateur-bpm'),
  'zones-cardiaques': () => import('./pages/zones-cardiaques'),
  articles: () => import('./pages/articles'),
  'a-propos': () => import('./pages/a-propos'),
  contact: () => import('./pages/contact'),
  outils: () => import('./pages/outils'),
  'test-recuperation-cardiaque': () => import('./pages/test-recuperation-cardiaque'),
  'test-derive-cardiaque': () => import('./pages/test-derive-cardiaque'),
  'journal-frequence-cardiaque-repos': () => import('./pages/journal-frequence-cardiaque-repos'),
}

/**
 * A route whose component receives its content as a prop; both load with the route, and the page's own data if it
 * has any (its `prepare`), so that the page renders and hydrates without waiting.
 */
function contentRoute<C>(loadView: () => Promise<PageModule<C>>, loadContent: () => Promise<{ default: C }>): RouteRecord['lazy'] {
  return async () => {
    const [{ default: Page, prepare }, { default: content }] = await Promise.all([loadView(), loadContent()])
    await prepare?.()
    return { Component: () => <Page content={content} /> }
  }
}

const pageRoute = <N extends PageName>(name: N) => contentRoute(PAGE_VIEWS[name], pageContent[name])

async function articleRoute() {
  const articleView = import('./pages/article')
  const store = await import('./content/article-store')
  const { Component } = await articleView
  if (import.meta.env.SSR) {
    const { default: articles } = await import('virtual:content/article-data')
    store.seedArticles(articles)
    // Each article is rendered once, at its route id; the build writes the same page at its canonical id too
    // (scripts/site-files.ts), so that the canonical URL answers with it.
    return { Component, getStaticPaths: () => Object.values(articles).map(({ routeId }) => articlePath(routeId).slice(1)) }
  }
  const id = articleIdIn(window.location.pathname)
  // The page being hydrated shows its article in its own HTML; an article opened later is fetched as it is opened.
  if (id && !document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)) store.readArticleFromPage(id)
  return { Component }
}

const pageRoutes: RouteRecord[] = PAGES.map(({ name }) => {
  const lazy = pageRoute(name)
  return name === 'accueil' ? { index: true, lazy } : { path: pagePath(name).slice(1), lazy }
})

const markdownRoutes: RouteRecord[] = MARKDOWN_PAGES.map((name) => ({
  path: name,
  lazy: contentRoute(() => import('./pages/markdown-page'), markdownPageContent[name]),
}))

/** No route has data to reload: a change of query (the calculator's) must not make the router fetch anything. */
const neverRevalidate = () => false

/** The spec's route table: the pages, the articles, the Markdown pages, then '*' (first match wins). */
export const routes: RouteRecord[] = [
  {
    path: '/',
    element: <RootLayout />,
    shouldRevalidate: neverRevalidate,
    children: [
      ...pageRoutes,
      { path: 'articles/:articleId', lazy: articleRoute },
      ...markdownRoutes,
      { path: '*', lazy: () => import('./pages/not-found') },
    ].map((route) => ({ ...route, shouldRevalidate: neverRevalidate })),
  },
]
