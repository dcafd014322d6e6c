/**
 * The site's build, in the order it runs (`npm run build` runs vite-react-ssg with this configuration: scripts/build.ts):
 *   1. content/ loaded and checked (begun by scripts/build.ts), served to the app as modules
 *                                                                    scripts/content-plugin.ts
 *   2. the browser bundle, from src/main.tsx (index.html)             scripts/browser-bundle.ts
 *   3. every route rendered to HTML by vite-react-ssg, from src/prerender.tsx (ssgOptions below), but the articles
 *      whose page the previous build kept                            scripts/page-cache.ts
 *   4. each page finished: preloads, scripts after the first paint  scripts/page-html.ts
 *   5. the site finished: kept pages placed, canonical copies, crawler files, social images, headers and CSP, nginx,
 *      compression                                                   scripts/site-files.ts
 * The steps share one build context (scripts/context.ts). `npm run dev` serves the same steps 1 to 4.
 * Beside them, /admin/ (Decap CMS): written into dist/admin/, served with its local backend by `npm run edit`
 *                                                                    scripts/cms/vite-plugin.ts
 */
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { browserBuildOptions, browserBundle } from './scripts/browser-bundle.ts'
import { contentPlugin } from './scripts/content-plugin.ts'
import { cmsPlugin } from './scripts/cms/vite-plugin.ts'
import { createBuildContext } from './scripts/context.ts'
import { pageCache } from './scripts/page-cache.ts'
import { finishPage } from './scripts/page-html.ts'
import { finishSite } from './scripts/site-files.ts'
import { NOT_FOUND_PATH } from './src/site-pages.ts'

const context = createBuildContext(import.meta.dirname)
const keptPages = pageCache(import.meta.dirname)

export default defineConfig({
  plugins: [cmsPlugin(context), contentPlugin(context), react(), tailwindcss(), browserBundle(context), keptPages.plugin],
  build: browserBuildOptions,
  // The workout worker loads the FIT parser only for a FIT file: a module worker, which can split its code.
  worker: { format: 'es' },
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  ssgOptions: {
    entry: 'src/prerender.tsx',
    dirStyle: 'flat',
    script: 'async',
    formatting: 'none',
    // No critical-CSS inlining: the stylesheet is small and cached across pages, and inlined Tailwind v4 CSS
    // (@property, modern properties) is what the W3C checker rejects.
    beastiesOptions: false,
    // The '*' route is rendered at /404 and written as 404.html for static hosts. An article whose page the build
    // kept, unchanged since, is not rendered again (scripts/page-cache.ts).
    includedRoutes: (paths) =>
      keptPages.toRender([...paths.filter((path) => !path.includes(':') && !path.includes('*')), NOT_FOUND_PATH], context.content().articles),
    onPageRendered: (_path, html) => finishPage(html, context),
    onFinished: (dir) => finishSite(context, dir, keptPages),
  },
})
