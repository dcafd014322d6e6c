import { MAIN_NAVIGATION } from '../src/site-pages'
import { content, expect, hydrated, test } from './fixtures'

const NAVIGATION_LABELS = MAIN_NAVIGATION.map((item) => item.label)

for (const javaScriptEnabled of [true, false]) {
  test.describe(`on a 375 px phone${javaScriptEnabled ? '' : ', JavaScript off'}`, () => {
    test.use({ viewport: { width: 375, height: 740 }, javaScriptEnabled })

    test('the menu button opens the menu, which closes on Escape, its close button, a tap outside it and navigation', async ({ page }) => {
      await page.goto('/')
      const button = page.getByRole('button', { name: 'Menu', exact: true })
      const menu = page.getByRole('navigation', { name: 'Menu principal' })
      const open = page.locator('#menu-mobile:popover-open')
      await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeHidden()
      await expect(menu).toBeHidden()

      await button.click()
      await expect(open).toHaveCount(1)
      await expect(menu).toBeVisible()
      await expect(menu.getByRole('link')).toHaveText(NAVIGATION_LABELS)
      await page.keyboard.press('Escape')
      await expect(menu).toBeHidden()
      await expect(button).toBeFocused()

      await button.click()
      await page.getByRole('button', { name: 'Fermer le menu' }).click()
      await expect(menu).toBeHidden()

      await button.click()
      await expect(menu).toBeVisible()
      await page.mouse.click(187, 720)
      await expect(menu).toBeHidden()

      await button.click()
      await menu.getByRole('link', { name: 'Zones cardiaques' }).click()
      await expect(page).toHaveURL(/\/zones-cardiaques$/)
      await expect(menu).toBeHidden()
      await expect(open).toHaveCount(0)
    })
  })
}

// WCAG 1.4.10 (reflow): nothing scrolls sideways down to 320 CSS pixels, the narrowest phone screen.
for (const width of [320, 375]) {
  test(`at ${width} px, no page scrolls sideways, the calculator with its options open included`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 })
    for (const path of [
      '/',
      '/calculateur-bpm',
      '/zones-cardiaques',
      '/articles',
      '/contact',
      '/articles/table-zones-frequence-cardiaque-par-age',
      '/calculateur-bpm#age=45&repos=60',
    ]) {
      await page.goto(path)
      // A shared link with a resting rate opens the options once hydrated.
      if (path.includes('repos')) await expect(page.getByLabel('Formule de la fréquence maximale')).toBeVisible()
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow, path).toBeLessThanOrEqual(0)
    }
  })
}

test('header and footer carry the shop block, the network, the legal pages and the social links', async ({ page }) => {
  const { site, markdownPages } = content
  await page.goto('/a-propos')
  const header = page.locator('header').first()
  await expect(header.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link')).toHaveText(NAVIGATION_LABELS)
  await expect(header).toContainText(site.shop.name)
  await expect(header).toContainText(site.shop.street)
  await expect(header.locator('a[href^="tel:"]')).toHaveText(`Tél. de la boutique\u00a0: ${site.shop.phone}`)
  await expect(header.locator('a[href^="tel:"]')).toHaveAttribute('href', `tel:+1${site.shop.phone.replace(/\D/g, '')}`)
  const footer = page.locator('footer')
  for (const partner of site.partners) await expect(footer.getByRole('link', { name: partner.name })).toHaveAttribute('href', partner.url)
  for (const network of site.social) await expect(footer.getByRole('link', { name: network.name })).toHaveAttribute('href', network.url)
  for (const p of markdownPages) await expect(footer.getByRole('link', { name: p.title })).toHaveAttribute('href', `/${p.name}`)
  await expect(footer).toContainText(`© ${site.foundingYear}-${new Date().getFullYear()} ${site.name}`)
})

test('F8 focuses the notifications region', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  await page.keyboard.press('F8')
  await expect(page.getByRole('region', { name: /Notifications/ }).locator('ol')).toBeFocused()
})

test('F8 focuses the notifications region on a fresh page without islands, with no script fetched for it', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.goto('/a-propos')
  await page.keyboard.press('F8')
  await expect(page.getByRole('region', { name: 'Notifications (F8)' }).locator('ol')).toBeFocused()
  expect(scripts).toEqual([])
})
