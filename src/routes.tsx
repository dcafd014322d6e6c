import type { ComponentType } from 'react'
import type { RouteRecord } from 'vite-react-ssg'
import { markdownPageContent } from 'virtual:content/markdown-pages'
import { pageContent } from 'virtual:content/pages'
import { HYDRATED_ATTRIBUTE } from './browser/hydrated'
import { RootLayout } from './layout/RootLayout'
import { articleIdIn, articlePath, MARKDOWN_PAGES, PAGES, pagePath } from './site-pages'

type View = ComponentType<{ content: never }>
/** A page's module: its component and, if it needs more data than its content, what loads that data first. */
const views = import.meta.glob<{ default: View; prepare?: () => Promise<void> }>('./pages/*.tsx')

/**
 * A route whose component, src/pages/<view>.tsx, receives its content as a prop; both load with the route, and the
 * page's own data if it has any (its `prepare`), so that the page renders and hydrates without waiting.
 */
function contentRoute(view: string, content: (() => Promise<{ default: unknown }>) | undefined): RouteRecord['lazy'] {
  const loadView = views[`./pages/${view}.tsx`]
  if (!loadView || !content) throw new Error(`Page « ${view} » : src/pages/${view}.tsx ou son contenu introuvable`)
  return async () => {
    const [{ default: Page, prepare }, { default: data }] = await Promise.all([loadView(), content()])
    await prepare?.()
    return { Component: () => <Page content={data as never} /> }
  }
}

async function articleRoute() {
  const [{ Component }, store] = await Promise.all([import('./pages/article'), import('./content/article-store')])
  if (import.meta.env.SSR) {
    const { default: articles } = await import('virtual:content/article-data')
    store.seedArticles(articles)
    // Each article is rendered once, at its route id; the build writes the same page at its canonical id too
    // (build/site-files.ts), so that the canonical URL answers with it.
    return { Component, getStaticPaths: () => Object.values(articles).map(({ routeId }) => articlePath(routeId).slice(1)) }
  }
  const id = articleIdIn(window.location.pathname)
  // The page being hydrated shows its article in its own HTML; an article opened later is fetched as it is opened.
  if (id && !document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)) store.readArticleFromPage(id)
  return { Component }
}

const pageRoutes: RouteRecord[] = PAGES.map(({ name }) => {
  const lazy = contentRoute(name, pageContent[name])
  return name === 'accueil' ? { index: true, lazy } : { path: pagePath(name).slice(1), lazy }
})

const markdownRoutes: RouteRecord[] = MARKDOWN_PAGES.map((name) => ({
  path: name,
  lazy: contentRoute('markdown-page', markdownPageContent[name]),
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
