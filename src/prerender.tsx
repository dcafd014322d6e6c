/**
 * The pre-rendering's entry (vite.config.ts, ssgOptions.entry): vite-react-ssg renders every route to HTML through
 * the createRoot made here, with ServerHead writing each page's head. The browser's entry is src/main.tsx.
 */
import { ViteReactSSG } from 'vite-react-ssg'
import { routes } from './routes'
import { HeadWriter } from './seo/head-writer'
import type { PageFacts } from './seo/metadata'
import { ServerHead } from './seo/ServerHead'

/** React Router 7 behaviours opted into now, so that no warning is printed (partial hydration stays off). */
const ROUTER_FUTURE = {
  v7_fetcherPersist: true,
  v7_normalizeFormMethod: true,
  v7_relativeSplatPath: true,
  v7_skipActionErrorRevalidation: true,
} as const

/** Each page's head, written into its HTML. */
const writeHead = (page: PageFacts) => <ServerHead {...page} />

export const createRoot = ViteReactSSG({
  routes: routes.map((route) => ({ ...route, element: <HeadWriter value={writeHead}>{route.element}</HeadWriter> })),
  future: ROUTER_FUTURE,
})
