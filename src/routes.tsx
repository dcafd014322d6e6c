import type { RouteRecord } from 'vite-react-ssg'
import { articleBodies, articles } from 'virtual:content/articles'
import { RootLayout } from './layout/RootLayout'
import { legalPages } from 'virtual:content/legal-index'
import { LEGAL_SLUGS } from './site-routes'

/** Path of the pre-rendered not-found page; the build writes it as 404.html. */
export const NOT_FOUND_PATH = '/404'

const notFound = () => import('./pages/NotFoundPage')

const articleRoutes: RouteRecord[] = articles.map((article) => ({
  path: `articles/${article.routeId}`,
  lazy: async () => {
    const [{ ArticleView }, body] = await Promise.all([import('./pages/ArticlePage'), articleBodies[article.routeId]()])
    return { Component: () => <ArticleView article={article} html={body.default} /> }
  },
}))

const legalRoutes: RouteRecord[] = LEGAL_SLUGS.map((slug) => ({
  path: slug,
  lazy: async () => {
    const [{ LegalView }, page] = await Promise.all([import('./pages/LegalPage'), legalPages[slug]()])
    return { Component: () => <LegalView page={page.default} /> }
  },
}))

/** The spec's route table, in its order; static segments win over :articleId, and '*' comes last. */
export const routes: RouteRecord[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, lazy: () => import('./pages/HomePage') },
      { path: 'calculateur-bpm', lazy: () => import('./pages/CalculatorPage') },
      { path: 'zones-cardiaques', lazy: () => import('./pages/ZonesPage') },
      { path: 'a-propos', lazy: () => import('./pages/AboutPage') },
      { path: 'contact', lazy: () => import('./pages/ContactPage') },
      ...articleRoutes,
      { path: 'articles/:articleId', lazy: notFound },
      ...legalRoutes,
      { path: '*', lazy: notFound },
    ],
  },
]
