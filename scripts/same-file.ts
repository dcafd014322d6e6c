/**
 * A second name for a file the build has already written (a compressed file kept in the cache, an article's page at
 * its canonical address): a hard link, which writes no byte, or a copy where the file system cannot link. The two
 * names then share their content and their dates; nothing writes into a file of dist/ once it is written.
 */
import { copyFileSync, linkSync, rmSync } from 'node:fs'

export function sameFile(source: string, target: string) {
  rmSync(target, { force: true })
  try {
    linkSync(source, target)
  } catch {
    copyFileSync(source, target)
  }
}
