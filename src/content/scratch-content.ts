/** For the content tests: a scratch copy of the project's content/ and public/ (the images articles name), to edit freely. */
import { cpSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const projectRoot = join(import.meta.dirname, '../..')

/** Copies content/ and public/ to a new folder named after prefix; returns the folder (the caller removes it). */
export function scratchContent(prefix: string): string {
  const root = mkdtempSync(join(tmpdir(), prefix))
  for (const folder of ['content', 'public']) cpSync(join(projectRoot, folder), join(root, folder), { recursive: true })
  return root
}
