import type { Locator, Page } from '@playwright/test'
import { content, expect, hydrated, test } from './fixtures'

const { site } = content
const { shop } = site
// The strip's badge: the shop may pay the site, which a reader must be told (src/content/link-kinds.ts).
const BADGE = 'Commandité'
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
// French typography puts a non-breaking space before the colon; either space reads the same.
const SHOP_PHONE_NAME = new RegExp(`^Tél\\. de la boutique\\s:\\s${escape(shop.phone)}$`)

/** The dark strip at the top of the header: the outermost block of the header that holds the partner label. */
const stripOf = (page: Page) =>
  page
    .locator('header div')
    .filter({ has: page.getByText(BADGE, { exact: true }) })
    .first()

/**
 * What hides part of a text: the text outside the strip's box or the window, or the text or a block around it (up to
 * the strip) cutting off its content, by overflow or by an ellipsis.
 */
async function clipping(text: Locator, strip: Locator): Promise<string[]> {
  const stripHandle = await strip.elementHandle()
  return text.evaluate((element, stripElement) => {
    const problems: string[] = []
    const box = element.getBoundingClientRect()
    const frame = stripElement.getBoundingClientRect()
    const name = element.textContent?.trim()
    if (box.left < frame.left - 0.5 || box.right > frame.right + 0.5 || box.top < frame.top - 0.5 || box.bottom > frame.bottom + 0.5) {
      problems.push(`${name} : ${JSON.stringify(box)} hors du bandeau ${JSON.stringify(frame)}`)
    }
    if (box.right > document.documentElement.clientWidth + 0.5) problems.push(`${name} : dépasse la fenêtre`)
    for (let node: Element | null = element; node; node = node === stripElement ? null : node.parentElement) {
      const style = getComputedStyle(node)
      // A box cuts what overflows it unless it lets it show (overflow: visible, whose spill the box check above sees).
      const clips = style.display !== 'inline' && (style.overflowX !== 'visible' || style.overflowY !== 'visible')
      if (clips && (node.scrollWidth > node.clientWidth || node.scrollHeight > node.clientHeight)) {
        problems.push(
          `${name} : ${node.tagName} coupe son contenu (${node.scrollWidth}×${node.scrollHeight} dans ${node.clientWidth}×${node.clientHeight})`,
        )
      }
      if (style.textOverflow === 'ellipsis') problems.push(`${name} : ${node.tagName} avec points de suspension`)
    }
    return problems
  }, stripHandle)
}

for (const width of [320, 360, 375, 768, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 } })

    test('the strip reads as the partner shop’s: label, name, address and phone, none of them cut', async ({ page }) => {
      await page.goto('/')
      const strip = stripOf(page)
      const label = strip.getByText(BADGE, { exact: true })
      const name = strip.getByRole('link', { name: shop.name })
      const address = strip.getByText(`${shop.street}, ${shop.city}`)
      const phone = strip.getByRole('link', { name: SHOP_PHONE_NAME })
      for (const text of [label, name, address, phone]) {
        await expect(text).toBeVisible()
        expect(await clipping(text, strip)).toEqual([])
      }
      // The name comes first, then the address, then the phone: read top to bottom, left to right.
      const [nameBox, addressBox, phoneBox] = await Promise.all([name.boundingBox(), address.boundingBox(), phone.boundingBox()])
      expect(addressBox!.y).toBeGreaterThanOrEqual(nameBox!.y + nameBox!.height - 1)
      expect(phoneBox!.y >= addressBox!.y + addressBox!.height - 1 || phoneBox!.x >= addressBox!.x + addressBox!.width).toBe(true)
      await expect(phone).toHaveAttribute('href', `tel:+1${shop.phone.replace(/\D/g, '')}`)
      await expect(phone).toBeInViewport({ ratio: 1 })
      // Read aloud, the address says whose it is too; the province in full, as the OQLF writes an address.
      await expect(strip).toContainText(`Adresse de la boutique\u00a0: ${shop.street}, ${shop.city} (Québec) ${shop.postalCode}`)
    })

    test('scrolled down, the strip has gone and the navigation row sits at the very top', async ({ page }) => {
      await page.goto('/calculateur-bpm')
      const strip = stripOf(page)
      expect((await strip.boundingBox())!.y).toBe(0)
      await page.mouse.wheel(0, 900)
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600)
      // The strip ends exactly at the top edge: no sliver of it left, no part of the navigation row pushed out.
      const box = (await strip.boundingBox())!
      expect(Math.abs(box.y + box.height)).toBeLessThan(0.5)
      const home = page.locator('header').getByRole('link', { name: site.name, exact: true })
      await expect(home).toBeInViewport({ ratio: 1 })
    })
  })
}

test.describe('on a 375 px phone, menu open', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('Tab goes from the menu button into the panel, its close button then each link; leaving it closes it', async ({ page }) => {
    await page.goto('/')
    const button = page.getByRole('button', { name: 'Menu', exact: true })
    await button.focus()
    await page.keyboard.press('Enter')
    const links = page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link')
    await expect(links.first()).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Fermer le menu' })).toBeFocused()
    const count = await links.count()
    expect(count).toBeGreaterThan(1)
    for (let index = 0; index < count; index++) {
      await page.keyboard.press('Tab')
      await expect(links.nth(index)).toBeFocused()
    }
    // Past the last link the focus leaves the panel, which closes: nothing focused is hidden beneath it.
    await page.keyboard.press('Tab')
    await expect(links.first()).toBeHidden()
    const focused = page.locator(':focus')
    await expect(focused).toBeVisible()
    await expect(focused).toBeInViewport()

    await button.focus()
    await page.keyboard.press('Enter')
    await expect(links.first()).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(button).toBeFocused()
    await expect(links.first()).toBeHidden()
  })

  test('the panel gives the shop’s tagline, which the strip has no room for', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    await expect(stripOf(page).getByText(shop.tagline)).toBeHidden()
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await expect(page.locator('#menu-mobile').getByText(shop.tagline)).toBeVisible()
  })
})

test('at 1280 px the strip gives the shop’s tagline', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  await expect(stripOf(page).getByText(shop.tagline)).toBeVisible()
})

test('the footer links the articles, the about page and the contact page', async ({ page }) => {
  await page.goto('/zones-cardiaques')
  const footer = page.locator('footer')
  const expected = { Articles: '/articles', 'À propos': '/a-propos', Contact: '/contact' }
  for (const [label, path] of Object.entries(expected)) {
    await expect(footer.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', path)
  }
  await footer.getByRole('link', { name: 'À propos', exact: true }).click()
  await expect(page).toHaveURL(/\/a-propos$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.pages['a-propos'].title)
})

test('the about page links the editorial policy', async ({ page }) => {
  const policy = content.markdownPages.find((markdownPage) => markdownPage.name === 'politique-editoriale')!
  await page.goto('/a-propos')
  const link = page.getByRole('main').getByRole('link', { name: 'politique éditoriale', exact: true })
  await expect(link).toHaveAttribute('href', '/politique-editoriale')
  await link.click()
  await expect(page).toHaveURL(/\/politique-editoriale$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(policy.title)
})

test('the about page links the rules register and gives the emergency numbers with its disclaimer', async ({ page }) => {
  await page.goto('/a-propos')
  await expect(page.getByRole('main').getByRole('link', { name: 'Notre registre des règles', exact: true })).toHaveAttribute(
    'href',
    '/registre-des-regles',
  )
  await expect(page.getByRole('complementary', { name: 'Avis important sur la santé' })).toContainText(
    'En cas d’urgence, composez le 9-1-1; pour un avis, appelez Info-Santé 811, jour et nuit.',
  )
})
