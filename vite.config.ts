import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { contentPlugin } from './src/content/vite-plugin.ts'
import { finishBuild, tidyRenderedPage } from './scripts/build-hooks.ts'
import { chunkFileName } from './scripts/on-demand-chunks.ts'
import { LANGUAGE } from './src/locale.ts'
import { NOT_FOUND_PATH } from './src/site-pages.ts'

export default defineConfig({
  plugins: [
    contentPlugin(),
    react(),
    tailwindcss(),
    { name: 'page-language', transformIndexHtml: (html) => html.replace('<html>', `<html lang="${LANGUAGE}">`) },
  ],
  build: { rollupOptions: { output: { chunkFileNames: chunkFileName } } },
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
    onPageRendered: (_route, html) => tidyRenderedPage(html),
    onFinished: (dir) => finishBuild(dir),
  },
})
