/** Reads and checks content/ at build time (Node only). Any problem stops the build with the file and the field named. */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, dirname, join, relative } from 'node:path'
import { parse as parseYaml } from 'yaml'
import { z } from 'zod'
import { LEGAL_PAGES, MARKDOWN_PAGES, markdownPageFile, PAGES, REQUIRED_ARTICLE_IDS, SLUG_PATTERN, type MarkdownPageName, type PageName } from '../site-pages.ts'
import { relatedArticles, toCard } from './articles.ts'
import { BLOCK_NAME, inclusionOf, namedBlocks } from './blocks.ts'
import { checkArticle, checkMarkdownPage, checkSite, markdownContext, pageReferenceProblems, validate, type ArticleDraft, type CheckContext } from './checks.ts'
import { renderMarkdown } from './markdown.ts'
import { problemLine, type ContentProblem, type FieldProblem } from './problems.ts'
import { repeatedPassages, type ContentText } from './repeated-passages.ts'
import { expandRulesInData, rulesSchema, type Rule } from './rules-register.ts'
import { CONTROL_CHARACTERS, PAGE_SCHEMAS, type Article, type FurtherReading, type MarkdownPage, type PageContent, type Site } from './schema.ts'
import { articleFile, citedSources, sharedSourceProblems } from './source-rules.ts'
import { voiceProblemsIn } from './voice-rules.ts'

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
  readonly problems: ContentProblem[]

  constructor(problems: ContentProblem[]) {
    super(`Contenu invalide (${problems.length} problème${problems.length > 1 ? 's' : ''}) :\n${problems.map((p) => `  - ${problemLine(p)}`).join('\n')}`)
    this.name = 'ContentError'
    this.problems = problems
  }
}

interface Reader {
  rootDir: string
  files: string[]
  problems: ContentProblem[]
  /** Files read as given here rather than from the disk, by absolute path (a file the CMS is about to save). */
  drafts: ReadonlyMap<string, string>
}

/** Records what is wrong with a file, each problem with the file's path from the project's root. */
const report = (reader: Reader, file: string, problems: readonly FieldProblem[]) => {
  for (const problem of problems) reader.problems.push({ file: relative(reader.rootDir, file), ...problem })
}

function readText(reader: Reader, file: string): string | null {
  reader.files.push(file)
  const draft = reader.drafts.get(file)
  if (draft !== undefined) return draft
  if (!existsSync(file)) {
    report(reader, file, [{ message: 'fichier manquant' }])
    return null
  }
  return readFileSync(file, 'utf8')
}

/** A YAML text parsed, or null (the problem reported) when it cannot be. */
function parseYamlFile(reader: Reader, file: string, source: string): { data: unknown } | null {
  try {
    return { data: parseYaml(source) }
  } catch (error) {
    report(reader, file, [{ message: `YAML illisible (${error instanceof Error ? error.message.split('\n')[0] : String(error)})` }])
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
    report(reader, file, [{ message: 'en-tête YAML (entre deux lignes ---) manquant' }])
    return null
  }
  if (CONTROL_CHARACTERS.test(body)) report(reader, file, [{ message: 'caractère de contrôle invalide dans le texte (fichier mal encodé? enregistrez-le en UTF-8)' }])
  const parsed = parseYamlFile(reader, file, frontMatter)
  return parsed && { data: parsed.data, body }
}

function markdownFiles(reader: Reader, dir: string): string[] {
  const onDisk = existsSync(dir) ? readdirSync(dir).map((name) => join(dir, name)) : []
  const drafts = [...reader.drafts.keys()].filter((file) => dirname(file) === dir)
  return [...new Set([...onDisk, ...drafts])].filter((file) => file.endsWith('.md')).sort()
}

/** Every page's YAML file, checked as one object whose keys are the page names: each page is typed by its own schema. */
const pagesSchema = z.strictObject(PAGE_SCHEMAS)
/** The pages as their schemas give them: reading suggestions are article ids until the articles are known. */
type PageFiles = z.output<typeof pagesSchema>

function readPages(reader: Reader, contentDir: string, routeIds: readonly string[], rules: readonly Rule[], written: Record<string, unknown>): PageFiles | null {
  const fileOf = (name: PropertyKey) => join(contentDir, 'pages', `${String(name)}.yaml`)
  const files = PAGES.map(({ name }) => {
    const file = readYamlFile(reader, fileOf(name))
    written[name] = file?.data
    // A page's texts name the register's rules by reference ({{regle:id}}, {{appel:id}}), as plain words.
    return [name, file && { data: expandRulesInData(file.data, rules, (message) => report(reader, fileOf(name), [{ message }])) }] as const
  })
  for (const [name, file] of files) {
    if (file) report(reader, fileOf(name), [...voiceProblemsIn(file.data), ...pageReferenceProblems(name, file.data, routeIds)])
  }
  if (files.some(([, file]) => file === null)) {
    // One page missing or unreadable: the others are still checked, each on its own, so that every problem is named at once.
    for (const [name, file] of files) if (file) report(reader, fileOf(name), validate(PAGE_SCHEMAS[name], file.data).problems)
    return null
  }
  const { value, problems } = validate(pagesSchema, Object.fromEntries(files.map(([name, file]) => [name, file?.data])))
  for (const { field = '', message } of problems) {
    const [name = '', ...path] = field.split('.')
    report(reader, fileOf(name), [{ field: path.length ? path.join('.') : undefined, message }])
  }
  return value
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

/** The shared blocks, content/blocs/<name>.md: Markdown without front matter, each checked on its own. */
function readBlocks(reader: Reader, contentDir: string): { file: string; name: string; body: string }[] {
  return markdownFiles(reader, join(contentDir, 'blocs')).flatMap((file) => {
    const body = readText(reader, file)
    const name = basename(file, '.md')
    const problem = (message: string) => report(reader, file, [{ message }])
    if (!BLOCK_NAME.test(name)) problem('nom de fichier invalide (minuscules, chiffres et traits d’union seulement)')
    if (body === null) return []
    if (CONTROL_CHARACTERS.test(body)) problem('caractère de contrôle invalide dans le texte (fichier mal encodé? enregistrez-le en UTF-8)')
    if (!body.trim()) problem('bloc vide')
    for (const other of namedBlocks(body)) problem(`un bloc n’en inclut pas d’autre : ${inclusionOf(other)} à écrire dans la page elle-même`)
    report(reader, file, voiceProblemsIn(undefined, body).map(({ message }) => ({ message })))
    return [{ file, name, body }]
  })
}

/** The rules register, content/regles.yaml (./rules-register.ts): none when it cannot be read, its problems reported. */
function readRules(reader: Reader, contentDir: string): Rule[] {
  const file = join(contentDir, 'regles.yaml')
  const parsed = readYamlFile(reader, file)
  if (!parsed) return []
  report(reader, file, voiceProblemsIn(parsed.data))
  const { value, problems } = validate(rulesSchema, parsed.data)
  report(reader, file, problems)
  return value?.rules ?? []
}

/** Every string of a page's YAML, each a text of its own. */
const yamlTexts = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : typeof value === 'object' && value !== null ? Object.values(value).flatMap(yamlTexts) : []

/**
 * What editors wrote, file by file, for the check against pasted passages: articles (introduction and body), the
 * pages' texts, the glossary and the blocks, an inclusion {{bloc:nom}} left as it is. The editorial policy and the
 * legal pages are compared with the articles and pages, not with one another: legal texts repeat legal formulas.
 */
function writtenTexts(
  rootDir: string,
  articles: { file: string; parsed: { data: unknown; body: string } | null }[],
  pages: Record<string, unknown>,
  blocks: { file: string; body: string }[],
  legal: { file: string; name: MarkdownPageName; parsed: { body: string } | null }[],
): ContentText[] {
  const intro = (data: unknown) => (data && typeof data === 'object' && 'intro' in data && typeof data.intro === 'string' ? data.intro : '')
  return [
    ...articles.map(({ file, parsed }) => ({ file, texts: [intro(parsed?.data), parsed?.body ?? ''] })),
    ...PAGES.map(({ name }) => ({ file: join(rootDir, 'content/pages', `${name}.yaml`), texts: yamlTexts(pages[name]) })),
    ...blocks.map(({ file, body }) => ({ file, texts: [body] })),
    ...legal.map(({ file, name, parsed }) => ({ file, texts: [parsed?.body ?? ''], group: LEGAL_PAGES.includes(name) ? 'legal' : undefined })),
  ].map(({ file, ...rest }) => ({ ...rest, file: relative(rootDir, file) }))
}

/** A text of the front matter (the canonical id, the image), when it gives one, whatever else is wrong with it. */
const textOf = (data: unknown, key: string) => {
  const value = data && typeof data === 'object' && key in data ? (data as Record<string, unknown>)[key] : undefined
  return typeof value === 'string' ? value : undefined
}

/** What the checks know of the site beyond the file they check (./checks.ts), or null when site.yaml or the pages cannot be used. */
export interface ContentReading {
  /** The content of every file without a problem: an article or a legal page with one is left out. Null when site.yaml or a page is wrong. */
  content: Content | null
  problems: ContentProblem[]
  /** What each file was checked against: the CMS checks its entries against the same (scripts/cms/admin-context.ts). */
  context: CheckContext | null
  /** Every article file, with what its front matter says of it when it can be read. */
  articles: CheckContext['articles']
  /** Every file read, so that a dev server can watch them. */
  files: string[]
}

/** A file the CMS is about to save: its text by absolute path, and the images it adds (not yet under public/). */
export interface Unsaved {
  files: ReadonlyMap<string, string>
  images: readonly string[]
}

/**
 * Reads and checks the whole of content/ from the project root: every problem, and the content of the files that have
 * none. The build wants no problem at all (loadContent); the development server shows the rest of the site meanwhile,
 * and checks a file the CMS is about to save among all the others (`unsaved`).
 */
export function readContent(rootDir: string, unsaved: Unsaved = { files: new Map(), images: [] }): ContentReading {
  const reader: Reader = { rootDir, files: [], problems: [], drafts: unsaved.files }
  const contentDir = join(rootDir, 'content')
  const imageExists = (image: string) => unsaved.images.includes(image) || existsSync(join(rootDir, 'public', image))

  const articleFiles = markdownFiles(reader, join(contentDir, 'articles')).map((file) => {
    const routeId = basename(file, '.md')
    if (!SLUG_PATTERN.test(routeId)) report(reader, file, [{ message: 'nom de fichier invalide (minuscules, chiffres et traits d’union seulement)' }])
    return { file, routeId, parsed: readMarkdownFile(reader, file) }
  })
  const legalFiles = MARKDOWN_PAGES.map((name: MarkdownPageName) => {
    const file = join(rootDir, markdownPageFile(name))
    return { file, name, parsed: readMarkdownFile(reader, file) }
  })
  const blockFiles = readBlocks(reader, contentDir)
  const articles = articleFiles.map(({ routeId, parsed }) => ({
    routeId,
    canonicalId: textOf(parsed?.data, 'canonicalId'),
    image: textOf(parsed?.data, 'image'),
    sources: citedSources(parsed?.data),
  }))
  const routeIds = articleFiles.map((article) => article.routeId)
  for (const required of REQUIRED_ARTICLE_IDS) {
    if (!routeIds.includes(required)) report(reader, join(contentDir, 'articles', `${required}.md`), [{ message: 'article exigé par le plan du site, introuvable' }])
  }

  const siteFile = join(contentDir, 'site.yaml')
  const siteYaml = readYamlFile(reader, siteFile)
  const checkedSite = siteYaml && checkSite(siteYaml.data, imageExists)
  if (checkedSite) report(reader, siteFile, checkedSite.problems)
  const rules = readRules(reader, contentDir)
  // The pages' texts as written, a rule named by reference and not repeated (the check against pasted passages).
  const writtenPages: Record<string, unknown> = {}
  const pages = readPages(reader, contentDir, routeIds, rules, writtenPages)
  const site = checkedSite?.site
  if (!site || !pages) return { content: null, problems: reader.problems, context: null, articles, files: reader.files }

  const context: CheckContext = {
    site,
    zoneTexts: pages['zones-cardiaques'].zones,
    blocks: Object.fromEntries(blockFiles.map(({ name, body }) => [name, body])),
    articles,
    imageExists,
    rules,
  }
  const drafts: ArticleDraft[] = articleFiles.flatMap(({ file, routeId, parsed }) => {
    if (!parsed) return []
    const { article, problems } = checkArticle(routeId, parsed.data, parsed.body, context)
    report(reader, file, problems)
    return article ? [article] : []
  })
  // A reference several articles cite is written alike in each (source-rules.ts), a problem on the later article.
  reader.problems.push(...sharedSourceProblems(articles.map(({ routeId, sources }) => ({ file: articleFile(routeId), sources }))))
  const markdownPages = legalFiles.flatMap(({ file, name, parsed }) => {
    if (!parsed) return []
    const { page, problems } = checkMarkdownPage(name, parsed.data, parsed.body, context)
    report(reader, file, problems)
    return page ? [page] : []
  })

  // A block's problems are named in each page that includes it (checked above), not a second time here.
  const blocks = Object.fromEntries(blockFiles.map(({ name, body }) => [name, renderMarkdown(body, markdownContext(context, () => {})).html]))
  reader.problems.push(...repeatedPassages(writtenTexts(rootDir, articleFiles, writtenPages, blockFiles, legalFiles)))
  // Problems found across files (a shared reference, a pasted passage) keep their file's article out of the preview too.
  const faulty = new Set(reader.problems.map((problem) => problem.file))
  const shown = drafts.filter((article) => !faulty.has(articleFile(article.routeId)))

  shown.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.routeId.localeCompare(b.routeId))
  const rendered = shown.map((article) => ({ ...article, related: relatedArticles(article, shown) }))
  const content = { site, pages: withReadingCards(pages, rendered), articles: rendered, markdownPages, blocks, files: reader.files }
  return { content, problems: reader.problems, context, articles, files: reader.files }
}

/**
 * Loads the whole of content/ from the project root. Throws ContentError listing every problem.
 * @internal the build reads content/ through scripts/context.ts; the tests, outside the production code, through this
 */
export function loadContent(rootDir: string): Content {
  const { content, problems } = readContent(rootDir)
  if (!content || problems.length) throw new ContentError(problems)
  return content
}
