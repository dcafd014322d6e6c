import type { Page } from '@playwright/test'
import { content, expect, hydrated, test } from './fixtures'

/** Records the mailto: navigations Chromium is asked to make, through the DevTools protocol. */
async function watchMailto(page: Page) {
  const urls: string[] = []
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Page.enable')
  cdp.on('Page.frameRequestedNavigation', (event) => {
    if (event.url.startsWith('mailto:')) urls.push(event.url)
  })
  return urls
}

test.beforeEach(async ({ page }) => {
  await page.goto('/contact')
  await hydrated(page)
})

test('sending opens the mail program with the subject and every line intact', async ({ page }) => {
  const { site } = content
  const mailto = await watchMailto(page)
  const message = `Bonjour, j’ai 45 ans & une question: 100 % ? #zones\nDeuxième ligne +1\n${'long '.repeat(300)}`
  await page.getByLabel('Nom').fill('Émilie Tremblay-Côté')
  await page.getByLabel('Courriel', { exact: true }).fill('emilie+test@exemple.ca')
  await page.getByLabel('Message').fill(message)
  await page.getByRole('button', { name: content.pages.contact.form.submitLabel }).click()
  await expect.poll(() => mailto.length).toBe(1)
  const url = new URL(mailto[0] ?? '')
  expect(url.protocol).toBe('mailto:')
  expect(url.pathname).toBe(site.email)
  expect(url.searchParams.get('subject')).toBe(`Message depuis ${site.name}`)
  expect(url.searchParams.get('body')).toBe(
    `Nom : Émilie Tremblay-Côté\r\nCourriel : emilie+test@exemple.ca\r\nMessage :\r\n${message.replace(/\n/g, '\r\n')}`,
  )
  await expect(page.locator('li[data-variant="default"]')).toContainText('Votre logiciel de courriel s’ouvre')
  // The toasts' own region has replaced the page's waiting one: one region, which F8 focuses.
  await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toHaveCount(1)
  await page.keyboard.press('F8')
  await expect(page.getByRole('region', { name: 'Notifications (F8)' }).locator('ol')).toBeFocused()
})

test('the browser requires the name, a valid e-mail and the message', async ({ page }) => {
  const mailto = await watchMailto(page)
  const submit = page.getByRole('button', { name: content.pages.contact.form.submitLabel })
  await submit.click()
  expect(await page.getByLabel('Nom').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true)
  await page.getByLabel('Nom').fill('Léo')
  await page.getByLabel('Courriel', { exact: true }).fill('pas-un-courriel')
  await page.getByLabel('Message').fill('Allo')
  await submit.click()
  await expect(page.getByLabel('Courriel', { exact: true })).toHaveAttribute('type', 'email')
  expect(await page.getByLabel('Courriel', { exact: true }).evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true)
  await page.getByLabel('Message').fill('')
  expect(await page.getByLabel('Message').evaluate((input: HTMLTextAreaElement) => input.required)).toBe(true)
  expect(mailto).toEqual([])
})

test('the page gives the postal address, the support e-mail and the social links', async ({ page }) => {
  const { site } = content
  await expect(page.locator('address')).toContainText(site.postalAddress.street)
  // The legal entity that runs the site, as the privacy policy names it.
  await expect(page.locator('address')).toContainText('Médias Cardio BPM Québec inc.')
  // The province in full, in parentheses, as the OQLF writes an address; never the symbol in parentheses.
  await expect(page.locator('address')).toContainText('Québec (Québec) G1V 2L1')
  await expect(page.locator('main a[href^="mailto:"]')).toHaveAttribute('href', `mailto:${site.email}`)
  for (const network of site.social) await expect(page.locator('main').getByRole('link', { name: network.name })).toHaveAttribute('target', '_blank')
})

test('the lead links the triage table, and the privacy notice names whom to write to', async ({ page }) => {
  await expect(page.locator('main').getByRole('link', { name: 'le tableau « Qui appeler »' })).toHaveAttribute(
    'href',
    '/articles/pouls-anormal-quand-consulter#qui-appeler',
  )
  const notice = page.locator('form p').filter({ hasText: 'consulter ou faire corriger vos renseignements' })
  await expect(notice).toContainText(
    `en écrivant à notre responsable de la protection des renseignements personnels\u00a0: ${content.site.privacyOfficer.email}.`,
  )
  await expect(notice).toContainText('Pour en savoir plus, lisez notre politique de confidentialité.')
  await expect(notice.getByRole('link', { name: 'notre politique de confidentialité' })).toHaveAttribute('href', '/politique-confidentialite')
})
