/**
 * patches/vite-react-ssg+0.9.2.patch: vite-react-ssg parses and serializes every rendered page with JSDOM only to add
 * its preload links (about 80 % of the pre-rendering time); the patch writes them as text. No option of vite-react-ssg
 * turns that off. When vite-react-ssg changes, this test names the patch to port or drop.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const packageDir = join(import.meta.dirname, '../node_modules/vite-react-ssg')
const version = (JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string }).version
const PATCHED_FILE = join(packageDir, 'dist/shared/vite-react-ssg.Ctg3mDmH.mjs')

describe('the patch of vite-react-ssg', () => {
  it('applies to the version installed', () => {
    expect(version, 'mettez à jour ou retirez patches/vite-react-ssg+0.9.2.patch').toBe('0.9.2')
  })

  it('renders pages without JSDOM: preload links are written as text', () => {
    const code = readFileSync(PATCHED_FILE, 'utf8')
    expect(code).toContain('const html = insertPreloadLinks(renderedHTML, assets);')
    expect(code).not.toContain('new JSDOM(renderedHTML)')
  })
})
