import { mkdtempSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { keepEntry, pruneEntries } from './cache-entries.ts'

const scratch = () => mkdtempSync(join(tmpdir(), 'cache-entries-'))

describe('a cache that two builds write at once', () => {
  it('holds an entry whole, with nothing left aside', () => {
    const dir = scratch()
    keepEntry(join(dir, 'a'), Buffer.from('first'))
    keepEntry(join(dir, 'a'), Buffer.from('second'))
    expect(readdirSync(dir)).toEqual(['a'])
    expect(readFileSync(join(dir, 'a'), 'utf8')).toBe('second')
  })

  it('pruned, keeps what this build used and what another is writing, and removes the rest', () => {
    const dir = scratch()
    for (const name of ['used', 'unused', 'used.writing-1234', 'used.writing-5678']) writeFileSync(join(dir, name), name)
    // Left two hours ago by a build that stopped.
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000)
    utimesSync(join(dir, 'used.writing-5678'), twoHoursAgo, twoHoursAgo)
    pruneEntries(dir, new Set(['used']))
    expect(readdirSync(dir).sort()).toEqual(['used', 'used.writing-1234'])
  })
})
