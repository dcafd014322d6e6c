/**
 * The pre-rendering's entry (vite.config.ts, ssgOptions.entry): vite-react-ssg renders every route to HTML, with
 * React Router, at build time only. The browser's entry, src/main.tsx, hydrates the islands the pages hold.
 */
import { ViteReactSSG } from 'vite-react-ssg'
import { routes } from './routes'

/** React Router 7 behaviours opted into now, so that no warning is printed (partial hydration stays off). */
const ROUTER_FUTURE = {
  v7_fetcherPersist: true,
  v7_normalizeFormMethod: true,
  v7_relativeSplatPath: true,
  v7_skipActionErrorRevalidation: true,
} as const

export const createRoot = ViteReactSSG({ routes, future: ROUTER_FUTURE })
