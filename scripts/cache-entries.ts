/**
 * The files of the build's caches (.cache/content, pages, compressed, social-images, small-images): each entry named
 * by the hash of what it was made from. Two writers may meet in one cache: two readings of content/ at once (each
 * configuration `vite-react-ssg build` loads reads it), a build while another runs. So an entry is written aside under
 * a name no other writer uses, then renamed: a reader finds the whole entry or none. And pruning a cache removes the
 * entries its build did not use, but not a file another writer is still writing.
 */
import { randomUUID } from 'node:crypto'
import { readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** What names a file being written: the entry's name, this, then a name of its own. */
const BEING_WRITTEN = '.writing-'
/** A file being written for longer than this was left by a build that stopped: it goes with the next pruning. */
const LEFT_BEHIND_MS = 60 * 60 * 1000

/** Writes `data` as the entry `file`, whole or not at all. */
export function keepEntry(file: string, data: string | NodeJS.ArrayBufferView): void {
  const aside = `${file}${BEING_WRITTEN}${randomUUID()}`
  try {
    writeFileSync(aside, data)
    renameSync(aside, file)
  } finally {
    rmSync(aside, { force: true })
  }
}

/** Removes from `dir` the entries not in `used`; files another writer is writing stay. */
export function pruneEntries(dir: string, used: ReadonlySet<string>): void {
  const now = Date.now()
  for (const name of readdirSync(dir)) {
    if (used.has(name)) continue
    const file = join(dir, name)
    if (name.includes(BEING_WRITTEN)) {
      const written = statSync(file, { throwIfNoEntry: false })
      if (!written || now - written.mtimeMs < LEFT_BEHIND_MS) continue
    }
    rmSync(file, { force: true })
  }
}
