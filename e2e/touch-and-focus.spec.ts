import type { Page } from '@playwright/test'
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

/**
 * Every target a finger aims at in the page's content is 44 × 44 px at least (WCAG 2.5.5): buttons, fields, lists,
 * the options' summary, choices with their labels, and links that stand alone. A link inside a sentence is exempt.
 */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect()
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden'
    }
    // A link alone in its block (a list item, a paragraph of its own) is a target; one among words is not.
    const standsAlone = (link: Element) => {
      const block = link.closest('p, li, dd, div')
      return !block || (block.textContent ?? '').trim().length <= (link.textContent ?? '').trim().length + 2
    }
    // A box to tick is a target with its label, which the label's size stands for.
    const choiceLabel = (label: Element) =>
      label.querySelector('input[type=radio], input[type=checkbox]') ??
      document.querySelector(`input[id="${label.getAttribute('for')}"]:is([type=radio], [type=checkbox])`)
    const selector = 'main :is(a[href], button, select, textarea, summary, label, input:not([type=checkbox], [type=radio])), [role=region] button'
    const targets = [...document.querySelectorAll(selector)].filter(
      (element) => visible(element) && (element.tagName !== 'A' || standsAlone(element)) && (element.tagName !== 'LABEL' || choiceLabel(element)),
    )
    return targets.flatMap((element) => {
      const box = element.getBoundingClientRect()
      const name = (element.textContent ?? '').trim().slice(0, 40) || element.getAttribute('aria-label') || element.tagName
      return box.height < 44 - 0.5 || box.width < 44 - 0.5 ? [`${name} : ${Math.round(box.width)} × ${Math.round(box.height)}`] : []
    })
  })
}

test.describe('on a 360 × 740 phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, permissions: ['clipboard-read', 'clipboard-write'] })

  test('the home page, the calculator with its options, a row open and a toast, and the contact page: every target is 44 px', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    expect(await smallTargets(page)).toEqual([])
    await page.goto('/calculateur-bpm#age=45&seuil=170')
    await hydrated(page)
    await page.getByRole('button', { name: 'En savoir plus sur la zone 2, Endurance' }).tap()
    await page.getByRole('button', { name: 'Copier le lien' }).tap()
    await expect(page.getByRole('region', { name: /Notifications/ }).getByRole('button', { name: 'Fermer' })).toBeVisible()
    expect(await smallTargets(page)).toEqual([])
    await page.goto('/contact')
    await hydrated(page)
    expect(await smallTargets(page)).toEqual([])
  })

  test('the home page’s first screen holds its calls to action', async ({ page }) => {
    await page.goto('/')
    for (const link of await page.locator('main section').first().getByRole('link').all()) await expect(link).toBeInViewport({ ratio: 1 })
  })

  for (let visit = 1; visit <= 3; visit++) {
    test(`one help at a time: a first tap on a zone’s « ? » opens its explanation in the row, and no tooltip (fresh page ${visit})`, async ({
      page,
    }) => {
      await page.goto('/calculateur-bpm')
      await hydrated(page)
      const help = page.getByRole('button', { name: 'En savoir plus sur la zone 2, Endurance' })
      await help.tap()
      await expect(help).toHaveAttribute('aria-expanded', 'true')
      await expect(page.locator('#detail-zone-2')).toContainText('Objectif')
      // The tooltips' code arrives with the tap and redraws the rows: still no tooltip, after its 700 ms delay.
      await expect(page.locator('ol[data-infobulles="pretes"]')).toHaveCount(1)
      await page.waitForTimeout(1000)
      await expect(page.getByRole('tooltip')).toHaveCount(0)
      await help.tap()
      await expect(page.locator('#detail-zone-2')).toBeEmpty()
      await page.waitForTimeout(1000)
      await expect(page.getByRole('tooltip')).toHaveCount(0)
    })
  }

  test('the button is where the finger lands, though the age field’s message changes as it loses the focus', async ({ page }) => {
    await page.goto('/calculateur-bpm')
    await hydrated(page)
    const age = page.getByLabel('Votre âge')
    await age.fill('150')
    await expect(age).toBeFocused()
    // Aimed while the field still has the focus and the keyboard is up: the error appears as the tap takes the focus.
    const button = (await page.getByRole('button', { name: 'Calculer mes zones' }).boundingBox())!
    const alerts: string[] = []
    page.once('dialog', (dialog) => {
      alerts.push(dialog.message())
      void dialog.accept()
    })
    await page.touchscreen.tap(button.x + button.width / 2, button.y + button.height / 2)
    await expect.poll(() => alerts).toEqual(['Veuillez entrer un âge valide entre 15 et 100 ans.'])
    await expect(age).toHaveAccessibleDescription('Entrez un âge entre 15 et 100 ans.')
    expect((await page.getByRole('button', { name: 'Calculer mes zones' }).boundingBox())!.y).toBe(button.y)
  })
})

test('a tooltip never covers a zone’s range or its neighbour’s', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/calculateur-bpm')
  await hydrated(page)
  await page.getByTestId('zone-1').hover()
  await expect(page.locator('ol[data-infobulles="pretes"]')).toHaveCount(1)
  for (const zone of [1, 2, 3, 4, 5]) {
    await page.getByRole('button', { name: new RegExp(`^En savoir plus sur la zone ${zone},`) }).hover()
    const tooltip = page.getByRole('tooltip')
    await expect(tooltip).toBeVisible()
    const ranges = await page
      .locator('[data-testid^="zone-"][data-testid$="-bpm"]')
      .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect))
    const box = (await page.locator('[data-radix-popper-content-wrapper]').boundingBox())!
    const covered = ranges.filter(
      (range) => box.x < range.right && box.x + box.width > range.left && box.y < range.bottom && box.y + box.height > range.top,
    )
    expect(covered, `zone ${zone}`).toEqual([])
    await page.keyboard.press('Escape')
    await expect(tooltip).toHaveCount(0)
    await page.getByTestId('zone-1').hover({ position: { x: 10, y: 10 } })
  }
})
