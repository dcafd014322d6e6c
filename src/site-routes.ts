/** The route table of the spec, as plain paths: the router, the sitemap and the content checks all read it. */

export const PAGE_PATHS = {
  home: '/',
  calculator: '/calculateur-bpm',
  zones: '/zones-cardiaques',
  about: '/a-propos',
  contact: '/contact',
} as const

/** The five legal pages, in the order of the footer. Each has its Markdown file in content/legal/<slug>.md. */
export const LEGAL_SLUGS = ['conditions-utilisation', 'politique-confidentialite', 'limite-responsabilite', 'politique-antispam', 'dmca'] as const
export type LegalSlug = (typeof LEGAL_SLUGS)[number]

/** Article route ids the spec requires; {product} is filled from content/site.yaml. */
export const REQUIRED_ARTICLE_IDS = [
  'frequence-cardiaque-repos-indicateur-sante',
  'frequence-cardiaque-ideale-bruler-graisses',
  'qu-est-ce-qu-un-{product}-bpm',
  'table-zones-frequence-cardiaque-par-age',
  'tapis-roulant-vs-velo-stationnaire-meilleur-cardio',
  'hiit-frequence-cardiaque-intervalles-haute-intensite',
  'comment-ameliorer-endurance-frequence-cardiaque',
  'guide-montres-cardio-capteurs-frequence-cardiaque',
] as const

export const legalPath = (slug: string) => `/${slug}`
export const articlePath = (routeId: string) => `/articles/${routeId}`

/** Every path that renders a page, given the article route ids. */
export function allPaths(articleIds: readonly string[]): string[] {
  return [...Object.values(PAGE_PATHS), ...articleIds.map(articlePath), ...LEGAL_SLUGS.map(legalPath)]
}
