/**
 * The pages' YAML files (content/pages/*.yaml) and the rules register (content/regles.yaml) checked, for the one pass
 * of ./pipeline.ts: the register's rules named in the pages' texts, each page against its own schema, and the reading
 * suggestions given their cards once the articles are known.
 */
import { z } from 'zod'
import { PAGES, TOOL_PAGES, type PageName } from '../site-pages.ts'
import { pageReferenceProblems, validate, type CheckContext } from './checks.ts'
import { namedLinkProblems } from './named-links.ts'
import type { ParsedFile } from './parse.ts'
import type { FieldProblem } from './problems.ts'
import { expandReferences, expandRulesInData, ruleCountVariables, rulesSchema, type Rule } from './rules-register.ts'
import { PAGE_SCHEMAS, type ArticleCard, type PageContent, type Site } from './schema.ts'
import { siteVariables, substituteVariables } from './variables.ts'
import { voiceProblemsIn } from './voice-rules.ts'

export type Yaml = ParsedFile<{ data: unknown }>
/** How checkContent reports a file's problems. */
export type Report = (file: string, found: readonly FieldProblem[]) => void
/** How checkContent reads a YAML file's value, reporting what kept it from being read. */
export type Read = (parsed: Yaml) => { data: unknown } | null

/** Every page's YAML file, checked as one object whose keys are the page names: each page is typed by its own schema. */
const pagesSchema = z.strictObject(PAGE_SCHEMAS)
/** The pages as their schemas give them: reading suggestions are article ids until the articles are known. */
type PageFiles = z.output<typeof pagesSchema>

/** The pages' reading suggestions, from article ids to the cards they show. */
export function withReadingCards(pages: PageFiles, cards: ReadonlyMap<string, ArticleCard>): { [N in PageName]: PageContent<N> } {
  const withCards = (page: object) => {
    if (!('furtherReading' in page)) return page
    const { title, articles } = page.furtherReading as PageFiles['calculateur-bpm']['furtherReading']
    return { ...page, furtherReading: { title, articles: articles.flatMap((id) => cards.get(id) ?? []) } }
  }
  return Object.fromEntries(Object.entries(pages).map(([name, page]) => [name, withCards(page)])) as { [N in PageName]: PageContent<N> }
}

/** The rules register (./rules-register.ts): none when it cannot be read, its problems reported. */
export function readRules(source: Yaml, read: Read, report: Report): Rule[] {
  const parsed = read(source)
  if (!parsed) return []
  const { value, problems } = validate(rulesSchema, parsed.data)
  report(source.file, [...voiceProblemsIn(parsed.data), ...problems])
  return value?.rules ?? []
}

/** Each {{name}} of a parsed YAML value replaced by the site's value (./variables.ts), as the Markdown pages have it. */
function substituteInData(value: unknown, variables: Readonly<Record<string, string>>, report: (message: string) => void): unknown {
  if (typeof value === 'string') return substituteVariables(value, variables, report)
  if (Array.isArray(value)) return value.map((item) => substituteInData(item, variables, report))
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, substituteInData(item, variables, report)]))
  return value
}

/** A tool page's steps and section paragraphs with their rule and call references as links ([words](/path#place)). */
function linkedParagraphs(data: unknown, rules: readonly Rule[], report: (message: string) => void): unknown {
  if (!isRecord(data)) return data
  const linked = (texts: unknown) =>
    Array.isArray(texts) ? texts.map((text: unknown) => (typeof text === 'string' ? expandReferences(text, rules, report) : text)) : texts
  const protocol = isRecord(data.protocol) ? { ...data.protocol, steps: linked(data.protocol.steps) } : data.protocol
  const sections = Array.isArray(data.sections)
    ? data.sections.map((section: unknown) => (isRecord(section) ? { ...section, paragraphs: linked(section.paragraphs) } : section))
    : data.sections
  return { ...data, protocol, sections }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The pages' YAML files; when one is missing or unreadable, the others are still checked, each on its own, so that
 * every problem is named at once. `site`: content/site.yaml, whose variables ({{courriel-rp}}…) the texts take and
 * whose links a tool page's paragraphs name; null when it is invalid, and then neither is checked.
 */
export function readPages(
  sources: Readonly<Record<PageName, Yaml>>,
  articles: CheckContext['articles'],
  today: string,
  rules: readonly Rule[],
  site: Site | null,
  read: Read,
  report: Report,
): PageFiles | null {
  // A page's texts name the register's rules by reference ({{regle:id}}, {{appel:id}}), as plain words, and the
  // site's facts by the Markdown's variables ({{courriel-rp}}). A tool page's paragraphs, which draw links, get them
  // as links, as an article does: the status to the rule's entry, the answer to its row of the triage.
  const variables = site && { ...siteVariables(site), ...ruleCountVariables(rules) }
  const linkKeys = new Set(Object.keys(site?.links ?? {}))
  const toolPages = new Set<PageName>(TOOL_PAGES.map((page) => page.name))
  const files = PAGES.map(({ name }) => {
    const file = read(sources[name])
    const problem = (message: string) => report(sources[name].file, [{ message }])
    const expand = (data: unknown) => {
      const expanded = expandRulesInData(toolPages.has(name) ? linkedParagraphs(data, rules, problem) : data, rules, problem)
      return variables ? substituteInData(expanded, variables, problem) : expanded
    }
    return [name, file && { data: expand(file.data) }] as const
  })
  for (const [name, file] of files) {
    if (!file) continue
    const links = site ? namedLinkProblems(file.data, linkKeys, toolPages.has(name)) : []
    report(sources[name].file, [...voiceProblemsIn(file.data), ...pageReferenceProblems(name, file.data, articles, today), ...links])
  }
  if (files.some(([, file]) => file === null)) {
    for (const [name, file] of files) if (file) report(sources[name].file, validate(PAGE_SCHEMAS[name], file.data).problems)
    return null
  }
  const { value, problems } = validate(pagesSchema, Object.fromEntries(files.map(([name, file]) => [name, file?.data])))
  for (const { field = '', message } of problems) {
    const [name = '', ...path] = field.split('.')
    report(sources[name as PageName].file, [{ field: path.length ? path.join('.') : undefined, message }])
  }
  return value
}
