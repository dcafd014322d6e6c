/**
 * `npm run edit` checks an entry the CMS is about to save as the build will: written as its file would be, among all
 * the files of content/ as they are. What the browser cannot know (a passage pasted from another file, how another
 * article cites a reference) is then refused before the save too. The published CMS, without this server, runs the
 * checks of one file in the browser (./browser/entry-checks.ts).
 */
import type { IncomingMessage } from 'node:http'
import { join } from 'node:path'
import { stringify } from 'yaml'
import { readContent } from '../../src/content/load.ts'
import type { FieldProblem } from '../../src/content/problems.ts'
import { articlePath } from '../../src/site-pages.ts'
import { contentFile } from './browser/entry-checks.ts'

/** An entry as the CMS sends it: its collection, its file's name, its data and Markdown text, the images it adds. */
export interface Draft {
  collection: string
  name: string
  data: Record<string, unknown>
  body: string
  /** Images the entry uploads with this save: written to public/ only after it. */
  images: string[]
}

/** Whether another file's problem comes from this entry: it names the entry's file, or the article's address (a link to an article this save schedules or withdraws). */
function namesEntry(message: string, file: string, draft: Draft): boolean {
  if (message.includes(file)) return true
  if (draft.collection !== 'articles') return false
  // Either of its addresses (its file's name, its identifier), followed by neither a letter, a digit nor a hyphen:
  // /articles/pouls is not /articles/pouls-2.
  const ids = [draft.name, ...(typeof draft.data.canonicalId === 'string' ? [draft.data.canonicalId] : [])]
  return ids.some((id) => new RegExp(`${articlePath(id)}(?![a-z0-9-])`).test(message))
}

/** Text as a problem quotes it (src/content/repeated-passages.ts): without Markdown's marks, its spaces single. */
const asQuoted = (text: string) =>
  text
    .replace(/\]\([^)]*\)/g, '')
    .replace(/[*_`[\]]/g, '')
    .replace(/\s+/g, ' ')

/** The field of the entry that holds the passage another file's problem quotes (« … »): where the editor acts on it. */
function fieldQuoted(draft: Draft, message: string): string | undefined {
  const quoted = /« (.+?)…? »/.exec(message)?.[1]
  if (!quoted) return undefined
  if (asQuoted(draft.body).includes(quoted)) return 'body'
  return Object.entries(draft.data).find(([, value]) => typeof value === 'string' && asQuoted(value).includes(quoted))?.[0]
}

/**
 * Every problem the build would find in the entry's file, saved as it is, the other files as they are; and those it
 * would report on another file because of this one (a passage it shares, a reference it cites otherwise, a link to
 * the article it schedules), that file named.
 */
export function draftProblems(root: string, draft: Draft): FieldProblem[] {
  const file = contentFile(draft)
  if (!file) return []
  const text = file.endsWith('.md') ? `---\n${stringify(draft.data)}---\n${draft.body}` : stringify(draft.data)
  return readContent(root, { files: new Map([[join(root, file), text]]), images: draft.images }).problems.flatMap(
    ({ file: where, field, message }) => {
      if (where === file) return [{ field, message }]
      if (!namesEntry(message, file, draft)) return []
      const holding = fieldQuoted(draft, message)
      return [{ ...(holding && { field: holding }), message: `${where} : ${message}` }]
    },
  )
}

/** The entry a request carries, as JSON. */
export async function draftOf(request: IncomingMessage): Promise<Draft> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const draft = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Partial<Draft>
  return {
    collection: String(draft.collection),
    name: String(draft.name),
    data: typeof draft.data === 'object' && draft.data !== null ? draft.data : {},
    body: typeof draft.body === 'string' ? draft.body : '',
    images: Array.isArray(draft.images) ? draft.images.filter((image) => typeof image === 'string') : [],
  }
}
