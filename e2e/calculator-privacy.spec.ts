import type { Page, Request } from '@playwright/test'
import { content, expect, hydrated, test } from './fixtures'

/**
 * Nothing the visitor gives the calculator leaves the device (issue 27, point 2): its values live in the address's
 * fragment, which no request carries; a link from before (?age=…) is read, and moved there with no request. Every
 * request the browser makes is recorded, with its headers (Referer included) and its body.
 */

/**
 * The visitor's values as they would show in a request: the address's names, and the values chosen below. (A path may
 * name pregnancy: an article's picture does, for every visitor.)
 */
const HEALTH_VALUES = /age=|repos=|fcmax=|situation=|[=:]\s*"?(?:34|58|grossesse)\b/

interface Sent {
  url: string
  referer: string | undefined
  body: string | null
  document: boolean
}

function recordRequests(page: Page): Sent[] {
  const sent: Sent[] = []
  page.on('request', (request: Request) =>
    sent.push({
      url: request.url(),
      referer: request.headers()['referer'],
      body: request.postData(),
      document: request.isNavigationRequest(),
    }),
  )
  return sent
}

/** Whatever part of a request could carry a value: its path and query (never its fragment), Referer and body. */
const carried = ({ url, referer, body }: Sent) => {
  const { pathname, search } = new URL(url)
  return [`${pathname}${search}`, referer ?? '', body ?? ''].filter((part) => HEALTH_VALUES.test(part))
}

test('what the visitor types, a pregnancy included, stays in the fragment: no request, Referer or body carries it', async ({ page, baseURL }) => {
  const sent = recordRequests(page)
  await page.goto('/calculateur-bpm')
  await hydrated(page)
  const age = page.getByLabel('Votre âge')
  await age.fill('34')
  await age.blur()
  await page.locator('summary', { hasText: 'Options' }).first().click()
  await page.getByLabel('Fréquence cardiaque au repos (BPM)').fill('58')
  await page.getByRole('radio', { name: 'Je suis enceinte' }).check()
  await expect(page).toHaveURL(`${baseURL}/calculateur-bpm#age=34&repos=58&situation=grossesse`)
  // A reload sends the page's address without its fragment, and the fields come back from the fragment.
  await page.reload()
  await hydrated(page)
  await expect(age).toHaveValue('34')
  await expect(page.getByRole('radio', { name: 'Je suis enceinte' })).toBeChecked()
  // On to the guide with the same values, and back.
  await page.getByRole('link', { name: 'Ce que chaque zone vous apporte' }).click()
  await expect(page).toHaveURL(`${baseURL}/zones-cardiaques#age=34&repos=58&situation=grossesse`)
  await hydrated(page)
  await expect(page.getByTestId('zones-pour')).toContainText('34\u00a0ans')
  await page.goBack()
  await hydrated(page)
  await expect(age).toHaveValue('34')
  await page.getByRole('banner').getByRole('link', { name: content.site.name, exact: true }).click()
  await hydrated(page)

  expect(sent.length).toBeGreaterThan(10)
  expect(sent.flatMap(carried)).toEqual([])
  // Between the site's own pages, a Referer names the site, never a page.
  for (const { referer } of sent) if (referer) expect(referer).toBe(`${baseURL}/`)
  // Nor is anything kept in cookies or in the browser's storage.
  expect(await page.evaluate(() => [document.cookie, localStorage.length, sessionStorage.length])).toEqual(['', 0, 0])
})

for (const [path, shows] of [
  ['/calculateur-bpm', 'calculator'],
  ['/zones-cardiaques', 'guide'],
] as const) {
  test(`an older ${path}?age=… link opens the same result, moved to the fragment; only its first request carried the values`, async ({
    page,
    baseURL,
  }) => {
    const sent = recordRequests(page)
    await page.goto(`${path}?age=34&repos=58&situation=grossesse`)
    await hydrated(page)
    await expect(page).toHaveURL(`${baseURL}${path}#age=34&repos=58&situation=grossesse`)
    if (shows === 'calculator') {
      await expect(page.getByLabel('Votre âge')).toHaveValue('34')
      await expect(page.getByTestId('sans-zones')).toBeVisible()
    } else {
      await expect(page.getByTestId('zones-pour')).toHaveText(
        'Pour 34\u00a0ans · zones selon l’effort ressenti (échelle de Borg et test de la parole), sans cible en BPM',
      )
    }
    // The page was asked for once: the address changed in place.
    const documents = sent.filter((request) => request.document)
    expect(documents.map((request) => new URL(request.url).pathname)).toEqual([path])
    // That first request necessarily carried the values (they were in its address); no other request did.
    expect(sent[0]?.url).toContain('situation=grossesse')
    expect(sent.slice(1).flatMap(carried)).toEqual([])
  })
}

test('the privacy policy says where the calculator’s values stay, and what an older link sends', async ({ page }) => {
  await page.goto('/politique-confidentialite')
  const section = page.locator('section', { has: page.getByRole('heading', { name: 'Ce que vous inscrivez dans le calculateur' }) })
  await expect(section).toContainText('après le signe « # »')
  await expect(section).toContainText('n’envoie jamais cette partie de l’adresse')
  await expect(section).toContainText('l’historique de votre navigateur')
  await expect(section).toContainText('le presse-papiers')
  await expect(section).toContainText('Ouvrir un tel lien les envoie une fois à notre hébergeur')
  await expect(section).toContainText('plus rien ne les transmet ensuite')
  await expect(page.getByRole('main')).not.toContainText(
    'L’âge que vous saisissez dans le calculateur est traité uniquement dans votre navigateur : il ne nous est jamais transmis',
  )
})
