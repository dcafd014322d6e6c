// Builds the whole site from a copy of the project whose article title and description hold hostile text,
// and checks that the pre-rendered page still has one intact JSON-LD script and escaped metadata.
import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const projectRoot = join(import.meta.dirname, '..')
// Written with the non-breaking spaces the build puts inside « » (src/content/typography.ts), so that it reads back unchanged.
const HOSTILE_TITLE = 'Le «\u00a0vrai\u00a0» </script><script>alert(1)</script> "test" & plus'
const HOSTILE_DESCRIPTION = 'Description avec "guillemets", <b>balises</b> & </script>'
let root = ''
let html = ''
let document: Document

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'site-hostile-'))
  for (const entry of ['src', 'scripts', 'content', 'public', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package.json']) {
    cpSync(join(projectRoot, entry), join(root, entry), { recursive: true })
  }
  symlinkSync(join(projectRoot, 'node_modules'), join(root, 'node_modules'))
  const article = join(root, 'content/articles/hiit-frequence-cardiaque-intervalles-haute-intensite.md')
  writeFileSync(
    article,
    readFileSync(article, 'utf8')
      .replace(/^title: .*$/m, `title: ${JSON.stringify(HOSTILE_TITLE)}`)
      .replace(/^description: .*$/m, `description: ${JSON.stringify(HOSTILE_DESCRIPTION)}`),
  )
  execFileSync(process.execPath, ['scripts/build.ts'], { cwd: root, stdio: 'pipe' })
  html = readFileSync(join(root, 'dist/articles/hiit-frequence-cardiaque-intervalles-haute-intensite.html'), 'utf8')
  document = new JSDOM(html).window.document // parsed as a browser parses it, scripts not run
}, 120_000)

afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('a hostile article title', () => {
  it('adds no script and never closes the data script early (JSON-LD); the JSON reads back intact', () => {
    const scripts = [...document.querySelectorAll('script')]
    const jsonLd = scripts.filter((script) => script.type === 'application/ld+json')
    expect(jsonLd).toHaveLength(1)
    // The title is only in the data block, which the browser does not run.
    expect(scripts.filter((script) => script.textContent?.includes('alert(1)')).map((script) => script.type)).toEqual(['application/ld+json'])
    const { '@graph': graph } = JSON.parse(jsonLd[0]?.textContent ?? '') as {
      '@graph': { '@type': string; headline?: string; description?: string }[]
    }
    const article = graph.find((node) => node['@type'] === 'Article')
    expect(article?.headline).toBe(HOSTILE_TITLE)
    expect(article?.description).toBe(HOSTILE_DESCRIPTION)
    expect(html).not.toMatch(/"headline":"[^"]*<\/script>/)
  })

  it('reads back as plain text in the title, the meta tags and the heading', () => {
    expect(document.title).toBe(`${HOSTILE_TITLE} | Cardio BPM Québec`)
    expect(document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(HOSTILE_TITLE)
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(HOSTILE_DESCRIPTION)
    expect(document.querySelector('h1')?.textContent).toBe(HOSTILE_TITLE)
    expect(document.querySelectorAll('b')).toHaveLength(0)
  })
})
