/**
 * The browser's entry (index.html): the pre-rendered page hydrates with React Router's plain router
 * (./browser/hydrate-pages.tsx). The pages were rendered at build time from the same routes by src/prerender.tsx.
 */
import { hydratePages } from './browser/hydrate-pages'
import { routes } from './routes'

hydratePages(routes)
