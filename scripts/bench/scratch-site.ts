/**
 * A scratch copy of the site with more articles, for measuring how the build and the pages grow with content. The
 * copy holds the project’s files (not the ignored ones) and links to its node_modules; content/ is never touched. Each added
 * article is one of the real ones under a new id and title, so that it passes every content check.
 */
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'

const ARTICLES = 'content/articles'

/** Copies the files of the project (all but the ignored ones) in `root` to a new folder, with `total` articles; returns the folder. */
export function scratchSite(root: string, total: number): string {
  const dir = mkdtempSync(join(tmpdir(), `cardio-bpm-${total}-articles-`))
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && existsSync(join(root, file)))
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    cpSync(join(root, file), join(dir, file))
  }
  symlinkSync(resolve(root, 'node_modules'), join(dir, 'node_modules'), 'dir')
  const originals = readdirSync(join(root, ARTICLES)).filter((name) => name.endsWith('.md'))
  for (let copy = 0; copy < total - originals.length; copy++) {
    const name = originals[copy % originals.length]!
    const number = Math.floor(copy / originals.length) + 2
    const text = readFileSync(join(root, ARTICLES, name), 'utf8')
      .replace(/^canonicalId: (.+)$/m, `canonicalId: $1-${number}`)
      // Numbered, within the schema's 90 characters.
      .replace(/^title: "(.+)"$/m, (_line, title: string) => `title: "${title.slice(0, 90 - ` (${number})`.length)} (${number})"`)
    writeFileSync(join(dir, ARTICLES, name.replace(/\.md$/, `-${number}.md`)), text)
  }
  return dir
}
