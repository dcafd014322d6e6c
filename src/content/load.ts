/**
 * Reads content/ from the disk at build time (Node only), every file once, and hands the texts to the one pass that
 * parses, checks and renders them (./pipeline.ts). Any problem stops the build with the file and the field named.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { now, since, type Span } from './clock.ts'
import { markdownPageFile, MARKDOWN_PAGES, PAGES } from '../site-pages.ts'
import { checkContent, parseContent, type Content, type ContentFiles, type ContentReading as Reading, type SourceFile } from './pipeline.ts'
import { computeAlways, type Memo } from './memo.ts'
import { siteToday } from './publication.ts'
import { problemLine, type ContentProblem } from './problems.ts'
import { RULES_FILE } from './rules-register.ts'

export type { Content } from './pipeline.ts'

export interface ContentReading extends Reading {
  /** Every file read, so that a dev server can watch them. */
  files: string[]
  /** Milliseconds of wall and processor time spent reading and parsing the files, then checking and rendering them. */
  times: { reading: Span; checking: Span }
}

export class ContentError extends Error {
  readonly problems: ContentProblem[]

  constructor(problems: ContentProblem[]) {
    super(
      `Contenu invalide (${problems.length} problème${problems.length > 1 ? 's' : ''}) :\n${problems.map((p) => `  - ${problemLine(p)}`).join('\n')}`,
    )
    this.name = 'ContentError'
    this.problems = problems
  }
}

/** A file the CMS is about to save: its text by absolute path, and the images it adds (not yet under public/). */
export interface Unsaved {
  files: ReadonlyMap<string, string>
  images: readonly string[]
}

/** Whether an image of the site (/images/articles/x.webp) exists under public/, or is one the CMS is about to add. */
export const imageExistsIn =
  (rootDir: string, adding: readonly string[] = []) =>
  (image: string) =>
    adding.includes(image) || existsSync(join(rootDir, 'public', image))

/**
 * Reads and checks the whole of content/ from the project root: every problem, and the content of the files that have
 * none. The build wants no problem at all (scripts/context.ts, in a thread of its own: scripts/content-worker.ts,
 * which keeps each file's results from one build to the next by `memo`); the development server shows the rest of the
 * site meanwhile, and checks a file the CMS is about to save among all the others (`unsaved`).
 */
export function readContent(rootDir: string, unsaved: Unsaved = { files: new Map(), images: [] }, memo: Memo = computeAlways): ContentReading {
  const files: string[] = []
  const source = (path: string): SourceFile => {
    const file = join(rootDir, path)
    files.push(file)
    const text = unsaved.files.get(file) ?? (existsSync(file) ? readFileSync(file, 'utf8') : null)
    return { file: path, text }
  }
  /** The Markdown files of a folder of content/, on the disk or about to be saved, by name. */
  const folder = (path: string) => {
    const dir = join(rootDir, path)
    const onDisk = existsSync(dir) ? readdirSync(dir).map((name) => join(dir, name)) : []
    const drafts = [...unsaved.files.keys()].filter((file) => dirname(file) === dir)
    return [...new Set([...onDisk, ...drafts])]
      .filter((file) => file.endsWith('.md'))
      .sort()
      .map((file) => source(relative(rootDir, file)))
  }
  const start = now()
  const contentFiles: ContentFiles = {
    articles: folder('content/articles'),
    markdownPages: Object.fromEntries(MARKDOWN_PAGES.map((name) => [name, source(markdownPageFile(name))])) as ContentFiles['markdownPages'],
    blocks: folder('content/blocs'),
    site: source('content/site.yaml'),
    rules: source(RULES_FILE),
    pages: Object.fromEntries(PAGES.map(({ name }) => [name, source(`content/pages/${name}.yaml`)])) as ContentFiles['pages'],
  }
  const imageExists = imageExistsIn(rootDir, unsaved.images)
  const parsed = parseContent(contentFiles, memo)
  const reading = since(start)
  const checkStart = now()
  return { ...checkContent(parsed, imageExists, siteToday(), memo), files, times: { reading, checking: since(checkStart) } }
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
