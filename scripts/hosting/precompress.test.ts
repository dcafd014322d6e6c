import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { precompress } from './precompress.ts'

let dir = ''
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'compresse-'))
  mkdirSync(join(dir, 'articles'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const page = (words: string) => `<!doctype html><html lang="fr-CA"><body>${words.repeat(200)}</body></html>`

describe('the text files of dist/, stored compressed beside themselves', () => {
  it('each page reads back whole from its brotli and gzip copies, pages identical to another one included', async () => {
    const pages = {
      'articles/route.html': page('fréquence cardiaque '),
      'articles/canonique.html': page('fréquence cardiaque '),
      'articles/autre.html': page('zones d’entraînement '),
    }
    for (const [file, text] of Object.entries(pages)) writeFileSync(join(dir, file), text)
    writeFileSync(join(dir, 'petit.html'), '<p>1</p>')

    expect(await precompress(dir)).toBe(3)
    for (const [file, text] of Object.entries(pages)) {
      expect(brotliDecompressSync(readFileSync(join(dir, `${file}.br`))).toString()).toBe(text)
      expect(gunzipSync(readFileSync(join(dir, `${file}.gz`))).toString()).toBe(text)
    }
    expect(existsSync(join(dir, 'petit.html.br'))).toBe(false)
  })

  it('dates each compressed copy like its page, so that every server gives a page one date', async () => {
    const written = new Date('2025-01-10T14:30:00Z')
    for (const file of ['articles/route.html', 'articles/canonique.html']) {
      writeFileSync(join(dir, file), page('fréquence cardiaque '))
      utimesSync(join(dir, file), written, written)
    }
    await precompress(dir)
    for (const file of ['articles/route.html', 'articles/canonique.html'])
      for (const suffix of ['.br', '.gz']) expect(statSync(join(dir, file + suffix)).mtime).toEqual(written)
  })

  it('with a cache, compresses a page again only when it changed, and keeps only what the site still holds', async () => {
    const cache = join(dir, '..', `${dir.split('/').at(-1)}-cache`)
    try {
      writeFileSync(join(dir, 'articles/route.html'), page('fréquence cardiaque '))
      writeFileSync(join(dir, 'articles/autre.html'), page('zones d’entraînement '))
      expect(await precompress(dir, cache)).toBe(2)
      // Two pages, each in brotli and gzip.
      expect(readdirSync(cache)).toHaveLength(4)
      writeFileSync(join(dir, 'articles/autre.html'), page('récupération active '))
      expect(await precompress(dir, cache)).toBe(2)
      expect(brotliDecompressSync(readFileSync(join(dir, 'articles/route.html.br'))).toString()).toBe(page('fréquence cardiaque '))
      expect(gunzipSync(readFileSync(join(dir, 'articles/autre.html.gz'))).toString()).toBe(page('récupération active '))
      expect(readdirSync(cache)).toHaveLength(4)
    } finally {
      rmSync(cache, { recursive: true, force: true })
    }
  })
})
