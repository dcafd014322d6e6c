import { content, expect, jsonLdGraph, test } from './fixtures'

const TOOLS = [
  {
    path: '/outils/test-recuperation-cardiaque',
    label: 'Test de récupération cardiaque',
    articles: ['hiit-frequence-cardiaque-intervalles-haute-intensite'],
  },
  { path: '/outils/test-derive-cardiaque', label: 'Test de dérive cardiaque', articles: ['comment-ameliorer-endurance-frequence-cardiaque'] },
  {
    path: '/outils/journal-frequence-cardiaque-repos',
    label: 'Journal de la fréquence au repos',
    articles: ['comment-ameliorer-endurance-frequence-cardiaque'],
  },
  { path: '/outils/analyse-seance', label: 'Analyse d’une séance', articles: ['guide-montres-cardio-capteurs-frequence-cardiaque'] },
]

test('the footer leads to the tools page, which leads to each test', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Outils' }).click()
  await expect(page).toHaveURL('/outils')
  await expect(page.locator('h1')).toHaveText(content.pages.outils.title)
  for (const tool of TOOLS) await expect(page.getByRole('link', { name: tool.label, exact: true })).toHaveAttribute('href', tool.path)
})

for (const tool of TOOLS) {
  test(`${tool.path}: breadcrumb through Outils, protocol, sources, the articles that teach it and back, the medical notice`, async ({ page }) => {
    await page.goto(tool.path)
    const crumbs = page.getByRole('navigation', { name: 'Fil d’Ariane' })
    await expect(crumbs.getByRole('link')).toHaveText(['Accueil', 'Outils'])
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(tool.label)
    const breadcrumb = (await jsonLdGraph(page)).find((node) => node['@type'] === 'BreadcrumbList')?.itemListElement as { name: string }[]
    expect(breadcrumb.map((item) => item.name)).toEqual(['Accueil', 'Outils', tool.label])
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
    await expect(page.locator('section[aria-labelledby="protocole"] li').first()).toBeVisible()
    const sources = page.locator('section[aria-labelledby="sources"] li')
    expect(await sources.count()).toBeGreaterThanOrEqual(2)
    // The site's one disclaimer, its questionnaire a link to the form itself (the link adds « s’ouvre dans un nouvel onglet » for screen readers).
    const notice = page.getByRole('complementary', { name: 'Avis important sur la santé' })
    const [beforeForm = ''] = content.site.disclaimer.split('Q-AAP+')
    await expect(notice).toContainText(beforeForm)
    await expect(notice.getByRole('link', { name: /^Q-AAP\+/ })).toHaveAttribute('href', content.site.links['qaap']?.url ?? '')
    for (const id of tool.articles) {
      // The suggestion names the article by its file; the link shows its canonical address.
      const { canonicalId } = content.articles.find((article) => article.routeId === id)!
      await expect(page.locator(`#pour-aller-plus-loin ~ ul a[href="/articles/${canonicalId}"]`)).toHaveCount(1)
      // Both ways: the article links to the tool.
      await page.goto(`/articles/${id}`)
      await expect(page.locator(`main a[href="${tool.path}"]`)).not.toHaveCount(0)
      await page.goto(tool.path)
    }
  })
}

test('the privacy policy says where the log is kept, under the key the log page names', async ({ page }) => {
  await page.goto('/politique-confidentialite')
  const policy = page.locator('main')
  await expect(policy).toContainText('sous le nom «\u00a0cardiobpm-journal-repos\u00a0»')
  await expect(policy.getByRole('link', { name: 'journal de la fréquence au repos' })).toHaveAttribute(
    'href',
    '/outils/journal-frequence-cardiaque-repos',
  )
  await expect(policy).toContainText('Tout effacer')
  await page.goto('/outils/journal-frequence-cardiaque-repos')
  await expect(page.locator('main')).toContainText('sous le nom «\u00a0cardiobpm-journal-repos\u00a0»')
})

test.describe('on a 320 px screen', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test('the tools page fits without sideways scrolling', async ({ page }) => {
    await page.goto('/outils')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  })
})

test.describe('before the page’s script runs (here, never)', () => {
  test.use({ javaScriptEnabled: false })

  test('no test’s form can send what was typed the browser’s way, as a query the server would receive', async ({ page }) => {
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    for (const [path, field, button] of [
      ['/outils/test-recuperation-cardiaque', 'À la fin de l’effort (BPM)', 'Voir mon résultat'],
      ['/outils/test-derive-cardiaque', 'Moyenne de la 1ʳᵉ moitié (BPM)', 'Voir mon résultat'],
      ['/outils/journal-frequence-cardiaque-repos', 'Fréquence au repos (BPM)', 'Ajouter au journal'],
    ] as const) {
      await page.goto(path)
      await page.getByLabel(field).fill('97')
      await page.getByLabel(field).press('Enter')
      await expect(page.getByRole('button', { name: button })).toBeDisabled()
      await expect(page).toHaveURL(path)
    }
    expect(requested.filter((address) => new URL(address).search !== '')).toEqual([])
  })
})
