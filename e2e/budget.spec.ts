import { pageWeights } from '../scripts/bench/page-weights'
import { everyPath, expect, hydrated, test } from './fixtures'

test('every page with an island loads at most 90 kB of gzipped JavaScript, every island hydrated; a page without one, none', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'local', 'the same files whichever server sends them')
  // Some twenty pages, each loaded until its network is idle.
  test.setTimeout(180_000)
  const over: string[] = []
  for (const path of [...everyPath, '/404']) {
    const { js, budget } = await pageWeights(browser, baseURL!, path)
    if (js > budget) over.push(`${path} : ${js} octets (budget ${budget})`)
  }
  expect(over).toEqual([])
})

test('every page names in its HTML each script it runs, and fetches none before its first paint; a page without an island runs none', async ({
  page,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'local', 'the same files whichever server sends them')
  // Every page loaded until hydrated: the time grows with the number of articles.
  test.setTimeout(120_000)
  for (const path of everyPath) {
    const response = await page.goto(baseURL + path, { waitUntil: 'networkidle' })
    await hydrated(page)
    const html = await response!.text()
    const named = [...html.matchAll(/\s(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1])
    if (!html.includes('data-island=')) expect(named, path).toEqual([])
    const { scripts, firstPaint } = await page.evaluate(() => ({
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    }))
    // Named, each is fetched with the others rather than once the module that imports it has run.
    expect(new Set(scripts.map((script) => script.path)), path).toEqual(new Set(named))
    expect(
      scripts.filter((script) => script.start < firstPaint),
      path,
    ).toEqual([])
  }
})
