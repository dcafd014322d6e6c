/**
 * How a pre-rendered page comes alive in the browser (src/main.tsx). vite-react-ssg pre-renders every page
 * with React Router's data router; no route has data to load, so the browser hydrates the same routes with React
 * Router's plain router (BrowserRouter and useRoutes), 15 KB lighter. A route's module loads before its page
 * hydrates, or before it replaces the current page on a client-side navigation (which runs in a transition).
 */
import { startTransition, use, type ReactElement } from 'react'
import { BrowserRouter, matchRoutes, useRoutes, type RouteObject } from 'react-router-dom'
import type { RouteRecord } from 'vite-react-ssg'

type Lazy = NonNullable<RouteRecord['lazy']>

const views = new Map<Lazy, ReactElement>()
const loading = new Map<Lazy, Promise<ReactElement>>()

function load(lazy: Lazy): Promise<ReactElement> {
  let promise = loading.get(lazy)
  if (!promise) {
    promise = lazy().then(
      ({ Component }) => {
        if (!Component) throw new Error('Une route paresseuse doit exporter Component')
        const view = <Component />
        views.set(lazy, view)
        return view
      },
      // A module that no longer exists (the site was deployed since this page was opened): load the page itself.
      () => {
        window.location.reload()
        return new Promise<never>(() => {})
      },
    )
    loading.set(lazy, promise)
  }
  return promise
}

function RouteView({ lazy }: { lazy: Lazy }) {
  return views.get(lazy) ?? use(load(lazy))
}

function toRoutes(records: RouteRecord[]): RouteObject[] {
  return records.map((record) => {
    const element = record.element ?? (record.lazy ? <RouteView lazy={record.lazy} /> : undefined)
    return record.index ? { index: true, element } : { path: record.path, element, children: record.children && toRoutes(record.children) }
  })
}

function Pages({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes)
}

/**
 * The page's work is cut into tasks, so that none blocks the main thread long (Lighthouse's total blocking time): the
 * modules' evaluation; then, in a task of its own, the route's matching; react-dom's client and the page's module,
 * evaluated as they arrive (each page names them in its HTML: scripts/page-html.ts); and the hydration, which React splits (a transition).
 */
async function hydrate(records: RouteRecord[]) {
  await new Promise((resolve) => {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', resolve, { once: true })
    else setTimeout(resolve)
  })
  const matched = matchRoutes(records, window.location) ?? []
  const [{ createRoot, hydrateRoot }] = await Promise.all([
    import('react-dom/client'),
    ...matched.flatMap(({ route }) => (route.lazy ? [load(route.lazy)] : [])),
  ])
  const app = (
    <BrowserRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <Pages routes={toRoutes(records)} />
    </BrowserRouter>
  )
  const container = document.getElementById('root')
  if (!container) throw new Error('Élément #root introuvable')
  // Pre-rendered pages hydrate; the development server may send an empty root.
  if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, app))
  else createRoot(container).render(app)
}

/** Hydrates the pre-rendered page, or renders it where the development server sent an empty root. */
export function hydratePages(routes: RouteRecord[]) {
  void hydrate(routes)
}
