// Measures what /admin/ (the CMS) loads before its login screen: serves dist/ as the README's server does (brotli or
// gzip, as a browser is answered), opens /admin/ in Chromium with an empty cache and waits for « Se connecter »; prints
// the files, the bytes transferred, the script once decompressed, and the time to the button (median of RUNS).
// Usage: npm run measure:admin   (SKIP_BUILD=1 measures the existing dist/; RUNS=5 by default; CHROMIUM_PATH)
// Figures to print and compare, not a pass or fail: the time depends on the machine and its load.
import { execFileSync } from 'node:child_process'
import { chromium } from '@playwright/test'
import { kilobytes } from './bench/page-weights.ts'
import { chromiumPath } from './chromium.ts'
import { serveOnFreePort } from './static-server.ts'

const RUNS = Number(process.env.RUNS ?? 5)

if (!process.env.SKIP_BUILD) execFileSync('npm', ['run', 'build'], { stdio: 'ignore' })

interface Load {
  files: number
  transferred: number
  script: number
  milliseconds: number
}

const { origin, close } = await serveOnFreePort('dist')
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-background-networking'] })

async function loadOnce(): Promise<Load> {
  // A new context each time: nothing cached from the previous run.
  const context = await browser.newContext()
  const page = await context.newPage()
  const responses: Promise<{ transferred: number; script: number }>[] = []
  page.on('requestfinished', (request) => {
    responses.push(
      request.sizes().then(async (sizes) => ({
        transferred: sizes.responseHeadersSize + sizes.responseBodySize,
        script: request.resourceType() === 'script' ? ((await (await request.response())?.body())?.length ?? 0) : 0,
      })),
    )
  })
  const start = performance.now()
  await page.goto(`${origin}/admin/`)
  await page.getByRole('button', { name: 'Se connecter' }).waitFor()
  const milliseconds = performance.now() - start
  const sizes = await Promise.all(responses)
  await context.close()
  return {
    files: sizes.length,
    transferred: sizes.reduce((sum, size) => sum + size.transferred, 0),
    script: sizes.reduce((sum, size) => sum + size.script, 0),
    milliseconds,
  }
}

try {
  const loads: Load[] = []
  for (let run = 0; run < RUNS; run++) loads.push(await loadOnce())
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!
  const last = loads.at(-1)!
  console.log(`/admin/ jusqu’au bouton « Se connecter » (${RUNS} chargements, cache vide) :`)
  console.log(`  ${last.files} fichiers, ${kilobytes(last.transferred)} transférés, ${kilobytes(last.script)} de script décompressé`)
  console.log(
    `  ${Math.round(median(loads.map((load) => load.milliseconds)))} ms (médiane; de ${Math.round(Math.min(...loads.map((l) => l.milliseconds)))} à ${Math.round(Math.max(...loads.map((l) => l.milliseconds)))} ms)`,
  )
} finally {
  await browser.close()
  close()
}
