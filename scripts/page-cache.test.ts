import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Rollup } from 'vite'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Article } from '../src/content/schema'
import { projectRoot } from '../src/content/scratch-content'
import { pageCache } from './page-cache'

let scratch = ''
beforeEach(() => (scratch = mkdtempSync(join(tmpdir(), 'pages-gardees-'))))
afterEach(() => rmSync(scratch, { recursive: true, force: true }))

const PATHS = ['/', '/articles', '/articles/a', '/articles/b', '/404']
const article = (routeId: string, title: string) => ({ routeId, title, html: `<p>${title}</p>` }) as unknown as Article

/**
 * One build as the cache sees it: its bundles written, the paths it is asked to render, each of them written to a new
 * dist/ as `render` makes it, then the cache's pages placed. Returns the paths rendered and dist/.
 */
function build(bundleCode: string, articles: Article[], render = (path: string) => `page ${path}`) {
  const cache = pageCache(projectRoot, join(scratch, 'cache'))
  const bundle = { 'entry.js': { type: 'chunk', fileName: 'entry.js', code: bundleCode } } as unknown as Rollup.OutputBundle
  const generate = cache.plugin.generateBundle as (this: unknown, options: unknown, bundle: Rollup.OutputBundle) => void
  generate.call({ environment: { name: 'ssr' } }, {}, bundle)
  const rendered = cache.toRender(PATHS, articles)
  const dist = mkdtempSync(join(scratch, 'dist-'))
  mkdirSync(join(dist, 'articles'))
  for (const path of rendered) writeFileSync(join(dist, `${path === '/' ? '/index' : path}.html`), render(path))
  const { kept } = cache.publish(dist)
  return { rendered, kept, page: (path: string) => readFileSync(join(dist, `${path}.html`), 'utf8') }
}

describe('the article pages kept from one build to the next', () => {
  it('renders every page the first time, then only the other pages while nothing an article’s page is made of changed', () => {
    const articles = [article('a', 'Premier'), article('b', 'Second')]
    expect(build('code', articles).rendered).toEqual(PATHS)
    const again = build('code', articles, () => 'rendue une seconde fois')
    expect(again.rendered).toEqual(['/', '/articles', '/404'])
    expect(again.kept).toBe(2)
    // The pages placed are those the first build wrote.
    expect(again.page('/articles/a')).toBe('page /articles/a')
    expect(again.page('/articles/b')).toBe('page /articles/b')
  })

  it('renders again an article that changed, and every article when the bundles changed', () => {
    build('code', [article('a', 'Premier'), article('b', 'Second')])
    const edited = build('code', [article('a', 'Premier, revu'), article('b', 'Second')], (path) => `nouvelle ${path}`)
    expect(edited.rendered).toEqual(['/', '/articles', '/articles/a', '/404'])
    expect(edited.page('/articles/a')).toBe('nouvelle /articles/a')
    expect(edited.page('/articles/b')).toBe('page /articles/b')
    expect(build('code changé', [article('a', 'Premier, revu'), article('b', 'Second')]).rendered).toEqual(PATHS)
  })
})
