import { readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { readContent } from '../src/content/load'
import type { Memo } from '../src/content/memo'
import { projectRoot, scratchContent } from '../src/content/scratch-content'
import { contentCache } from './content-cache'

const HIIT = 'content/articles/hiit-frequence-cardiaque-intervalles-haute-intensite.md'
let root = ''
let cacheDir = ''

beforeEach(() => {
  root = scratchContent('cache-du-contenu-')
  // The code the cache's entries were computed by: the project's own.
  for (const path of ['src', 'package-lock.json']) symlinkSync(join(projectRoot, path), join(root, path))
  cacheDir = join(root, 'cache')
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

/** content/ read as the build reads it, through a new cache on the same folder; and the kinds of result computed. */
function readCached() {
  const cache = contentCache(root, cacheDir)
  const computed: string[] = []
  const memo: Memo = (kind, key, compute) =>
    cache.memo(kind, key, () => {
      computed.push(kind)
      return compute()
    })
  const reading = readContent(root, undefined, memo)
  cache.prune()
  return { reading, computed }
}

const edit = (file: string, change: (text: string) => string) => writeFileSync(join(root, file), change(readFileSync(join(root, file), 'utf8')))

describe('the content kept from one build to the next', () => {
  it('gives, unchanged, the content and problems of a reading that keeps nothing, and computes nothing the second time', () => {
    const first = readCached()
    const articles = readdirSync(join(root, 'content/articles')).length
    // Each article's front matter, checks and words at least.
    expect(first.computed.length).toBeGreaterThanOrEqual(3 * articles)
    const again = readCached()
    expect(again.computed).toEqual([])
    const fresh = readContent(root)
    expect(again.reading.problems).toEqual(fresh.problems)
    expect(again.reading.content).toEqual(fresh.content)
    expect(again.reading.content?.articles).toHaveLength(articles)
  })

  it('reads and checks again the one article whose text changed, and forgets what it was', () => {
    readCached()
    const entries = readdirSync(cacheDir).length
    edit(HIIT, (text) => text.replace('Le principe des intervalles', 'Le principe même des intervalles'))
    const { reading, computed } = readCached()
    // Its checks and rendering, and its words for the passages compared: its front matter is the same.
    expect(computed.toSorted()).toEqual(['checkArticle', 'words'])
    const hiit = reading.content?.articles.find((article) => article.routeId === 'hiit-frequence-cardiaque-intervalles-haute-intensite')
    expect(hiit?.html).toContain('Le principe même des intervalles')
    expect(readdirSync(cacheDir)).toHaveLength(entries)
  })

  it('still names a kept file’s problems, and an image removed from public/ is looked for again', () => {
    edit(HIIT, (text) => text.replace(/^title: .*$/m, 'title: ""'))
    const first = readCached()
    expect(first.reading.problems.map(({ file, field }) => `${file} ${field}`)).toContain(`${HIIT} title`)
    expect(readCached().reading.problems).toEqual(first.reading.problems)

    const image = /^image: "?([^"\n]+)"?$/m.exec(readFileSync(join(root, HIIT), 'utf8'))?.[1] ?? ''
    rmSync(join(root, 'public', image))
    const { reading, computed } = readCached()
    expect(computed).toContain('checkArticle')
    expect(reading.problems).toContainEqual({ file: HIIT, field: 'image', message: `fichier public${image} introuvable` })
  })
})
