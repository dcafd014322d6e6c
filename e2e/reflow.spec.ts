import type { Page } from '@playwright/test'
import { content, everyPath, expect, hydrated, test } from './fixtures'
import { cutOrOutside, textAt200Percent } from './reflow-checks'

/**
 * Reflow (WCAG 2.2, 1.4.4 and 1.4.10), on every page: text at 200 % on a 320 px phone, and a desktop window zoomed to
 * 400 % (1280 × 1024 at 400 % is 320 × 256 CSS pixels). Nothing scrolls sideways, nothing is cut, and nothing that
 * stays on screen while the page scrolls takes more than a quarter of it.
 */

/** What stays on screen as the page scrolls (sticky or fixed), in px of the window's height, scrolled to the middle. */
async function stuckHeight(page: Page): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2))
  return page.evaluate(() => {
    let total = 0
    for (const element of document.body.querySelectorAll('*')) {
      const position = getComputedStyle(element).position
      if (position !== 'sticky' && position !== 'fixed') continue
      const box = element.getBoundingClientRect()
      total += Math.max(0, Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0))
    }
    return total
  })
}

// Every page, the calculator with every option in use and with the zones replaced by perceived exertion, and the tests.
const PAGES = [
  ...everyPath,
  '/404',
  '/calculateur-bpm#age=45&repos=60&seuil=170&sport=velo&pouls=15&montre=garmin',
  '/calculateur-bpm#age=45&situation=grossesse',
  // The tests with a result: the recovery's medical landmark, the drift's withheld verdict and its decoupling.
  '/outils/test-recuperation-cardiaque#fin=170&une=158&deux=120&recup=immobile&coeur=1',
  '/outils/test-derive-cardiaque#duree=30&moitie1=140&moitie2=148&chaleur=1&mesure=allure&mesure1=5%3A30&mesure2=5%3A45',
]

for (const { label, viewport, large } of [
  { label: 'text at 200 % on a 320 px phone', viewport: { width: 320, height: 740 }, large: true },
  { label: 'a window zoomed to 400 %', viewport: { width: 320, height: 256 }, large: false },
]) {
  test.describe(label, () => {
    test.use({ viewport })

    for (const path of PAGES) {
      test(`${path}: no sideways scroll, nothing cut, a quarter of the screen at most stays put`, async ({ page }) => {
        if (large) await textAt200Percent(page)
        await page.goto(path)
        await hydrated(page)
        if (large) expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px')
        expect(await cutOrOutside(page)).toEqual([])
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
        expect(await stuckHeight(page)).toBeLessThanOrEqual(viewport.height / 4)
        // The zones' picture writes its limits where they fall on the scale: none over another.
        const labels = await page
          .locator('[data-testid="echelle-zones"] span:visible')
          .evaluateAll((spans) => spans.map((span) => span.getBoundingClientRect().toJSON() as DOMRect))
        for (const [index, label] of labels.entries())
          expect(label.right, `limite ${index + 1}`).toBeLessThanOrEqual((labels[index + 1]?.left ?? Infinity) + 0.5)
      })
    }
  })
}

test('at ordinary text on a 360 × 740 phone, the header and the calculator’s answer line still stay in sight, within a quarter of the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/calculateur-bpm')
  await hydrated(page)
  await page.getByTestId('zone-5').scrollIntoViewIfNeeded()
  await expect(page.getByTestId('ligne-resultat')).toBeInViewport()
  await expect(page.getByRole('banner').getByRole('link', { name: content.site.name, exact: true })).toBeInViewport()
  const stuck = await stuckHeight(page)
  expect(stuck).toBeGreaterThan(0)
  expect(stuck).toBeLessThanOrEqual(740 / 4)
})
