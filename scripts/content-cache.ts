/**
 * The build's memo of content/ (src/content/memo.ts): each file's parsing, each article's checks and rendering, each
 * file's words for the passages compared, kept in .cache/content/ from one build to the next, so that a rebuild after
 * an editor's change parses and checks that file alone. An entry is named by the hash of what it was computed from:
 * its key (the file's text, what else of content/ it read), and the fingerprint of all it read outside content/:
 * the code of src/, the libraries' versions (package-lock.json), Node's, and the names of the files of public/ (the
 * checks ask whether an image exists). Any of these changed, every entry is computed again. The entries a build did
 * not use are removed at its end (`prune`).
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { deserialize, serialize } from 'node:v8'
import type { Memo } from '../src/content/memo.ts'
import { keepEntry, pruneEntries } from './cache-entries.ts'
import { filesOf, hashFiles } from './fingerprint.ts'

function fingerprint(root: string): string {
  const hash = hashFiles(createHash('sha256').update(process.version), root, [
    ...filesOf(root, ['src']).filter((file) => /\.tsx?$/.test(file)),
    ...filesOf(root, ['package-lock.json']),
  ])
  // Of public/, the names only: whether an image exists is all the checks ask.
  for (const file of filesOf(root, ['public'])) hash.update(file).update('\0')
  return hash.digest('hex')
}

export interface ContentCache {
  memo: Memo
  /** Removes the entries this build did not use: those of files since changed, renamed or deleted. */
  prune(): void
}

/** The memo of root/content/, kept in `dir`. */
export function contentCache(root: string, dir = join(root, '.cache/content')): ContentCache {
  mkdirSync(dir, { recursive: true })
  const base = fingerprint(root)
  const used = new Set<string>()
  // A long part of many keys (what every article is checked against) is hashed once.
  const partHashes = new Map<string, string>()
  const partHash = (part: string) => {
    if (part.length < 4096) return part
    let known = partHashes.get(part)
    if (!known) partHashes.set(part, (known = createHash('sha256').update(part).digest('hex')))
    return known
  }
  const memo: Memo = (kind, key, compute) => {
    const hash = createHash('sha256').update(base).update(kind)
    for (const part of key) hash.update('\0').update(partHash(part))
    const name = hash.digest('hex')
    const file = join(dir, name)
    used.add(name)
    try {
      return deserialize(readFileSync(file)) as ReturnType<typeof compute>
    } catch {
      const value = compute()
      keepEntry(file, serialize(value))
      return value
    }
  }
  return {
    memo,
    prune: () => pruneEntries(dir, used),
  }
}
