import { createContext, type ReactNode } from 'react'
import type { PageFacts } from './metadata'

/**
 * What writes a page's metadata into its <head>: ServerHead, drawn by the function given by the pre-rendering's entry (src/prerender.tsx).
 * None in the browser, where the pre-rendered HTML already holds the head (Seo rewrites it after a client-side
 * navigation), so that the browser bundle never holds Helmet nor the metadata's code.
 */
export const HeadWriter = createContext<((page: PageFacts) => ReactNode) | null>(null)
