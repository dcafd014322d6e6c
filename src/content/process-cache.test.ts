import { readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { contentOnce } from './process-cache'
import { scratchContent } from './scratch-content'

const ARTICLES = 'content/articles'
let root = ''

beforeEach(() => (root = scratchContent('contenu-une-fois-')))
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('content/ is read once per build', () => {
  it('is read the first time, then kept while nothing changes', () => {
    const first = contentOnce(root)
    const second = contentOnce(root)
    expect(first.fresh).toBe(true)
    expect(second.fresh).toBe(false)
    expect(second.content).toBe(first.content)
  })

  it('is read again when an editor changes, adds or deletes a file', () => {
    contentOnce(root)
    const file = join(root, ARTICLES, 'hiit-frequence-cardiaque-intervalles-haute-intensite.md')
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: "(.+)"$/m, 'title: "$1, revu"'))
    const changed = contentOnce(root)
    expect(changed.fresh).toBe(true)
    expect(changed.content.articles.find((a) => a.routeId === 'hiit-frequence-cardiaque-intervalles-haute-intensite')?.title).toMatch(/, revu$/)

    const articlesBefore = changed.content.articles.length
    const copy = join(root, ARTICLES, 'hiit-copie.md')
    writeFileSync(copy, readFileSync(file, 'utf8').replace(/^canonicalId: (.+)$/m, 'canonicalId: $1-copie').replace(/^title: "(.+)"$/m, 'title: "$1 (copie)"'))
    expect(contentOnce(root).content.articles).toHaveLength(articlesBefore + 1)
    unlinkSync(copy)
    expect(contentOnce(root).content.articles).toHaveLength(articlesBefore)
  })
})
