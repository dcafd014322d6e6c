import type { Locator } from '@playwright/test'
import { everyPath, expect, hydrated, test } from './fixtures'

/** Reading an article or a legal page on a phone, on a wide screen and on paper. Expected values come from content/. */
const AGE_ARTICLE = '/articles/table-zones-frequence-cardiaque-par-age'
const BIKE_ARTICLE = '/articles/tapis-roulant-vs-velo-stationnaire-meilleur-cardio'
const WATCH_ARTICLE = '/articles/guide-montres-cardio-capteurs-frequence-cardiaque'
const PRIVACY = '/politique-confidentialite'

/** The tops of the line boxes a text occupies (one per line). */
async function lineTops(text: Locator): Promise<number[]> {
  return text.evaluate((element) => {
    const range = document.createRange()
    range.selectNodeContents(element)
    return [...new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)))]
  })
}

test('a printed article keeps its text, tables, dates, disclaimer and sources, without related articles or buttons', async ({ page }) => {
  await page.goto(AGE_ARTICLE)
  await hydrated(page)
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('region', { name: 'À lire aussi' })).toBeHidden()
  await expect(page.getByRole('link', { name: 'Calculer mes zones' })).toBeHidden()
  await expect(page.getByRole('navigation', { name: 'Dans cet article' })).toBeHidden()
  await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' })).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zones de fréquence cardiaque par âge\u00a0: le tableau par décennie')
  await expect(page.locator('article header')).toContainText('Publié le 13 janvier 2025')
  await expect(page.getByRole('heading', { name: 'La formule de base et les cinq zones' })).toBeVisible()
  await expect(page.getByText('Avis important sur la santé')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Sources' })).toBeVisible()
  // On paper a table stays a table: its header row is shown, not turned into cards.
  const firstTable = page.getByRole('table', { name: 'Zones cardiaques à 20, 25 et 29 ans' })
  await expect(firstTable.getByRole('columnheader', { name: '20 ans (FC max 200)' })).toBeVisible()
  expect(await firstTable.locator('thead').evaluate((thead) => thead.getBoundingClientRect().height)).toBeGreaterThan(10)
})

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('a table of contents number sits on its item’s first line, a wrapped title lines up after it', async ({ page }) => {
    await page.goto(AGE_ARTICLE)
    const items = page.getByRole('navigation', { name: 'Dans cet article' }).getByRole('listitem')
    await expect(items).toHaveCount(6)
    let wrapped = 0
    for (const [index, item] of (await items.all()).entries()) {
      const number = item.locator(':scope > :first-child')
      await expect(number).toHaveText(`${index + 1}.`)
      // Its text, as a reader mode or a copy takes it, keeps a space after the number: « 1. Votre âge », not « 1.Votre ».
      expect(await item.textContent()).toMatch(new RegExp(`^${index + 1}\\. \\S`))
      const link = item.getByRole('link')
      const [numberTop] = await lineTops(number)
      const tops = await lineTops(link)
      const lefts = await link.evaluate((element) => {
        const range = document.createRange()
        range.selectNodeContents(element)
        return [...new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.left)))]
      })
      if (tops.length > 1) wrapped++
      expect(Math.abs((numberTop ?? -99) - (tops[0] ?? 99)), await link.innerText()).toBeLessThanOrEqual(1)
      expect(lefts, 'every line of the title starts at the same place').toHaveLength(1)
      expect((await number.boundingBox())!.x + (await number.boundingBox())!.width).toBeLessThan((await link.boundingBox())!.x)
    }
    expect(wrapped, 'at 375 px some titles wrap').toBeGreaterThan(0)
  })

  test('a table becomes cards and no page scrolls sideways at 320 px', async ({ page }) => {
    await page.goto(AGE_ARTICLE)
    const row = page.getByRole('table', { name: 'Zones cardiaques à 30, 35 et 39 ans' }).locator('tbody tr').first()
    expect(await row.evaluate((tr) => getComputedStyle(tr).display)).toBe('block')
    await expect(row.locator('td', { hasText: '95–114\u00a0BPM' })).toHaveCount(1)
    await page.setViewportSize({ width: 320, height: 700 })
    for (const path of [AGE_ARTICLE, WATCH_ARTICLE, PRIVACY]) {
      await page.goto(path)
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(320)
    }
  })
})

/** The widths, from 340 px down to 120 px, at which the element puts the first match of `number` on more than one line. */
function widthsThatBreak(element: Locator, number: RegExp): Promise<number[]> {
  return element.evaluate((box: HTMLElement, source) => {
    const text = [...box.childNodes].find((node): node is Text => node instanceof Text && new RegExp(source).test(node.data))!
    const match = new RegExp(source).exec(text.data)!
    const range = document.createRange()
    range.setStart(text, match.index)
    range.setEnd(text, match.index + match[0].length)
    box.style.display = 'block'
    const widths: number[] = []
    for (let width = 340; width >= 120; width--) {
      box.style.width = `${width}px`
      if (new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size !== 1) widths.push(width)
    }
    return widths
  }, number.source)
}

test('a number in groups of three never breaks between its groups', async ({ page }) => {
  await page.goto(WATCH_ARTICLE)
  const price = page.getByRole('cell', { name: 'de 450 $ à plus de 1 000 $' })
  await price.scrollIntoViewIfNeeded()
  // textContent, not toHaveText: Playwright's text matchers take a non-breaking space for any space.
  expect(await price.textContent()).toBe('de 450\u00a0$ à plus de 1\u00a0000\u00a0$')
  // Narrowed a pixel at a time, the cell always keeps « 1 », « 000 » and « $ » on one line.
  expect(await widthsThatBreak(price, /1\s000\s\$/)).toEqual([])
  await page.goto(BIKE_ARTICLE)
  const budget = page.getByText('Comptez de 800')
  await budget.scrollIntoViewIfNeeded()
  // The spec's ranges, as the register gives them (a rule of the site, its status after it).
  expect(await budget.textContent()).toContain(
    'Comptez de 800\u00a0$ à 4\u00a0000\u00a0$ et plus pour un tapis roulant, et de 300\u00a0$ à 2\u00a0000\u00a0$ pour un vélo stationnaire',
  )
  expect(await widthsThatBreak(budget, /2\s000\s\$/)).toEqual([])
})

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('the zones-by-age tables use more than the text column and every cell reads on one line', async ({ page }) => {
    await page.goto(AGE_ARTICLE)
    const textWidth = (await page.locator('.prose-content p').first().boundingBox())!.width
    for (const ages of ['20, 25 et 29', '30, 35 et 39', '40, 45 et 49', '50, 55 et 59', '60, 65 et 70']) {
      const table = page.getByRole('table', { name: `Zones cardiaques à ${ages} ans` })
      await table.scrollIntoViewIfNeeded()
      expect((await table.boundingBox())!.width, ages).toBeGreaterThan(textWidth)
      await expect(table.locator('th, td')).toHaveCount(36)
      const wrapped = await table.evaluate((element) =>
        [...element.querySelectorAll('th, td')]
          .filter((cell) => {
            const range = document.createRange()
            range.selectNodeContents(cell)
            return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size !== 1
          })
          .map((cell) => cell.textContent),
      )
      expect(wrapped, `${ages} ans`).toEqual([])
    }
    await expect(page.getByRole('cell', { name: '95–114\u00a0BPM' })).toHaveCount(1)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1280)
  })
})

test('the privacy policy opens with a table of contents whose links reach its thirteen sections', async ({ page }) => {
  await page.goto(PRIVACY)
  await hydrated(page)
  const links = page.getByRole('navigation', { name: 'Sur cette page' }).getByRole('link')
  await expect(links).toHaveCount(13)
  await expect(links.first()).toHaveText('En bref')
  await expect(links.last()).toHaveText('Modifications de la politique')
  for (const link of await links.all()) {
    const target = (await link.getAttribute('href')) ?? ''
    await expect(page.locator(`h2${target}`)).toHaveText(await link.innerText())
  }
  await links.nth(10).click()
  await expect(page).toHaveURL(/#securite$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Sécurité' })).toBeInViewport()
})

test('no page shows two periods where one is meant (« inc.. »), an ellipsis apart', async ({ page }) => {
  for (const path of everyPath) {
    const html = await (await page.request.get(path)).text()
    const text = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '').replace(/<[^>]*>/g, ' ')
    expect(text.match(/.{0,30}(?<!\.)\.\.(?!\.).{0,10}/g), path).toBeNull()
  }
  await page.goto(PRIVACY)
  await expect(page.getByText('au sein de Médias Cardio BPM Québec inc. Elle approuve')).toHaveCount(1)
})
