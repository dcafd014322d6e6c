import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveOnFreePort } from './static-server'

describe('the local server’s dates', () => {
  const dir = mkdtempSync(join(tmpdir(), 'static-server-'))
  let server: Awaited<ReturnType<typeof serveOnFreePort>>
  beforeAll(async () => {
    writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n')
    // 15:19:44.9997 UTC, 2 December 2026: a fraction of a second before the next second, as a build may write a file.
    // (in seconds: a Date holds whole milliseconds only)
    const written = Date.UTC(2026, 11, 2, 15, 19, 44) / 1000 + 0.9997
    utimesSync(join(dir, 'robots.txt'), written, written)
    server = await serveOnFreePort(dir)
  })
  afterAll(() => {
    server.close()
    rmSync(dir, { recursive: true })
  })

  it('give the second a file was written in, as nginx does, never the next one', async () => {
    const response = await fetch(`${server.origin}/robots.txt`)
    expect(response.status).toBe(200)
    expect(response.headers.get('last-modified')).toBe('Wed, 02 Dec 2026 15:19:44 GMT')
    // nginx's tag: the same second (1796224784 = 0x6b103710) and the size (14 bytes).
    expect(response.headers.get('etag')).toBe('"6b103710-e"')
  })
})
