/** What a build's caches (./content-cache.ts, ./page-cache.ts) hash of the project: files, by path and content. */
import type { Hash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The files under each path of the project (a file, or a folder: recursively), by their path from the root, in a
 * stable order; a path the project does not have (a copy without package-lock.json) gives none.
 */
export const filesOf = (root: string, paths: readonly string[]): string[] =>
  paths.flatMap((path) =>
    !existsSync(join(root, path))
      ? []
      : statSync(join(root, path)).isDirectory()
        ? readdirSync(join(root, path), { recursive: true, withFileTypes: true })
            .filter((entry) => entry.isFile())
            .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
            .sort()
        : [path],
  )

/** The hash updated with each file's path and content. */
export function hashFiles(hash: Hash, root: string, files: readonly string[]): Hash {
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(root, file)))
  return hash
}
