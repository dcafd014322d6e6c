import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { contentPlugin } from './src/content/vite-plugin.ts'
import { cmsPlugin } from './src/cms/vite-plugin.ts'
import { finishBuild, tidyRenderedPage } from './scripts/build-hooks.ts'
import { chunkFileName } from './scripts/on-demand-chunks.ts'
import { hydrationPreloads, preloadPageContent } from './scripts/hydration-preloads.ts'
import { LANGUAGE } from './src/locale.ts'
import { NOT_FOUND_PATH } from './src/site-pages.ts'

const BROWSER_STAND_INS: Record<string, string> = {
  'vite-react-ssg': fileURLToPath(new URL('./src/browser/hydrate-pages.tsx', import.meta.url)),
  'react-helmet-async': fileURLToPath(new URL('./src/seo/helmet.browser.tsx', import.meta.url)),
  './ServerHead': fileURLToPath(new URL('./src/seo/ServerHead.browser.tsx', import.meta.url)),
}

export default defineConfig({
  plugins: [
    cmsPlugin(),
    contentPlugin(),
    react(),
    tailwindcss(),
    hydrationPreloads(),
    { name: 'page-language', transformIndexHtml: (html) => html.replace('<html>', `<html lang="${LANGUAGE}">`) },
    {
      // The browser build gets stand-ins for build-time code: vite-react-ssg's data router (the pages hydrate with the
      // plain router) and what writes heads (react-helmet-async and ServerHead; Seo rewrites heads after a navigation).
      name: 'browser-stand-ins',
      enforce: 'pre',
      resolveId: (source, _importer, options) => (options.ssr ? undefined : BROWSER_STAND_INS[source]),
    },
  ],
  // No preload helper around dynamic imports: each page's modules are already listed in its HTML, and on-demand code
  // (see scripts/on-demand-chunks.ts) must load when used, not before.
  // Compressed sizes are measured by npm run measure and npm run bench, not at each build (seconds at 1,000 articles).
  build: { modulePreload: false, reportCompressedSize: false, rollupOptions: { output: { chunkFileNames: chunkFileName } } },
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  ssgOptions: {
    entry: 'src/main.tsx',
    dirStyle: 'flat',
    script: 'async',
    formatting: 'none',
    // No critical-CSS inlining: the stylesheet is small and cached across pages, and inlined Tailwind v4 CSS
    // (@property, modern properties) is what the W3C checker rejects.
    beastiesOptions: false,
    // The '*' route is rendered at /404 and written as 404.html for static hosts.
    includedRoutes: (paths) => [...paths.filter((path) => !path.includes(':') && !path.includes('*')), NOT_FOUND_PATH],
    onPageRendered: (path, html) => tidyRenderedPage(preloadPageContent(path, html)),
    onFinished: (dir) => finishBuild(dir),
  },
})
