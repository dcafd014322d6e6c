/**
 * The checks of one content file, from its data and its Markdown text: its schema, the site's one voice, then what it
 * must agree with elsewhere (the site's addresses, the other articles, the images). They run where no file system is:
 * the build runs them on the files it reads (./pipeline.ts), the CMS on the entry being written (scripts/cms/browser/), so
 * that the form refuses what the build refuses, in the same words.
 */
import type { z } from 'zod'
import type { ZoneNumber } from '../heart-rate/zones.ts'
import { articlePath, isRequiredArticle, type MarkdownPageName, type PageName } from '../site-pages.ts'
import { formatDate } from '../locale.ts'
import { articleIndex, canonicalPath, deadLink, scheduledDay, withdrawnDay } from './article-index.ts'
import { datesProblems, lengthProblems, readingMinutes, type ArticleDates } from './articles.ts'
import { renderMarkdown, type Anchors, type MarkdownContext } from './markdown.ts'
import { BODY_FIELD, fieldPath, type FieldProblem } from './problems.ts'
import {
  articleSchema,
  markdownPageSchema,
  PAGE_SCHEMAS,
  siteSchema,
  type Article,
  type MarkdownPage,
  type Site,
  type Source,
  type ZoneText,
} from './schema.ts'
import { withFrenchSpacing } from './typography.ts'
import type { Rule } from './rules-register.ts'
import { citedSources, factSourceProblems } from './source-rules.ts'
import { voiceProblemsIn } from './voice-rules.ts'

/** What a file is checked against, beyond itself. */
export interface CheckContext {
  site: Site
  /** What the zones guide says of each zone (the age tables of the Markdown). */
  zoneTexts: Readonly<Record<ZoneNumber, ZoneText>>
  /** The shared blocks by name (content/blocs/<name>.md), as their Markdown. */
  blocks: Readonly<Record<string, string>>
  /**
   * Every article: its route id (its file's name) and, as its front matter gives them, its canonical id, publication
   * date, withdrawal date, image and sources.
   */
  articles: readonly {
    routeId: string
    canonicalId?: string
    publishedAt?: string
    withdrawnAt?: string
    image?: string
    sources?: readonly Source[]
  }[]
  /** Whether a file of public/ exists: /images/articles/x.webp. */
  imageExists: (path: string) => boolean
  /** The rules register and its triage rows (content/regles.yaml, ./rules-register.ts). */
  rules: readonly Rule[]
  /** The day of the check, in Québec (./publication.ts): an article published later is not on the site yet. */
  today: string
}

/** What rendering Markdown needs from the context; `report` collects what is wrong. */
export const markdownContext = (context: CheckContext, report: (message: string) => void): MarkdownContext => ({
  site: context.site,
  deadLink: (path) => deadLink(articleIndex(context.articles), path, context.today),
  canonicalPath: (path) => canonicalPath(articleIndex(context.articles), path),
  zoneTexts: context.zoneTexts,
  blocks: context.blocks,
  rules: context.rules,
  report,
})

/** Data checked against its schema, French spacing applied first: the value, or null and what is wrong. */
export function validate<T extends z.ZodType>(schema: T, data: unknown): { value: z.output<T> | null; problems: FieldProblem[] } {
  const result = schema.safeParse(withFrenchSpacing(data))
  if (result.success) return { value: result.data, problems: [] }
  return { value: null, problems: result.error.issues.map((issue) => ({ field: fieldPath(issue.path), message: issue.message })) }
}

/** The Markdown rendered, with what is wrong in it reported against the text's field. */
function render(body: string, context: CheckContext, problems: FieldProblem[]) {
  return renderMarkdown(
    body,
    markdownContext(context, (message) => problems.push({ field: BODY_FIELD, message })),
  )
}

const imageProblem = (field: string, image: string, context: CheckContext): FieldProblem[] =>
  context.imageExists(image) ? [] : [{ field, message: `fichier public${image} introuvable` }]

/** An article as the build renders it, before its related articles are chosen. */
export type ArticleDraft = Omit<Article, 'related'>

/** The data's value at a key, when the data is an object. */
const at = (data: unknown, key: string): unknown => (data && typeof data === 'object' ? (data as Record<string, unknown>)[key] : undefined)

/** A text of the front matter (the canonical id, the image), when it gives one, whatever else is wrong with it. */
export const textOf = (data: unknown, key: string) => {
  const value = at(data, key)
  return typeof value === 'string' ? value : undefined
}

/** What the checks of the other files read of an article (CheckContext's `articles`), from its front matter as it is. */
export const articleFacts = (routeId: string, data: unknown) => ({
  routeId,
  canonicalId: textOf(data, 'canonicalId'),
  publishedAt: textOf(data, 'publishedAt'),
  withdrawnAt: textOf(data, 'withdrawnAt'),
  image: textOf(data, 'image'),
  sources: citedSources(data),
})
/** Whether a value passes one field's schema: the checks that compare fields run on those that do. */
const passes = (schema: z.ZodType, value: unknown): value is string => schema.safeParse(value).success

/** A front matter checked against its schema, and the site's voice in it and in its text. */
function checkFront<S extends z.ZodType>(schema: S, data: unknown, body: string) {
  const problems = voiceProblemsIn(data, body)
  const { value, problems: schemaProblems } = validate(schema, data)
  problems.push(...schemaProblems)
  return { value, problems }
}

/**
 * An article's front matter and text: the article, or null when something is wrong, and every problem found. Each
 * check runs on the fields it needs when they are right, whatever else is wrong: every problem is named at once.
 */
export function checkArticle(
  routeId: string,
  data: unknown,
  body: string,
  context: CheckContext,
): { article: ArticleDraft | null; problems: FieldProblem[]; anchors: Anchors } {
  const { value, problems } = checkFront(articleSchema, data, body)
  const { shape } = articleSchema

  const canonicalId = at(data, 'canonicalId')
  if (passes(shape.canonicalId, canonicalId)) {
    const index = articleIndex(context.articles)
    const twin = index.byCanonicalId.get(canonicalId)?.find((other) => other !== routeId)
    if (twin) problems.push({ field: 'canonicalId', message: `« ${canonicalId} » déjà utilisé par content/articles/${twin}.md` })
    // Both ids are addresses of the article (src/site-pages.ts articleIds): no other article may use one of them.
    if (canonicalId !== routeId && index.routeIds.has(canonicalId)) {
      problems.push({
        field: 'canonicalId',
        message: `« ${canonicalId} » est déjà l’adresse ${articlePath(canonicalId)} de content/articles/${canonicalId}.md`,
      })
    }
  }
  const href = at(at(data, 'cta'), 'href')
  const ctaLeadsTo = passes(shape.cta.shape.href, href) && deadLink(articleIndex(context.articles), href, context.today)
  if (ctaLeadsTo) problems.push({ field: 'cta.href', message: `lien vers ${ctaLeadsTo} : ${href}` })
  const image = at(data, 'image')
  if (passes(shape.image, image)) problems.push(...imageProblem('image', image, context))
  const dates = Object.fromEntries((['publishedAt', 'modifiedAt', 'reviewedAt', 'nextReviewAt'] as const).map((field) => [field, at(data, field)]))
  // The withdrawal date is optional: compared with the others once it is a date.
  const withdrawnAt = at(data, 'withdrawnAt')
  if (Object.values(dates).every((date) => passes(shape.publishedAt, date))) {
    const withdrawal = passes(shape.publishedAt, withdrawnAt) ? { withdrawnAt } : {}
    problems.push(...datesProblems({ ...dates, ...withdrawal } as ArticleDates, context.today, isRequiredArticle(routeId)))
  }
  const { html, headings, proseWords, readWords, anchors } = render(body, context, problems)
  problems.push(...lengthProblems(proseWords))
  if (value) problems.push(...factSourceProblems(body, value.sources))

  if (!value || problems.length) return { article: null, problems, anchors }
  // The closing call to action, like every link of the text, leads to an article's canonical address.
  const cta = { ...value.cta, href: canonicalPath(articleIndex(context.articles), value.cta.href) }
  return { article: { ...value, cta, routeId, html, headings, proseWords, readingMinutes: readingMinutes(readWords) }, problems, anchors }
}

/** A legal page's front matter and text. */
export function checkMarkdownPage(
  name: MarkdownPageName,
  data: unknown,
  body: string,
  context: CheckContext,
): { page: MarkdownPage | null; problems: FieldProblem[]; anchors: Anchors } {
  const { value, problems } = checkFront(markdownPageSchema, data, body)
  const { html, headings, anchors } = render(body, context, problems)
  return { page: value && !problems.length ? { ...value, name, html, headings } : null, problems, anchors }
}

/** site.yaml: its schema, the site's one voice, and its default image. */
export function checkSite(data: unknown, imageExists: CheckContext['imageExists']): { site: Site | null; problems: FieldProblem[] } {
  const problems = voiceProblemsIn(data)
  const { value, problems: schemaProblems } = validate(siteSchema, data)
  problems.push(...schemaProblems)
  if (value && !imageExists(value.defaultImage)) problems.push({ field: 'defaultImage', message: `fichier public${value.defaultImage} introuvable` })
  return { site: problems.length ? null : value, problems }
}

/** The article ids a page's YAML suggests reading next (furtherReading.articles), if it has any. */
function readingIds(page: unknown): string[] {
  const reading = page && typeof page === 'object' && 'furtherReading' in page ? page.furtherReading : undefined
  return typeof reading === 'object' && reading !== null && 'articles' in reading && Array.isArray(reading.articles)
    ? reading.articles.filter((id): id is string => typeof id === 'string')
    : []
}

/** The articles a page names (the home page's features, reading suggestions) must be on the site built `today`. */
export function pageReferenceProblems(name: PageName, page: unknown, articles: CheckContext['articles'], today: string): FieldProblem[] {
  const index = articleIndex(articles)
  const problem = (id: string) => {
    if (!index.routeIds.has(id)) return `article inconnu « ${id} »`
    const withdrawn = withdrawnDay(index, id)
    if (withdrawn) return `article retiré le ${formatDate(withdrawn)} : ${articlePath(id)}`
    const day = scheduledDay(index, id, today)
    return day && `article planifié pour le ${formatDate(day)}, absent du site jusque-là : ${articlePath(id)}`
  }
  const problems: FieldProblem[] = []
  if (name === 'accueil') {
    const items = (page as { features?: { items?: { articleId?: unknown }[] } } | null)?.features?.items
    items?.forEach((item, index) => {
      const found = typeof item.articleId === 'string' && problem(item.articleId)
      if (found) problems.push({ field: `features.items.${index}.articleId`, message: found })
    })
  }
  readingIds(page).forEach((id, index) => {
    const found = problem(id)
    if (found) problems.push({ field: `furtherReading.articles.${index}`, message: found })
  })
  return problems
}

/** One page's YAML on its own (the CMS saves one page at a time): its schema, the site's voice, the articles it names. */
export function checkPage(name: PageName, data: unknown, articles: CheckContext['articles'], today: string): FieldProblem[] {
  return [...voiceProblemsIn(data), ...validate(PAGE_SCHEMAS[name], data).problems, ...pageReferenceProblems(name, data, articles, today)]
}
