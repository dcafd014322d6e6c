/**
 * content/ read once per build. vite-react-ssg resolves the Vite config three times in one process (its own look,
 * the browser build, the pre-rendering build), and each time makes new plugins from a new copy of vite.config.ts:
 * only the process's global object is common to them. What is kept there is read again as soon as a file of
 * content/ is added, removed or changed (the development server).
 */
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { loadContent, type Content } from './load.ts'

const STORE = Symbol.for('cardio-bpm-quebec/content')

interface Kept {
  signature: string
  content: Content
}

const store = (): Map<string, Kept> => {
  const global = globalThis as typeof globalThis & { [STORE]?: Map<string, Kept> }
  return (global[STORE] ??= new Map<string, Kept>())
}

/** Every file of content/ with its size and modification time: what changes when an editor saves, adds or deletes. */
function signature(root: string): string {
  const dir = join(root, 'content')
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((file) => {
      const { size, mtimeMs } = statSync(join(dir, file))
      return `${file} ${size} ${mtimeMs}`
    })
    .join('\n')
}

/** The content of the site at root, and whether it was just read (false: kept from earlier in this process). */
export function contentOnce(root: string): { content: Content; fresh: boolean } {
  const now = signature(root)
  const kept = store().get(root)
  if (kept?.signature === now) return { content: kept.content, fresh: false }
  const content = loadContent(root)
  store().set(root, { signature: now, content })
  return { content, fresh: true }
}
