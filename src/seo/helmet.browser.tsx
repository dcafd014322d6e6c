/**
 * Stands in for react-helmet-async in the browser build (see vite.config.ts). The pre-rendered HTML already holds
 * each page's head, written by the real Helmet at build time; after a client-side navigation, Seo writes the new
 * page's head itself (apply-head.ts). So the browser never needs Helmet's code.
 */
import type { ReactNode } from 'react'

export function HelmetProvider({ children }: { children: ReactNode }) {
  return children
}

export function Helmet() {
  return null
}
