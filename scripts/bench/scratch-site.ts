/**
 * A scratch copy of the site with more articles, for measuring how the build and the pages grow with content. The
 * copy holds the project’s files (not the ignored ones) and links to its node_modules; content/ is never touched. Each added
 * article is one of the real ones under a new id and title, with a word of its own in every stretch of its prose (see
 * `ownWords`), so that it passes every content check: the build refuses a passage written twice.
 */
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'

const ARTICLES = 'content/articles'
/** After how many words the next plain one becomes the copy's own: well under the 25 from which a passage is repeated. */
const OWN_WORD_EVERY = 6
/** A plain word (letters, an apostrophe or hyphen inside) with its punctuation: never a figure, an address or a variable. */
const PLAIN_WORD = /^(\p{L}+(?:[’'-]\p{L}+)*)([,.;:]?)$/u
/** What the build counts as a word (src/content/repeated-passages.ts): letters or digits. */
const ANY_WORD = /[\p{L}\p{N}]/u

/** The text with a plain word every OWN_WORD_EVERY words or so replaced by one that names the copy: as many words. */
function ownWords(text: string, number: number): string {
  let since = 0
  return text.replace(/\S+/g, (token) => {
    if (!ANY_WORD.test(token)) return token
    since += 1
    const word = PLAIN_WORD.exec(token)
    if (!word || since < OWN_WORD_EVERY) return token
    since = 0
    return `copie${number}${word[2]}`
  })
}

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
    const [, frontMatter = '', body = ''] = /^(---\n[\s\S]*?\n---\n)([\s\S]*)$/.exec(readFileSync(join(root, ARTICLES, name), 'utf8')) ?? []
    const text = (frontMatter + ownWords(body, number))
      .replace(/^canonicalId: (.+)$/m, `canonicalId: $1-${number}`)
      // Numbered, within the schema's 90 characters.
      .replace(/^title: "(.+)"$/m, (_line, title: string) => `title: "${title.slice(0, 90 - ` (${number})`.length)} (${number})"`)
      .replace(/^intro: "(.+)"$/m, (_line, intro: string) => `intro: "${ownWords(intro, number)}"`)
    writeFileSync(join(dir, ARTICLES, name.replace(/\.md$/, `-${number}.md`)), text)
  }
  return dir
}
