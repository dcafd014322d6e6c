import { expect, hydrated, test } from './fixtures'

const PAGES = ['/', '/calculateur-bpm', '/articles/guide-montres-cardio-capteurs-frequence-cardiaque', '/contact']

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  for (const path of PAGES) {
    test(`${path}: the logo, the menu button and the links of the navigations, the breadcrumb and the footer are at least 44 px high`, async ({
      page,
    }) => {
      await page.goto(path)
      await hydrated(page)
      await page.getByRole('button', { name: 'Menu', exact: true }).click()
      const small = await page.locator('header a[href="/"], header button, nav a, nav button, footer a, footer button').evaluateAll((elements) =>
        elements.flatMap((element) => {
          const box = element.getBoundingClientRect()
          const visible = box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden'
          return visible && (box.height < 44 || box.width < 24)
            ? [`${element.textContent?.trim() || element.getAttribute('aria-label')} : ${Math.round(box.width)} × ${Math.round(box.height)}`]
            : []
        }),
      )
      expect(small).toEqual([])
    })
  }
})

test('every control shows where the keyboard focus is', async ({ page }) => {
  await page.goto('/calculateur-bpm')
  await hydrated(page)
  const unmarked: string[] = []
  for (let step = 0; step < 40; step++) {
    await page.keyboard.press('Tab')
    const focus = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null
      if (!element || element === document.body) return null
      const style = getComputedStyle(element)
      return {
        name: `${element.tagName.toLowerCase()} ${element.textContent?.trim().slice(0, 40) ?? ''}`,
        outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
      }
    })
    if (focus && !focus.outline) unmarked.push(focus.name)
  }
  expect(unmarked).toEqual([])
})

test('a visitor who asks for less motion sees no transition', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  const moving = await page.locator('body *').evaluateAll(
    (elements) =>
      elements.filter((element) => {
        const style = getComputedStyle(element)
        return [style.transitionDuration, style.animationDuration].some((durations) => durations.split(',').some((d) => parseFloat(d) > 0))
      }).length,
  )
  expect(moving).toBe(0)
})
