/**
 * For the content tests: a scratch copy of the project's content/ and public/ (the images articles name), to edit
 * freely, and a Markdown file read as its front matter and its text.
 */
import { cpSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse as parseYaml } from 'yaml'

export const projectRoot = join(import.meta.dirname, '../..')

/** Copies content/ and public/ to a new folder named after prefix; returns the folder (the caller removes it). */
export function scratchContent(prefix: string): string {
  const root = mkdtempSync(join(tmpdir(), prefix))
  for (const folder of ['content', 'public']) cpSync(join(projectRoot, folder), join(root, folder), { recursive: true })
  return root
}

/**
 * A Markdown file of content/: its front matter as YAML reads it, and its text as written. Read while an editor's save
 * is still writing it, the file may have no front matter yet: the data is then empty, for a test that polls to read again.
 */
export function frontMatterAndBody(file: string): { data: Record<string, unknown>; body: string } {
  const [, yaml = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(readFileSync(file, 'utf8')) ?? []
  return { data: (parseYaml(yaml) ?? {}) as Record<string, unknown>, body }
}
