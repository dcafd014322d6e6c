// Measures what a visitor downloads: builds the site (timed), serves dist/ like a static host, opens every page
// in Chromium and prints, per page, the JavaScript and CSS it loads, gzipped (level 9, as static hosts serve them).
// Usage: npm run measure   (CHROMIUM_PATH overrides the browser; SKIP_BUILD=1 measures the existing dist/)
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'

const PORT = 4175
const origin = `http://localhost:${PORT}`

if (!process.env.SKIP_BUILD) {
  const start = performance.now()
  execFileSync('node_modules/.bin/vite-react-ssg', ['build'], { stdio: 'ignore' })
  console.log(`Construction : ${((performance.now() - start) / 1000).toFixed(1)} s`)
}

const sitemap = readFileSync('dist/sitemap.xml', 'utf8')
const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1] ?? '/').concat('/404')
const gzipped = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} Ko`

const server = spawn(process.execPath, ['scripts/serve.ts'], { env: { ...process.env, PORT: String(PORT) }, stdio: 'ignore' })
await new Promise((resolve) => setTimeout(resolve, 500))
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-background-networking'] })

try {
  const rows = []
  for (const path of paths) {
    const page = await browser.newPage()
    const files = new Set<string>()
    page.on('response', (response) => {
      const { pathname } = new URL(response.url())
      if (/\.(js|css)$/.test(pathname)) files.add(pathname)
    })
    await page.goto(origin + path, { waitUntil: 'networkidle' })
    await page.close()
    const sizes = { js: 0, css: 0, requests: files.size, dataLayer: false }
    for (const file of files) {
      const local = join('dist', file)
      sizes[file.endsWith('.js') ? 'js' : 'css'] += gzipped(local)
      if (file.endsWith('.js') && readFileSync(local, 'utf8').includes('refetchOnWindowFocus')) sizes.dataLayer = true
    }
    rows.push({ path, ...sizes, html: gzipped(join('dist', path === '/' ? 'index.html' : `${path}.html`)) })
  }
  const width = Math.max(...rows.map((r) => r.path.length))
  console.log(`${'Page'.padEnd(width)}  JS (gzip)  CSS (gzip)  HTML (gzip)  fichiers`)
  for (const r of rows)
    console.log(
      `${r.path.padEnd(width)}  ${kb(r.js).padStart(9)}  ${kb(r.css).padStart(10)}  ${kb(r.html).padStart(11)}  ${String(r.requests).padStart(8)}`,
    )
  const js = rows.map((r) => r.js)
  console.log(`JS par page : de ${kb(Math.min(...js))} à ${kb(Math.max(...js))}`)
  console.log(
    `Couche de données (src/data) chargée par : ${
      rows
        .filter((r) => r.dataLayer)
        .map((r) => r.path)
        .join(', ') || 'aucune page (0 octet)'
    }`,
  )
} finally {
  await browser.close()
  server.kill()
}
