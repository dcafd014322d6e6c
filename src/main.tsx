import { ViteReactSSG } from 'vite-react-ssg'
import { routes } from './routes'

/** React Router 7 behaviours opted into now, so that no warning is printed (partial hydration stays off). */
export const ROUTER_FUTURE = {
  v7_fetcherPersist: true,
  v7_normalizeFormMethod: true,
  v7_relativeSplatPath: true,
  v7_skipActionErrorRevalidation: true,
} as const

export const createRoot = ViteReactSSG({ routes, future: ROUTER_FUTURE })
