/**
 * content/ read in one pass, without the file system: 1. each file parsed once (parseContent); 2. each checked and
 * rendered once, by the pure checks of ./checks.ts (the CMS's own); 3. one check across files over indexes built once
 * (shared references, pasted passages); 4. the content the pages show: the articles published by today and not
 * withdrawn (an article whose date is to come is scheduled, one with a withdrawal date is withdrawn: ./publication.ts),
 * newest first with their related ones (a tag index), reading suggestions as cards, and the withdrawn articles, whose
 * addresses answer 410 Gone (checkContent). ./load.ts hands it the files' texts; tests can hand it theirs.
 */
import {
  articlePath,
  LEGAL_PAGES,
  MARKDOWN_PAGES,
  markdownPagePath,
  PAGES,
  REQUIRED_ARTICLE_IDS,
  SLUG_PATTERN,
  type MarkdownPageName,
  type PageName,
} from '../site-pages.ts'
import { anchorProblems, type PlacedText } from './anchors.ts'
import { BLOCK_NAME, inclusionOf, namedBlocks } from './blocks.ts'
import { articleFacts, checkArticle, checkMarkdownPage, checkSite, markdownContext, textOf, type CheckContext } from './checks.ts'
import { renderMarkdown } from './markdown.ts'
import { computeAlways, type Memo } from './memo.ts'
import { isOnSite, isWithdrawn } from './publication.ts'
import { ENCODING_PROBLEM, parseMarkdownText, parseYamlText, type Parsed, type ParsedFile } from './parse.ts'
import { readPages, readRules, withReadingCards, type Report, type Yaml } from './page-files.ts'
import { expandReferences, type Rule } from './rules-register.ts'
import type { ContentProblem } from './problems.ts'
import { toCard, withRelated } from './related-articles.ts'
import { repeatedPassages, type ContentText } from './repeated-passages.ts'
import { CONTROL_CHARACTERS, type Article, type MarkdownPage, type PageContent, type Site } from './schema.ts'
import { articleFile, sharedSourceProblems } from './source-rules.ts'
import { voiceProblemsIn } from './voice-rules.ts'

/**
 * The site's medical disclaimer with its rule references, {{regle:id}}, in the rule's words (plain text, as a page's
 * YAML has them): the disclaimer names the Q-AAP+ in the words of the register, written once.
 */
function withDisclaimerRules(data: unknown, rules: readonly Rule[], report: (message: string) => void): unknown {
  if (!data || typeof data !== 'object' || !('disclaimer' in data) || typeof data.disclaimer !== 'string') return data
  return { ...data, disclaimer: expandReferences(data.disclaimer, rules, report, false) }
}
/** A file of content/ by its path from the project's root, and its text (null: the file is missing). */
export interface SourceFile {
  file: string
  text: string | null
}

type Markdown = ParsedFile<{ data: unknown; body: string }>

/** Every file of content/, its YAML files each a `Y` and its Markdown files each an `M`. */
interface ContentOf<Y, M> {
  site: Y
  /** content/regles.yaml, the rules register. */
  rules: Y
  pages: Readonly<Record<PageName, Y>>
  /** content/articles/*.md, by file name. */
  articles: readonly M[]
  markdownPages: Readonly<Record<MarkdownPageName, M>>
  /** content/blocs/*.md, by file name: kept as read, a block has no front matter. */
  blocks: readonly SourceFile[]
}
/** Every file of content/, as read at one moment. */
export type ContentFiles = ContentOf<SourceFile, SourceFile>
/** Every file of content/ parsed (YAML, front matter), nothing checked yet. */
export type ParsedContent = ContentOf<Yaml, Markdown>

/** Step 1: each file parsed, once (its YAML, or its front matter's, kept by `memo` from a build where it was the same). */
export function parseContent(files: ContentFiles, memo: Memo = computeAlways): ParsedContent {
  const yaml = (text: string) => memo('yaml', [text], () => parseYamlText(text))
  const markdown = (text: string) => parseMarkdownText(text, yaml)
  const parseFile = <T>({ file, text }: SourceFile, parse: (text: string) => Parsed<T>): ParsedFile<T> =>
    text === null ? { file, value: null, problems: [{ message: 'fichier manquant' }] } : { file, ...parse(text) }
  const each = <K extends string, T>(record: Readonly<Record<K, SourceFile>>, parse: (text: string) => Parsed<T>) =>
    Object.fromEntries(Object.entries<SourceFile>(record).map(([key, source]) => [key, parseFile(source, parse)])) as Record<K, ParsedFile<T>>
  return {
    site: parseFile(files.site, yaml),
    rules: parseFile(files.rules, yaml),
    pages: each(files.pages, yaml),
    articles: files.articles.map((source) => parseFile(source, markdown)),
    markdownPages: each(files.markdownPages, markdown),
    blocks: files.blocks,
  }
}

export interface Content {
  site: Site
  pages: { [N in PageName]: PageContent<N> }
  /** Newest first. */
  articles: Article[]
  markdownPages: MarkdownPage[]
  /** The shared blocks (content/blocs/<name>.md) rendered to HTML by name, for a page that shows one outside Markdown. */
  blocks: Record<string, string>
  /** The articles withdrawn from the site: no page, no place in any list; their addresses answer 410 (scripts/hosting/gone.ts). */
  withdrawn: WithdrawnArticle[]
  /** The rules register (content/regles.yaml): a rule shown outside a page's text (the calculator's notes) is read from it. */
  rules: Rule[]
}

/** An article taken off the site: both its ids (its addresses) and the day it was withdrawn. */
export interface WithdrawnArticle {
  routeId: string
  canonicalId: string
  withdrawnAt: string
}

/** What reading content/ gives: the content shown, every problem, and what each file was checked against. */
export interface ContentReading {
  /** The content of every file without a problem: an article or a legal page with one is left out. Null when site.yaml or a page is wrong. */
  content: Content | null
  problems: ContentProblem[]
  /** What each file was checked against (./checks.ts), or null when site.yaml or the pages cannot be used: the CMS checks its entries against the same (scripts/cms/admin-context.ts). */
  context: CheckContext | null
  /** Every article file, with what its front matter says of it when it can be read. */
  articles: CheckContext['articles']
}

const nameOf = (file: string) => file.slice(file.lastIndexOf('/') + 1).replace(/\.[a-z]+$/, '')

/** Every string of a page's YAML, each a text of its own. */
const yamlTexts = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : typeof value === 'object' && value !== null ? Object.values(value).flatMap(yamlTexts) : []

/**
 * Steps 2 to 4: each file checked and rendered, then the checks across files, then the content shown. Every problem
 * is named at once, each file's in the order its fields come, the files in the order of this function. An article's
 * checks, and each file's words for the passages compared, may be kept by `memo` from a build where all they read
 * was the same.
 */
export function checkContent(
  files: ParsedContent,
  imageExists: (image: string) => boolean,
  today: string,
  memo: Memo = computeAlways,
): ContentReading {
  const problems: ContentProblem[] = []
  const report: Report = (file, found) => {
    for (const problem of found) problems.push({ file, ...problem })
  }
  /** A parsed file's value, what kept it from being read reported. */
  const read = <T>({ file, value, problems: found }: ParsedFile<T>): T | null => {
    report(file, found)
    return value
  }

  const articleFiles = files.articles.map((parsed) => {
    const routeId = nameOf(parsed.file)
    if (!SLUG_PATTERN.test(routeId)) report(parsed.file, [{ message: 'nom de fichier invalide (minuscules, chiffres et traits d’union seulement)' }])
    return { file: parsed.file, routeId, parsed: read(parsed) }
  })
  const legalFiles = MARKDOWN_PAGES.map((name) => ({ name, file: files.markdownPages[name].file, parsed: read(files.markdownPages[name]) }))
  const blockFiles = files.blocks.flatMap(({ file, text: body }) => {
    const name = nameOf(file)
    const problem = (message: string) => report(file, [{ message }])
    if (!BLOCK_NAME.test(name)) problem('nom de fichier invalide (minuscules, chiffres et traits d’union seulement)')
    if (body === null) return []
    if (CONTROL_CHARACTERS.test(body)) problem(ENCODING_PROBLEM)
    if (!body.trim()) problem('bloc vide')
    for (const other of namedBlocks(body)) problem(`un bloc n’en inclut pas d’autre : ${inclusionOf(other)} à écrire dans la page elle-même`)
    report(
      file,
      voiceProblemsIn(undefined, body).map(({ message }) => ({ message })),
    )
    return [{ file, name, body }]
  })
  const articles = articleFiles.map(({ routeId, parsed }) => articleFacts(routeId, parsed?.data))
  const routeIds = articleFiles.map((article) => article.routeId)
  for (const required of REQUIRED_ARTICLE_IDS) {
    if (!routeIds.includes(required)) report(articleFile(required), [{ message: 'article exigé par le plan du site, introuvable' }])
  }
  const rules = readRules(files.rules, read, report)
  const siteYaml = read(files.site)
  const checkedSite =
    siteYaml &&
    checkSite(
      withDisclaimerRules(siteYaml.data, rules, (message) => report(files.site.file, [{ field: 'disclaimer', message }])),
      imageExists,
    )
  if (checkedSite) report(files.site.file, checkedSite.problems)
  const pages = readPages(files.pages, articles, today, rules, checkedSite?.site ?? null, read, report)
  const site = checkedSite?.site
  if (!site || !pages) return { content: null, problems, context: null, articles }

  // Each file checked and rendered, against what the others say of themselves.
  const context: CheckContext = {
    site,
    zoneTexts: pages['zones-cardiaques'].zones,
    blocks: Object.fromEntries(blockFiles.map(({ name, body }) => [name, body])),
    articles,
    imageExists,
    rules,
    today,
  }
  // All an article's checks read besides its own file: of the other articles, only their ids, publication and
  // withdrawal dates (./article-index.ts); and the day, which decides whether a linked article is on the site yet.
  const checkedAgainst = JSON.stringify([
    site,
    context.zoneTexts,
    context.blocks,
    rules,
    articles.map(({ routeId, canonicalId, publishedAt, withdrawnAt }) => [routeId, canonicalId, publishedAt, withdrawnAt]),
    today,
  ])
  /** Each rendered text's links to places, checked once all are rendered. */
  const placed: PlacedText[] = []
  const drafts = articleFiles.flatMap(({ file, routeId, parsed }, index) => {
    if (!parsed) return []
    const {
      article,
      problems: found,
      anchors,
    } = memo('checkArticle', [checkedAgainst, routeId, JSON.stringify(parsed.data), parsed.body], () =>
      checkArticle(routeId, parsed.data, parsed.body, context),
    )
    report(file, found)
    const { canonicalId } = articles[index]!
    placed.push({ file, paths: [articlePath(routeId), ...(canonicalId ? [articlePath(canonicalId)] : [])], anchors })
    return article ? [article] : []
  })
  // Across files: a reference several articles cite is written alike in each (source-rules.ts), a problem on the later article.
  problems.push(...sharedSourceProblems(articles.map(({ routeId, sources }) => ({ file: articleFile(routeId), sources }))))
  const markdownPages = legalFiles.flatMap(({ file, name, parsed }) => {
    if (!parsed) return []
    const { page, problems: found, anchors } = checkMarkdownPage(name, parsed.data, parsed.body, context)
    report(file, found)
    placed.push({ file, paths: [markdownPagePath(name)], anchors })
    return page ? [page] : []
  })
  problems.push(...anchorProblems(placed))
  // A block's problems are named in each page that includes it (checked above), not a second time here.
  const blocks = Object.fromEntries(
    blockFiles.map(({ name, body }) => [
      name,
      renderMarkdown(
        body,
        markdownContext(context, () => {}),
      ).html,
    ]),
  )
  // What editors wrote, for the check against pasted passages: the editorial policy and the legal pages are compared
  // with the articles and pages, not with one another: legal texts repeat legal formulas.
  const written: ContentText[] = [
    ...articleFiles.map(({ file, parsed }) => ({ file, texts: [textOf(parsed?.data, 'intro') ?? '', parsed?.body ?? ''] })),
    // The pages' texts as written: a rule named by reference ({{regle:id}}) is not a repeated passage.
    ...PAGES.map(({ name }) => ({ file: files.pages[name].file, texts: yamlTexts(files.pages[name].value?.data) })),
    ...blockFiles.map(({ file, body }) => ({ file, texts: [body] })),
    ...legalFiles.map(({ file, name, parsed }) => ({ file, texts: [parsed?.body ?? ''], group: LEGAL_PAGES.includes(name) ? 'legal' : undefined })),
  ]
  problems.push(...repeatedPassages(written, memo))

  // The content shown: problems found across files keep their file's article out of the preview too.
  const faulty = new Set(problems.map((problem) => problem.file))
  const shown = drafts.filter((article) => !faulty.has(articleFile(article.routeId)) && isOnSite(article, today))
  shown.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.routeId.localeCompare(b.routeId))
  const related = withRelated(shown)
  const cards = new Map(related.map((article) => [article.routeId, toCard(article)]))
  const withdrawn = drafts.filter(isWithdrawn).map(({ routeId, canonicalId, withdrawnAt }) => ({ routeId, canonicalId, withdrawnAt }))
  const content = { site, pages: withReadingCards(pages, cards), articles: related, markdownPages, blocks, withdrawn, rules }
  return { content, problems, context, articles }
}
