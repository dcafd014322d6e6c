import { JS_BUDGET, pageWeights } from '../scripts/bench/page-weights'
import { everyPath, expect, test } from './fixtures'

test('every page loads at most 100 kB of gzipped JavaScript on first view', async ({ browser, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'local', 'the same files whichever server sends them')
  // Some twenty pages, each loaded until its network is idle.
  test.setTimeout(180_000)
  const over: string[] = []
  for (const path of [...everyPath, '/404']) {
    const { js } = await pageWeights(browser, baseURL!, path)
    if (js > JS_BUDGET) over.push(`${path} : ${js} octets`)
  }
  expect(over).toEqual([])
})
