/**
 * The build's checks (src/content/checks.ts) run on the entry being written, as the file the CMS is about to save:
 * each field shows the problems of its own value (./checked-widgets.tsx), and a save is refused while any remains
 * (./events.ts), so that the CMS never saves what the build would refuse.
 */
import { fromJS, type Map as ImmutableMap } from 'immutable'
import { schemaOfFile } from '../../../src/content/field-names.ts'
import { articleFacts, checkArticle, checkMarkdownPage, checkPage, checkSite, validate, type CheckContext } from '../../../src/content/checks.ts'
import { articleFile, sharedSourceProblems } from '../../../src/content/source-rules.ts'
import type { FieldProblem } from '../../../src/content/problems.ts'
import { isPublished, siteToday } from '../../../src/content/publication.ts'
import { articleSchema, markdownPageSchema } from '../../../src/content/schema.ts'
import { voiceProblemsIn } from '../../../src/content/voice-rules.ts'
import { articlePath, MARKDOWN_PAGES, markdownPageFile, PAGES, SLUG_PATTERN, type MarkdownPageName, type PageName } from '../../../src/site-pages.ts'
import type { AdminContext } from './context.ts'
import type { Entry } from './decap.ts'
import { tidyEntry } from './pasted-text.ts'
import { UPDATE_DATE_FIELDS } from '../form-conventions.ts'

type Data = Record<string, unknown>

/**
 * The data as the CMS writes it: a field emptied in the form is left out rather than written empty, and so is an
 * object left with no field (a reviewer removed), as an editor writing the file by hand would leave them out.
 */
export function cleaned(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(cleaned)
  if (!value || typeof value !== 'object') return value
  const entries = Object.entries(value as Data)
    .map(([key, item]) => [key, cleaned(item)] as const)
    .filter(([, item]) => item !== '' && item !== null && item !== undefined && !(isObject(item) && Object.keys(item).length === 0))
  return Object.fromEntries(entries)
}
const isObject = (value: unknown): value is Data => !!value && typeof value === 'object' && !Array.isArray(value)

/** What an entry is to the checks: its collection, its file's name, its front matter or YAML, its Markdown text. */
export interface EntryFile {
  collection: string
  name: string
  data: Data
  body: string
}

/** The data of an entry as the CMS writes it: cleaned, and its pasted text tidied (./pasted-text.ts). */
const savedData = (entry: Entry): Data => tidyEntry(cleaned(entry.get('data')?.toJS() ?? {}) as Data)

/** Today, or the publication date of an article published later (its update cannot come before it). */
function updateDate(data: Data): string {
  const today = siteToday()
  const published = data.publishedAt
  return typeof published === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(published) && !isPublished({ publishedAt: published }, today) ? published : today
}

/** The entry's data as the CMS saves it: as ./savedData gives it, its update date set (not a field of the form). */
export function datedData(entry: Entry): ImmutableMap<string, unknown> {
  const data = savedData(entry)
  const path = UPDATE_DATE_FIELDS[String(entry.get('collection'))]?.split('.')
  const saved = fromJS(data) as ImmutableMap<string, unknown>
  return path ? saved.setIn(path, updateDate(data)) : saved
}

export function entryFile(entry: Entry): EntryFile {
  const { body, ...data } = savedData(entry)
  const collection = String(entry.get('collection'))
  // A new article's file is named after its identifier (config.yml's slug), which the form restricts to a file name.
  const slug = entry.get('slug')
  const name = typeof slug === 'string' && slug ? slug : typeof data.canonicalId === 'string' ? data.canonicalId : ''
  return { collection, name, data, body: typeof body === 'string' ? body : '' }
}

/** The schema of an entry's file, a new article's included (its file has no name until its identifier is typed). */
export const fileSchema = (file: EntryFile) => schemaOfFile(contentFile(file) ?? `content/${file.collection}/`)

/** The file of content/ an entry is saved to, from the project's root; null for one the form does not edit. */
export function contentFile({ collection, name }: Pick<EntryFile, 'collection' | 'name'>): string | null {
  if (collection === 'articles' && SLUG_PATTERN.test(name)) return articleFile(name)
  if (collection === 'legal' && (MARKDOWN_PAGES as readonly string[]).includes(name)) return markdownPageFile(name as MarkdownPageName)
  if (collection === 'pages' && PAGES.some((page) => page.name === name)) return `content/pages/${name}.yaml`
  return collection === 'site' ? 'content/site.yaml' : null
}

/**
 * A published article stays where readers and search engines know it: its identifier (its canonical address, in the
 * sitemap, in search results and bookmarks) does not change, and its publication date does not move to a day to come,
 * which would take it off the site. An article not yet published (new, or scheduled) may change both. `articles` is
 * content/ as the CMS found it when it started.
 */
function publishedArticleProblems(file: EntryFile, articles: AdminContext['articles'], today: string): FieldProblem[] {
  const before = articles.find((article) => article.routeId === file.name)
  if (!before?.canonicalId || !before.publishedAt || !isPublished({ publishedAt: before.publishedAt }, today)) return []
  const address = articlePath(before.canonicalId)
  const problems: FieldProblem[] = []
  if (file.data.canonicalId !== before.canonicalId) {
    problems.push({
      field: 'canonicalId',
      message: `l’article est publié à l’adresse ${address} : la changer briserait les liens et les favoris qui y mènent; gardez « ${before.canonicalId} »`,
    })
  }
  const publishedAt = file.data.publishedAt
  if (typeof publishedAt === 'string' && !isPublished({ publishedAt }, today)) {
    problems.push({
      field: 'publishedAt',
      message: `l’article est déjà publié à l’adresse ${address} : une date à venir le retirerait du site jusque-là`,
    })
  }
  return problems
}

/** What the build checks the entry's file against: the site, and every article with the entry as it is about to be written. */
function checkContext(file: EntryFile, context: AdminContext, addedImages: readonly string[]) {
  const imageExists = (image: string) => context.images.includes(image) || addedImages.includes(image)
  // Every article as the checks would read them, the entry's own file as it is about to be written, a new one in its place.
  const articles =
    file.collection === 'articles'
      ? [...context.articles.filter((article) => article.routeId !== file.name), articleFacts(file.name, file.data)].sort((a, b) =>
          a.routeId.localeCompare(b.routeId),
        )
      : context.articles
  // Checked the day it is saved: the context was written by the build, perhaps days before.
  const today = siteToday()
  const check: CheckContext | null = context.check && { ...context.check, articles, imageExists, today }
  return { imageExists, articles, today, check }
}

/** An article entry as the build would render it, or null while a problem keeps it off the site: the CMS's preview. */
export function renderedArticle(file: EntryFile, context: AdminContext, addedImages: readonly string[]) {
  return checkedArticle(file, context, checkContext(file, context, addedImages))
}

/** An article entry checked once: every problem the build would find, and the article it renders when there is none. */
function checkedArticle(file: EntryFile, context: AdminContext, { articles, today, check }: ReturnType<typeof checkContext>) {
  // A reference the entry cites as another article does, written alike (source-rules.ts).
  const shared = sharedSourceProblems(articles.map(({ routeId, sources = [] }) => ({ file: articleFile(routeId), sources })))
    .filter((problem) => problem.file === articleFile(file.name))
    .map(({ field, message }) => ({ field, message }))
  const stays = publishedArticleProblems(file, context.articles, today)
  if (!check) {
    const problems = [...voiceProblemsIn(file.data, file.body), ...validate(articleSchema, file.data).problems, ...shared, ...stays]
    return { article: null, problems }
  }
  const checked = checkArticle(file.name, file.data, file.body, check)
  const problems = [...checked.problems, ...shared, ...stays]
  return { article: problems.length ? null : checked.article, problems }
}

/** Every problem the build would find in the entry's file, against the published site and the images the entry adds. */
export function fileProblems(file: EntryFile, context: AdminContext, addedImages: readonly string[]): FieldProblem[] {
  const checks = checkContext(file, context, addedImages)
  const { imageExists, today, check } = checks
  switch (file.collection) {
    case 'articles':
      return checkedArticle(file, context, checks).problems
    case 'legal':
      if (!(MARKDOWN_PAGES as readonly string[]).includes(file.name)) return []
      if (check) return checkMarkdownPage(file.name as MarkdownPageName, file.data, file.body, check).problems
      return [...voiceProblemsIn(file.data, file.body), ...validate(markdownPageSchema, file.data).problems]
    case 'pages':
      return PAGES.some((page) => page.name === file.name) ? checkPage(file.name as PageName, file.data, context.articles, today) : []
    case 'site':
      return checkSite(file.data, imageExists).problems
  }
  return []
}

/** The path of a field in the form's config: list items as `*` (`sources.2.year` → `sources.*.year`). */
export const formPath = (field: string) => field.replace(/\.\d+(?=\.|$)/g, '.*')

/** The value at a field's path in the data. */
export function valueAt(data: unknown, field: string): unknown {
  return field.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Data)[key] : undefined), data)
}
