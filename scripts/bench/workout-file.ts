// How long the workout tool (/outils/analyse-seance) takes to read a file and show it: a two-hour FIT (a record a
// second, with power and distance) and a ten-hour GPX (36 001 points with heart rate), in Chromium, as is and with
// its processor slowed four times as Lighthouse's phone profile slows it. Measured in the page, from the file field's
// change to the frame that shows the result; also the longest task on the page's main thread meanwhile (what a
// reader would feel as the page freezing). Median of RUNS readings (5; BENCH_RUNS changes it), the first reading of
// each file apart (it loads the worker, and the FIT parser for a FIT file).
// Usage: npm run bench:workout   (SKIP_BUILD=1 uses the existing dist/)
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { fitFile, gpxFile, ultra } from '../../e2e/workout-files.ts'
import { chromiumPath } from '../chromium.ts'
import { serveOnFreePort } from '../static-server.ts'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)

if (!process.env.SKIP_BUILD) execFileSync('npm', ['run', 'build'], { stdio: 'ignore' })

const folder = mkdtempSync(join(tmpdir(), 'seance-'))
const twoHours = Array.from({ length: 7201 }, (_, t) => ({ t, hr: 130 + Math.round(15 * Math.sin(t / 240)), power: 210, distance: t * 8 }))
const files = [
  { label: 'FIT de 2 h', name: 'deux-heures.fit', bytes: fitFile(twoHours) },
  { label: 'GPX de 10 h', name: 'dix-heures.gpx', bytes: new TextEncoder().encode(gpxFile(ultra(10), { moving: true })) },
]
for (const file of files) writeFileSync(join(folder, file.name), file.bytes)

/** One reading, in the page: milliseconds from the field's change to the result's frame, and the longest task meanwhile. */
async function readOnce(page: Page, path: string, name: string): Promise<{ shown: number; longestTask: number }> {
  await page.evaluate(() => {
    const field = document.querySelector<HTMLInputElement>('#seance-fichier')!
    const bench: { start: number; tasks: number[] } = { start: 0, tasks: [] }
    ;(window as unknown as { bench: typeof bench }).bench = bench
    field.addEventListener('change', () => (bench.start = performance.now()), { once: true, capture: true })
    new PerformanceObserver((list) => bench.tasks.push(...list.getEntries().map((entry) => entry.duration))).observe({ type: 'longtask' })
  })
  await page.locator('#seance-fichier').setInputFiles(path)
  await page.getByTestId('seance-etat').getByText(`«\u00a0${name}\u00a0» a été lu.`).waitFor({ timeout: 60_000 })
  return page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const { start, tasks } = (window as unknown as { bench: { start: number; tasks: number[] } }).bench
            resolve({ shown: performance.now() - start, longestTask: Math.max(0, ...tasks) })
          }),
        ),
      ),
  )
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const ms = (value: number) => `${Math.round(value)} ms`

const { origin, close } = await serveOnFreePort('dist')
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-background-networking'] })
try {
  console.log(`Outil d’analyse d’une séance, médiane de ${RUNS} lectures (la première à part : elle charge le lecteur)`)
  console.log('Processeur      Fichier       Taille    1re lecture  Lecture et affichage  Plus longue tâche')
  for (const slowdown of [1, 4]) {
    for (const file of files) {
      const page = await browser.newPage({ viewport: { width: 412, height: 823 } })
      const session = await page.context().newCDPSession(page)
      await session.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
      await page.goto(`${origin}/outils/analyse-seance#age=40`)
      await page.locator('#lire-seance').scrollIntoViewIfNeeded()
      await page.locator('[data-hydrated]').first().waitFor({ state: 'attached' })
      const first = await readOnce(page, join(folder, file.name), file.name)
      const runs = []
      for (let run = 0; run < RUNS; run++) runs.push(await readOnce(page, join(folder, file.name), file.name))
      console.log(
        `${(slowdown === 1 ? 'tel quel' : `ralenti ${slowdown}×`).padEnd(15)} ${file.label.padEnd(12)} ${`${(file.bytes.length / 1e6).toFixed(1)} Mo`.padStart(7)}  ${ms(first.shown).padStart(11)}  ${ms(median(runs.map((r) => r.shown))).padStart(20)}  ${ms(median(runs.map((r) => r.longestTask))).padStart(17)}`,
      )
      await page.close()
    }
  }
} finally {
  await browser.close()
  close()
  rmSync(folder, { recursive: true, force: true })
}
