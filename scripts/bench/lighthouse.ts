/** One page through Lighthouse (its mobile preset: a mid-range phone on a slow 4G network, simulated). */
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { chromiumPath } from '../chromium.ts'

export interface LighthouseFigures {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  /** Milliseconds. */
  lcp: number
  tbt: number
  cls: number
}

interface Report {
  categories: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', { score: number | null }>
  audits: Record<string, { numericValue?: number }>
}

const score = (category: { score: number | null }) => Math.round((category.score ?? 0) * 100)

const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/**
 * Each figure's median over several runs of one page: Lighthouse's figures vary from run to run with the machine's
 * load (its documentation on variability advises several runs and their median), the total blocking time most of
 * all on two cores, where Chromium's compiler threads and Lighthouse itself share the processor with the page.
 */
export async function lighthouseMedian(url: string, runs: number): Promise<LighthouseFigures> {
  const figures: LighthouseFigures[] = []
  for (let run = 0; run < runs; run++) figures.push(await lighthouse(url))
  const keys = Object.keys(figures[0]!) as (keyof LighthouseFigures)[]
  return Object.fromEntries(keys.map((key) => [key, median(figures.map((figure) => figure[key]))])) as unknown as LighthouseFigures
}

/** Lighthouse sometimes fails to record a trace (NO_NAVSTART): a page gets three attempts. */
async function lighthouse(url: string, attempts = 3): Promise<LighthouseFigures> {
  try {
    return await lighthouseOnce(url)
  } catch (error) {
    if (attempts <= 1) throw error
    return lighthouse(url, attempts - 1)
  }
}

async function lighthouseOnce(url: string): Promise<LighthouseFigures> {
  const run = promisify(execFile)(
    'node_modules/.bin/lighthouse',
    [url, '--quiet', '--output=json', '--output-path=stdout', '--chrome-flags=--headless=new --no-sandbox'],
    { env: { ...process.env, CHROME_PATH: chromiumPath() }, maxBuffer: 64 * 1024 * 1024 },
  )
  const { stdout } = await run.catch((error: Error & { stderr?: string }) => {
    throw new Error(`Lighthouse n’a pas pu évaluer ${url} : ${error.stderr?.trim() ?? error.message}`)
  })
  const { categories, audits } = JSON.parse(stdout) as Report
  const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN
  return {
    performance: score(categories.performance),
    accessibility: score(categories.accessibility),
    bestPractices: score(categories['best-practices']),
    seo: score(categories.seo),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  }
}
