/**
 * One reference, one citation: an article that states one of the site's figures cites the reference it rests on
 * (shared-sources.ts), and a reference that several articles cite is written the same way in each, so that a page
 * cannot give another volume, pages or DOI than its neighbour. Each problem names its field; the build stops on it,
 * the CMS refuses the save.
 */
import type { ContentProblem, FieldProblem } from './problems.ts'
import type { Source } from './schema.ts'
import { FACT_SOURCES, type Reference } from './shared-sources.ts'
import { frenchSpacing } from './typography.ts'

/** The parts of a citation a reader sees, in the order they are shown, with the names the CMS form gives them. */
const CITED_FIELDS = [
  ['authors', 'auteurs'],
  ['year', 'année'],
  ['title', 'titre'],
  ['publisher', 'revue ou éditeur'],
  ['url', 'adresse web'],
] as const satisfies readonly (readonly [keyof Reference, string])[]

/** As the loader reads a front matter: French spacing applied, so that a reference written in TypeScript compares. */
const asRead = (value: string | number | undefined) => (typeof value === 'string' ? frenchSpacing(value) : value)

/** The fields in which two citations of one reference differ, by their French names. */
function differences(cited: Reference, expected: Reference): string[] {
  return CITED_FIELDS.filter(([field]) => asRead(cited[field]) !== asRead(expected[field])).map(([, name]) => name)
}

const citation = (reference: Reference) =>
  [reference.authors, reference.year ?? 's. d.', `« ${reference.title} »`, reference.publisher, reference.url].filter(Boolean).join(', ')

/** What identifies a reference however it is written: its address, or else its title (case, dashes and quotes aside). */
function identity(source: Reference): string {
  if (source.url) return source.url.toLowerCase().replace(/\/$/, '')
  return source.title
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[«»“”"‘’']/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Each {{variable}} of the body that states a sourced figure, and its reference missing or cited otherwise. */
export function factSourceProblems(body: string, sources: readonly Source[]): FieldProblem[] {
  const used = new Set([...body.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)].map((match) => match[1] ?? ''))
  return Object.entries(FACT_SOURCES)
    .filter(([variable]) => used.has(variable))
    .flatMap(([variable, reference]) => {
      const index = sources.findIndex((source) => identity(source) === identity(reference))
      const source = sources[index]
      if (!source)
        return [
          {
            field: 'sources',
            message: `le texte donne {{${variable}}}, qui repose sur ${citation(reference)} : ajoutez cette référence aux sources`,
          },
        ]
      const wrong = differences(source, reference)
      return wrong.length
        ? [
            {
              field: `sources.${index}`,
              message: `${wrong.join(', ')} autrement que dans src/content/shared-sources.ts; écrivez la référence ainsi : ${citation(reference)}`,
            },
          ]
        : []
    })
}

/** An article's sources as its front matter lists them (the entries with a title), whatever else is wrong with it. */
export function citedSources(data: unknown): Source[] {
  const sources = data && typeof data === 'object' && 'sources' in data ? data.sources : undefined
  const isCited = (source: unknown): source is Source =>
    !!source && typeof source === 'object' && 'title' in source && typeof source.title === 'string'
  return Array.isArray(sources) ? sources.filter(isCited) : []
}

/** An article's file, as problems name it. */
export const articleFile = (routeId: string) => `content/articles/${routeId}.md`

export interface CitingArticle {
  /** The article's file, as problems name it. */
  file: string
  sources: readonly Source[]
}

/**
 * A reference that several articles cite, written otherwise in one than in the first that cites it: the problem, on
 * the later article, names the first and the fields that differ. A reference listed twice in one article is named too.
 */
export function sharedSourceProblems(articles: readonly CitingArticle[]): ContentProblem[] {
  const first = new Map<string, { file: string; index: number; source: Source }>()
  const problems: ContentProblem[] = []
  for (const { file, sources } of articles) {
    sources.forEach((source, index) => {
      const key = identity(source)
      const earlier = first.get(key)
      if (!earlier) {
        first.set(key, { file, index, source })
        return
      }
      if (earlier.file === file) {
        problems.push({ file, field: `sources.${index}`, message: `même référence que sources.${earlier.index}, citée deux fois` })
        return
      }
      const wrong = differences(source, earlier.source)
      // Left out, it is false (schema.ts): a source read before the schema's defaults compares alike.
      if (Boolean(earlier.source.manufacturer) !== Boolean(source.manufacturer)) wrong.push('documentation du fabricant')
      if (wrong.length) {
        problems.push({
          file,
          field: `sources.${index}`,
          message: `${wrong.join(', ')} autrement que dans ${earlier.file} (sources.${earlier.index}); une référence s’écrit de la même façon dans chaque article`,
        })
      }
    })
  }
  return problems
}
