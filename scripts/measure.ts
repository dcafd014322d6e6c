// Measures what a visitor downloads: builds the site (timed), serves dist/ as the README's server does, opens every
// page in Chromium and prints, per page, its HTML and the CSS and JavaScript it loads, gzipped (scripts/bench/).
// Usage: npm run measure   (CHROMIUM_PATH overrides the browser; SKIP_BUILD=1 measures the existing dist/)
// npm run bench prints the same figures with Lighthouse's, and how the build grows with content.
import { execFileSync } from 'node:child_process'
import { chromium } from '@playwright/test'
import { kilobytes, pageWeights, sitePaths } from './bench/page-weights.ts'
import { chromiumPath } from './chromium.ts'
import { serveOnFreePort } from './static-server.ts'

if (!process.env.SKIP_BUILD) {
  const start = performance.now()
  execFileSync('npm', ['run', 'build'], { stdio: 'ignore' })
  console.log(`Construction : ${((performance.now() - start) / 1000).toFixed(1)} s`)
}

const { origin, close } = await serveOnFreePort('dist')
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-background-networking'] })

try {
  const paths = sitePaths()
  const width = Math.max(...paths.map((path) => path.length))
  console.log(`${'Page'.padEnd(width)}  HTML (gzip)  CSS (gzip)  JS 1re vue  JS îlots actifs  budget  fichiers`)
  const js: number[] = []
  for (const path of paths) {
    const weights = await pageWeights(browser, origin, path)
    js.push(weights.js)
    console.log(
      `${path.padEnd(width)}  ${kilobytes(weights.html).padStart(11)}  ${kilobytes(weights.css).padStart(10)}  ${kilobytes(weights.firstViewJs).padStart(10)}  ${kilobytes(weights.js).padStart(15)}${weights.js > weights.budget ? ' !' : '  '}  ${kilobytes(weights.budget).padStart(6)}  ${String(weights.files).padStart(8)}`,
    )
  }
  console.log(`JS par page, îlots actifs : de ${kilobytes(Math.min(...js))} à ${kilobytes(Math.max(...js))} ; « ! » marque un dépassement du budget.`)
} finally {
  await browser.close()
  close()
}
