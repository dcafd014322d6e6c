import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { scratchContent } from '../src/content/scratch-content'
import { createBuildContext } from './context'

const HIIT = 'content/articles/hiit-frequence-cardiaque-intervalles-haute-intensite.md'
let root = ''

beforeEach(() => (root = scratchContent('contexte-de-construction-')))
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('the build context', () => {
  it('reads content/ once for every step of a build', () => {
    const context = createBuildContext(root)
    expect(context.contentIsStale).toBe(true)
    const first = context.content()
    expect(context.contentIsStale).toBe(false)
    writeFileSync(join(root, HIIT), readFileSync(join(root, HIIT), 'utf8').replace(/^title: "(.+)"$/m, 'title: "$1, revu"'))
    expect(context.content()).toBe(first)
  })

  it('reads content/ again once the development server says a file changed', () => {
    const context = createBuildContext(root)
    context.content()
    writeFileSync(join(root, HIIT), readFileSync(join(root, HIIT), 'utf8').replace(/^title: "(.+)"$/m, 'title: "$1, revu"'))
    context.forgetContent()
    expect(context.contentIsStale).toBe(true)
    expect(context.content().articles.find((article) => article.routeId === 'hiit-frequence-cardiaque-intervalles-haute-intensite')?.title).toMatch(
      /, revu$/,
    )
  })
})
