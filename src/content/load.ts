/** Reads and checks content/ at build time (Node only). Any problem stops the build with the file and the field named. */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, join, relative } from 'node:path'
import { parse as parseYaml } from 'yaml'
import { z } from 'zod'
import { allPaths, LEGAL_PAGES, MARKDOWN_PAGES, markdownPageFile, PAGES, REQUIRED_ARTICLE_IDS, SLUG_PATTERN, type MarkdownPageName, type PageName } from '../site-pages.ts'
import { smallImage } from './images.ts'
import { withFrenchSpacing } from './typography.ts'
import { articleProblems, readingMinutes, relatedArticles, toCard } from './articles.ts'
import { BLOCK_NAME, inclusionOf, namedBlocks } from './blocks.ts'
import { renderMarkdown, type MarkdownContext } from './markdown.ts'
import { repeatedPassages, type ContentText } from './repeated-passages.ts'
import { voiceProblems } from './voice-rules.ts'
import { factSourceProblems, sharedSourceProblems } from './source-rules.ts'
import {
  articleSchema,
  CONTROL_CHARACTERS,
  markdownPageSchema,
  PAGE_SCHEMAS,
  siteSchema,
  type Article,
  type ArticleFrontMatter,
  type FurtherReading,
  type MarkdownPage,
  type PageContent,
  type Site,
} from './schema.ts'

z.config(z.locales.fr())

export interface Content {
  site: Site
  pages: { [N in PageName]: PageContent<N> }
  /** Newest first. */
  articles: Article[]
  markdownPages: MarkdownPage[]
  /** The shared blocks (content/blocs/<name>.md) rendered to HTML by name, for a page that shows one outside Markdown. */
  blocks: Record<string, string>
  /** Every file read, so that a dev server can watch them. */
  files: string[]
}

export class ContentError extends Error {
  readonly problems: string[]

  constructor(problems: string[]) {
    super(`Contenu invalide (${problems.length} problème${problems.length > 1 ? 's' : ''}) :\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'ContentError'
    this.problems = problems
  }
}

interface Reader {
  rootDir: string
  files: string[]
  problems: string[]
}

const fieldName = (path: readonly PropertyKey[]) => (path.length ? path.map(String).join('.') : '(fichier)')

function readText(reader: Reader, file: string): string | null {
  reader.files.push(file)
  if (!existsSync(file)) {
    reader.problems.push(`${relative(reader.rootDir, file)} : fichier manquant`)
    return null
  }
  const source = readFileSync(file, 'utf8')
  // One voice: a page that words a shared figure otherwise than the others stops the build (voice-rules.ts).
  for (const problem of voiceProblems(source)) reader.problems.push(`${relative(reader.rootDir, file)} : ${problem}`)
  return source
}

/** Checks what an editor wrote against its schema, French spacing applied first; `fileOf` names the file of an issue's path. */
function validate<T extends z.ZodType>(reader: Reader, fileOf: (path: PropertyKey[]) => { file: string; field: PropertyKey[] }, schema: T, data: unknown): z.output<T> | null {
  const result = schema.safeParse(withFrenchSpacing(data))
  if (result.success) return result.data
  for (const issue of result.error.issues) {
    const { file, field } = fileOf(issue.path)
    reader.problems.push(`${relative(reader.rootDir, file)} › champ « ${fieldName(field)} » : ${issue.message}`)
  }
  return null
}

const inFile = (file: string) => (path: PropertyKey[]) => ({ file, field: path })

/** A YAML text parsed, or null (the problem reported) when it cannot be. */
function parseYamlFile(reader: Reader, file: string, source: string): { data: unknown } | null {
  try {
    return { data: parseYaml(source) }
  } catch (error) {
    reader.problems.push(`${relative(reader.rootDir, file)} : YAML illisible (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`)
    return null
  }
}

/** A YAML file read and parsed, or null (the problem reported) when it is missing or unreadable. */
function readYamlFile(reader: Reader, file: string): { data: unknown } | null {
  const source = readText(reader, file)
  return source === null ? null : parseYamlFile(reader, file, source)
}

/** Splits `---` front matter from the Markdown body. */
function readMarkdownFile(reader: Reader, file: string): { data: unknown; body: string } | null {
  const source = readText(reader, file)
  if (source === null) return null
  const [, frontMatter, body] = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source) ?? []
  if (frontMatter === undefined || body === undefined) {
    reader.problems.push(`${relative(reader.rootDir, file)} : en-tête YAML (entre deux lignes ---) manquant`)
    return null
  }
  if (CONTROL_CHARACTERS.test(body)) reader.problems.push(`${relative(reader.rootDir, file)} : caractère de contrôle invalide dans le texte (fichier mal encodé? enregistrez-le en UTF-8)`)
  return { data: parseYamlFile(reader, file, frontMatter)?.data, body }
}

function markdownFiles(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.md')).sort().map((name) => join(dir, name)) : []
}

/** The article ids a page's YAML suggests reading next (furtherReading.articles), if it has any. */
function readingIds(page: object): string[] {
  const reading = 'furtherReading' in page ? page.furtherReading : undefined
  return typeof reading === 'object' && reading !== null && 'articles' in reading && Array.isArray(reading.articles)
    ? reading.articles.filter((id): id is string => typeof id === 'string')
    : []
}

/** Every page's YAML file, checked as one object whose keys are the page names: each page is typed by its own schema. */
const pagesSchema = z.strictObject(PAGE_SCHEMAS)
/** The pages as their schemas give them: reading suggestions are article ids until the articles are known. */
type PageFiles = z.output<typeof pagesSchema>

function readPages(reader: Reader, contentDir: string): PageFiles | null {
  const fileOf = (name: PropertyKey) => join(contentDir, 'pages', `${String(name)}.yaml`)
  const files = PAGES.map(({ name }) => [name, readYamlFile(reader, fileOf(name))] as const)
  if (files.some(([, file]) => file === null)) {
    // One page missing or unreadable: the others are still checked, each on its own, so that every problem is named at once.
    for (const [name, file] of files) if (file) validate(reader, inFile(fileOf(name)), PAGE_SCHEMAS[name], file.data)
    return null
  }
  const data = Object.fromEntries(files.map(([name, file]) => [name, file?.data]))
  return validate(reader, ([name, ...field]) => ({ file: fileOf(name ?? ''), field }), pagesSchema, data)
}

/** Every file of content/ read and checked against its schema; null where a file could not be used. */
interface ContentFiles {
  site: Site | null
  pages: PageFiles | null
  articles: { file: string; routeId: string; data: ArticleFrontMatter | null; body: string }[]
  markdownPages: { file: string; name: MarkdownPageName; data: z.infer<typeof markdownPageSchema> | null; body: string }[]
  /** The shared blocks, content/blocs/<name>.md: Markdown without front matter. */
  blocks: { file: string; name: string; body: string }[]
}

function readBlocks(reader: Reader, contentDir: string): ContentFiles['blocks'] {
  return markdownFiles(join(contentDir, 'blocs')).flatMap((file) => {
    const body = readText(reader, file)
    const name = basename(file, '.md')
    const problem = (message: string) => reader.problems.push(`${relative(reader.rootDir, file)} : ${message}`)
    if (!BLOCK_NAME.test(name)) problem('nom de fichier invalide (minuscules, chiffres et traits d’union seulement)')
    if (body === null) return []
    if (CONTROL_CHARACTERS.test(body)) problem('caractère de contrôle invalide dans le texte (fichier mal encodé? enregistrez-le en UTF-8)')
    if (!body.trim()) problem('bloc vide')
    for (const other of namedBlocks(body)) problem(`un bloc n’en inclut pas d’autre : ${inclusionOf(other)} à écrire dans la page elle-même`)
    return [{ file, name, body }]
  })
}

function readFiles(reader: Reader, contentDir: string): ContentFiles {
  const siteFile = join(contentDir, 'site.yaml')
  const siteYaml = readYamlFile(reader, siteFile)
  const site = siteYaml && validate(reader, inFile(siteFile), siteSchema, siteYaml.data)
  const pages = readPages(reader, contentDir)
  const articles = markdownFiles(join(contentDir, 'articles')).map((file) => {
    const parsed = readMarkdownFile(reader, file)
    const routeId = basename(file, '.md')
    if (!SLUG_PATTERN.test(routeId)) reader.problems.push(`${relative(reader.rootDir, file)} : nom de fichier invalide (minuscules, chiffres et traits d’union seulement)`)
    const data = parsed && validate(reader, inFile(file), articleSchema, parsed.data)
    return { file, routeId, data, body: parsed?.body ?? '' }
  })
  const markdownPages = MARKDOWN_PAGES.map((name) => {
    const file = join(reader.rootDir, markdownPageFile(name))
    const parsed = readMarkdownFile(reader, file)
    return { file, name, data: parsed && validate(reader, inFile(file), markdownPageSchema, parsed.data), body: parsed?.body ?? '' }
  })
  return { site, pages, articles, markdownPages, blocks: readBlocks(reader, contentDir) }
}

/** Every string of a page's YAML, each a text of its own. */
const yamlTexts = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : typeof value === 'object' && value !== null ? Object.values(value).flatMap(yamlTexts) : []

/**
 * What editors wrote, file by file, for the check against pasted passages: articles (introduction and body), the
 * pages' texts, the glossary and the blocks, an inclusion {{bloc:nom}} left as it is. The editorial policy and the
 * legal pages are compared with the articles and pages, not with one another: legal texts repeat legal formulas.
 */
function writtenTexts(files: ContentFiles, pages: PageFiles, rootDir: string): ContentText[] {
  const legal = (name: MarkdownPageName) => LEGAL_PAGES.includes(name)
  return [
    ...files.articles.map(({ file, data, body }) => ({ file, texts: [data?.intro ?? '', body] })),
    ...PAGES.map(({ name }) => ({ file: join(rootDir, 'content/pages', `${name}.yaml`), texts: yamlTexts(pages[name]) })),
    ...files.blocks.map(({ file, body }) => ({ file, texts: [body] })),
    ...files.markdownPages.map(({ file, name, body }) => ({ file, texts: [body], group: legal(name) ? 'legal' : undefined })),
  ].map(({ file, ...rest }) => ({ ...rest, file: relative(rootDir, file) }))
}

/** What rendering and checking an article needs: the site, every known path and article id, where to report. */
interface Checking {
  markdown: Omit<MarkdownContext, 'report'>
  routeIds: string[]
  problemIn: (file: string) => (message: string) => void
  checkImage: (file: string, image: string) => void
}

/** Each article rendered and checked: ids, call to action, images, length, sources (each on its own, then across articles). */
function renderArticles(reader: Reader, files: ContentFiles['articles'], { markdown, routeIds, problemIn, checkImage }: Checking) {
  const seenCanonical = new Map<string, string>()
  const drafts: Omit<Article, 'related'>[] = []
  for (const { file, routeId, data, body } of files) {
    if (!data) continue
    const report = problemIn(file)
    const other = seenCanonical.get(data.canonicalId)
    if (other) report(`champ « canonicalId » : « ${data.canonicalId} » déjà utilisé par ${other}`)
    seenCanonical.set(data.canonicalId, relative(reader.rootDir, file))
    // Both ids are addresses of the article (src/site-pages.ts articleIds): no other article may use one of them.
    if (data.canonicalId !== routeId && routeIds.includes(data.canonicalId)) {
      report(`champ « canonicalId » : « ${data.canonicalId} » est déjà l’adresse de content/articles/${data.canonicalId}.md`)
    }
    if (!markdown.knownPaths.has(data.cta.href)) report(`champ « cta.href » : page inexistante ${data.cta.href}`)
    checkImage(file, data.image)
    checkImage(file, smallImage(data.image))
    const { html, headings, proseWords, readWords } = renderMarkdown(body, { ...markdown, report })
    articleProblems(data, proseWords).forEach(report)
    factSourceProblems(body, data.sources).forEach(report)
    drafts.push({ ...data, routeId, html, headings, proseWords, readingMinutes: readingMinutes(readWords) })
  }
  const citing = files.flatMap(({ file, data }) => (data ? [{ file, sources: data.sources }] : []))
  for (const { file, message } of sharedSourceProblems(citing.map((article) => ({ ...article, file: relative(reader.rootDir, article.file) })))) {
    reader.problems.push(`${file} : ${message}`)
  }
  return drafts
}

/** The articles the pages name (the home page's features, reading suggestions) must exist. */
function checkPageReferences(pages: PageFiles, contentDir: string, { routeIds, problemIn }: Checking) {
  pages.accueil.features.items.forEach((item, index) => {
    if (!routeIds.includes(item.articleId)) problemIn(join(contentDir, 'pages/accueil.yaml'))(`champ « features.items.${index}.articleId » : article inconnu « ${item.articleId} »`)
  })
  for (const [name, page] of Object.entries(pages)) {
    readingIds(page).forEach((id, index) => {
      if (!routeIds.includes(id)) problemIn(join(contentDir, `pages/${name}.yaml`))(`champ « furtherReading.articles.${index} » : article inconnu « ${id} »`)
    })
  }
}

/** The pages' reading suggestions, from ids to the cards they show (a page that gains some must be added here: its type says so). */
function withReadingCards(pages: PageFiles, articles: Article[]): Content['pages'] {
  const cards = new Map(articles.map((article) => [article.routeId, toCard(article)]))
  const withCards = ({ title, articles: ids }: PageFiles['calculateur-bpm']['furtherReading']): FurtherReading => ({
    title,
    articles: ids.flatMap((id) => cards.get(id) ?? []),
  })
  const withReading = <P extends { furtherReading: PageFiles['calculateur-bpm']['furtherReading'] }>(page: P) => ({
    ...page,
    furtherReading: withCards(page.furtherReading),
  })
  return {
    ...pages,
    'calculateur-bpm': withReading(pages['calculateur-bpm']),
    'zones-cardiaques': withReading(pages['zones-cardiaques']),
    'test-recuperation-cardiaque': withReading(pages['test-recuperation-cardiaque']),
    'test-derive-cardiaque': withReading(pages['test-derive-cardiaque']),
    'journal-frequence-cardiaque-repos': withReading(pages['journal-frequence-cardiaque-repos']),
  }
}

/** Loads the whole of content/ from the project root. Throws ContentError listing every problem. */
export function loadContent(rootDir: string): Content {
  const reader: Reader = { rootDir, files: [], problems: [] }
  const contentDir = join(rootDir, 'content')
  const files = readFiles(reader, contentDir)
  const { site, pages } = files
  if (!site || !pages || reader.problems.length) throw new ContentError(reader.problems)

  const routeIds = files.articles.map((a) => a.routeId)
  for (const required of REQUIRED_ARTICLE_IDS) {
    if (!routeIds.includes(required)) reader.problems.push(`content/articles/${required}.md : article exigé par le plan du site, introuvable`)
  }
  const problemIn = (file: string) => (message: string) => reader.problems.push(`${relative(rootDir, file)} : ${message}`)
  const checkImage = (file: string, image: string) => {
    if (!existsSync(join(rootDir, 'public', image))) problemIn(file)(`champ « image » : fichier public${image} introuvable`)
  }
  checkImage(join(contentDir, 'site.yaml'), site.defaultImage)
  const zoneTexts = pages['zones-cardiaques'].zones
  const blocks = Object.fromEntries(files.blocks.map(({ name, body }) => [name, body]))
  const checking: Checking = { markdown: { site, knownPaths: new Set(allPaths(routeIds)), zoneTexts, blocks }, routeIds, problemIn, checkImage }

  const drafts = renderArticles(reader, files.articles, checking)
  const markdownPages: MarkdownPage[] = files.markdownPages.flatMap(({ file, name, data, body }) => {
    if (!data) return []
    const { html, headings } = renderMarkdown(body, { ...checking.markdown, report: problemIn(file) })
    return [{ ...data, name, html, headings }]
  })
  // A block's problems are named in each page that includes it (checked above), not a second time here.
  const ignore = () => {}
  const renderedBlocks = Object.fromEntries(files.blocks.map(({ name, body }) => [name, renderMarkdown(body, { ...checking.markdown, report: ignore }).html]))
  checkPageReferences(pages, contentDir, checking)
  reader.problems.push(...repeatedPassages(writtenTexts(files, pages, rootDir)))
  if (reader.problems.length) throw new ContentError(reader.problems)

  drafts.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.routeId.localeCompare(b.routeId))
  const articles = drafts.map((article) => ({ ...article, related: relatedArticles(article, drafts) }))
  return { site, pages: withReadingCards(pages, articles), articles, markdownPages, blocks: renderedBlocks, files: reader.files }
}
