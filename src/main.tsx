/**
 * The site's one entry, named by index.html and by vite.config.ts. At build time, vite-react-ssg renders every route
 * to HTML through the createRoot made here; in the browser, the pre-rendered page hydrates with React Router's plain
 * router (./browser/hydrate-pages.tsx), and vite-react-ssg's own client, left unused, is not bundled.
 */
import { ViteReactSSG } from 'vite-react-ssg'
import { hydratePages } from './browser/hydrate-pages'
import { routes } from './routes'

/** React Router 7 behaviours opted into now, so that no warning is printed (partial hydration stays off). */
const ROUTER_FUTURE = {
  v7_fetcherPersist: true,
  v7_normalizeFormMethod: true,
  v7_relativeSplatPath: true,
  v7_skipActionErrorRevalidation: true,
} as const

export const createRoot = import.meta.env.SSR ? ViteReactSSG({ routes, future: ROUTER_FUTURE }) : hydratePages(routes)
