/**
 * Every page of the site, named once. A page's name is its address, its content file and its component:
 * `contact` is served at /contact, reads content/pages/contact.yaml and is drawn by src/pages/contact.tsx.
 * The router, the header, the breadcrumbs, the sitemap, the content checks and the end-to-end tests all read this.
 */

/**
 * The pages with a YAML content file and a component of their own: first those of the header, in its order; then the
 * tools page, which the footer names, and the tests readers run themselves, each served under its parent page.
 */
export const PAGES = [
  { name: 'accueil', label: 'Accueil' },
  { name: 'calculateur-bpm', label: 'Calculateur BPM' },
  { name: 'zones-cardiaques', label: 'Zones cardiaques' },
  { name: 'articles', label: 'Articles' },
  { name: 'a-propos', label: 'À propos' },
  { name: 'contact', label: 'Contact' },
  { name: 'outils', label: 'Outils', header: false },
  { name: 'test-recuperation-cardiaque', label: 'Test de récupération cardiaque', parent: 'outils' },
  { name: 'test-derive-cardiaque', label: 'Test de dérive cardiaque', parent: 'outils' },
  { name: 'journal-frequence-cardiaque-repos', label: 'Journal de la fréquence au repos', parent: 'outils' },
  { name: 'analyse-seance', label: 'Analyse d’une séance', parent: 'outils' },
] as const satisfies readonly { name: string; label: string; header?: false; parent?: string }[]

export type PageName = (typeof PAGES)[number]['name']
/** The tests readers run themselves: the pages under /outils. */
export type ToolPageName = Extract<(typeof PAGES)[number], { parent: 'outils' }>['name']
export const TOOL_PAGES = PAGES.flatMap((page) => ('parent' in page ? [page] : []))

/** The page a page is served under, if it has one (its breadcrumb's middle step). */
export function parentOf(name: PageName): PageName | null {
  const page = PAGES.find((entry) => entry.name === name)
  return page && 'parent' in page ? page.parent : null
}

/** The home page is served at the root; a page with a parent under its parent's path; every other page at its name. */
export function pagePath(name: PageName): string {
  if (name === 'accueil') return '/'
  const parent = parentOf(name)
  return parent ? `${pagePath(parent)}/${name}` : `/${name}`
}

/**
 * Pages written in Markdown: the glossary and the rules register, then the editorial policy and the legal pages in the
 * order of the footer. Each is served at /<name> and read from markdownPageFile(name).
 */
export const MARKDOWN_PAGES = [
  'glossaire',
  'registre-des-regles',
  'politique-editoriale',
  'conditions-utilisation',
  'politique-confidentialite',
  'limite-responsabilite',
  'politique-antispam',
  'dmca',
] as const
export type MarkdownPageName = (typeof MARKDOWN_PAGES)[number]
export const markdownPagePath = (name: string): string => `/${name}`
/** The rules register's page, which shows content/regles.yaml whole: one anchor per rule. */
export const RULES_REGISTER: MarkdownPageName = 'registre-des-regles'
const RULES_REGISTER_PATH = markdownPagePath(RULES_REGISTER)
export const ruleAnchor = (id: string): string => `regle-${id}`
/** The address of one rule's entry in the register. */
export const rulePath = (id: string): string => `${RULES_REGISTER_PATH}#${ruleAnchor(id)}`
/** The glossary, which every page links to for the one definition of a term (content/glossaire.md). */
export const GLOSSARY: MarkdownPageName = 'glossaire'
/** The reference pages, listed with the site's pages in the footer, and what their social image says above their title. */
const REFERENCE_PAGES: Partial<Record<MarkdownPageName, string>> = { [GLOSSARY]: 'Glossaire', [RULES_REGISTER]: 'Registre des règles' }
export const isReferencePage = (name: MarkdownPageName): boolean => name in REFERENCE_PAGES
/** Where a Markdown page is written, from the project's root: the reference pages in content/, the others in content/legal/. */
export const markdownPageFile = (name: MarkdownPageName): string => (isReferencePage(name) ? `content/${name}.md` : `content/legal/${name}.md`)
/** The editorial policy and the legal pages: the footer's column of that name. */
export const LEGAL_PAGES: readonly MarkdownPageName[] = MARKDOWN_PAGES.filter((name) => !isReferencePage(name))
/** What the legal pages are, as a group: the footer's column title, the line above their title on social images. */
export const MARKDOWN_PAGES_LABEL = 'Renseignements légaux'
/** The line above a Markdown page's title on its social image. */
export const markdownPageKicker = (name: MarkdownPageName): string => REFERENCE_PAGES[name] ?? MARKDOWN_PAGES_LABEL

/** Article route ids the spec requires (content/articles/<id>.md). */
export const REQUIRED_ARTICLE_IDS = [
  'frequence-cardiaque-repos-indicateur-sante',
  'frequence-cardiaque-ideale-bruler-graisses',
  'qu-est-ce-qu-un-moniteur-bpm',
  'table-zones-frequence-cardiaque-par-age',
  'tapis-roulant-vs-velo-stationnaire-meilleur-cardio',
  'hiit-frequence-cardiaque-intervalles-haute-intensite',
  'comment-ameliorer-endurance-frequence-cardiaque',
  'guide-montres-cardio-capteurs-frequence-cardiaque',
] as const
/** Whether the site's plan requires the article of this route id. */
export const isRequiredArticle = (routeId: string) => (REQUIRED_ARTICLE_IDS as readonly string[]).includes(routeId)
export const articlePath = (id: string): string => `/articles/${id}`

/**
 * The ids an article answers to: its route id (the route, and the file's name, which editors' links use) and its
 * shorter canonical id (the canonical URL in its metadata, the sitemap, and the address every internal link shows:
 * ./content/article-index.ts canonicalPath). Both addresses serve the same page, so that neither answers 404; a
 * withdrawn article's both answer 410 (scripts/hosting/gone.ts).
 */
export const articleIds = (article: { routeId: string; canonicalId: string }): string[] => [...new Set([article.routeId, article.canonicalId])]

/** How every id of the site is written (article ids, page names): lowercase letters, digits and single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** The header's links: the pages of PAGES that are neither under another nor kept out of it, labelled. */
export const MAIN_NAVIGATION = PAGES.flatMap((page) => ('parent' in page || 'header' in page ? [] : [{ label: page.label, to: pagePath(page.name) }]))

/** Every path that renders a page, given the article route ids. */
export function allPaths(articleIds: readonly string[]): string[] {
  return [...PAGES.map((page) => pagePath(page.name)), ...articleIds.map(articlePath), ...MARKDOWN_PAGES.map(markdownPagePath)]
}

/**
 * The places the site's templates give a page, besides those of its text (its headings, the rules and triage rows it
 * shows): an article's and a Markdown page's table of contents, sources, related articles and closing call to action,
 * and every page's main content. A link may point to any of them (#sources-article); the build checks the others.
 */
export const PAGE_PLACES = {
  content: 'contenu',
  tableOfContents: 'sommaire',
  sources: 'sources-article',
  related: 'a-lire-aussi',
  callToAction: 'a-vous',
} as const

/** Where the not-found page is pre-rendered; the build writes it as 404.html. */
export const NOT_FOUND_PATH = '/404'
/** Where the page of a withdrawn article's addresses is pre-rendered; the build writes it as 410.html, which hosts answer with 410 Gone. */
export const GONE_PATH = '/410'

/** Files the build publishes beside the pages (written by scripts/site-files.ts, through scripts/publish/files.ts). */
export const SITEMAP_PATH = '/sitemap.xml'
export const FEED_PATH = '/flux.atom'

/** The social image (Open Graph, Twitter) of the page at a canonical path: /images/partage/contact.png, /images/partage/articles/<id>.png. */
export const socialImagePath = (canonicalPath: string): string => `/images/partage${canonicalPath === '/' ? '/accueil' : canonicalPath}.png`

/** The home page shows the newest articles, this many (spec). */
export const HOME_ARTICLE_COUNT = 8
