import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { everyPath, expect, hydrated, test } from './fixtures'

/** WCAG 2.1 A and AA rules that axe finds broken on the page, with the elements concerned. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

const paths = [...everyPath, '/page-inexistante']

for (const path of paths) {
  test(`${path} has no accessibility violation (axe, WCAG 2.1 AA)`, async ({ page }) => {
    await page.goto(path)
    await hydrated(page)
    expect(await violations(page)).toEqual([])
  })
}

test.describe('on a 375 px phone, menu open', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the home page has no accessibility violation', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
    expect(await violations(page)).toEqual([])
  })
})
