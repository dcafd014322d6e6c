/** Stores every text file of dist/ compressed beside itself (file.br, file.gz), so that servers send them as they are. */
import { createHash } from 'node:crypto'
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { keepEntry, pruneEntries } from '../cache-entries.ts'
import { sameFile } from '../same-file.ts'
import { cachePolicy, isCompressible } from './headers.ts'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Compressing tiny files gains nothing: they are sent as they are. */
const MIN_SIZE = 256

/**
 * Brotli's best quality costs about 40 ms a page here for 8 % less than quality 6 (under 1 ms): the hashed assets,
 * few and sent to every visitor, get the best; pages and data, whose number grows with the content, get quality 6.
 */
const brotliQuality = (file: string) => (cachePolicy(`/${file}`) === 'hashed' ? 11 : 6)

const compressors = {
  '.br': (file: string, data: Buffer) =>
    brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality(file), [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
  '.gz': (_file: string, data: Buffer) => gzipAsync(data, { level: 9 }),
}

/**
 * Files compressed at once: as many as libuv's threads, which do the work. Each compression holds its encoder's
 * memory (megabytes for brotli) from the moment it is asked for, so a thousand at once would hold gigabytes.
 */
const AT_ONCE = 4

/**
 * Compresses every text file of dir; a compressed copy no smaller than the file is not kept. Returns the files
 * compressed. With a cache folder, each compression is kept there under the digest of what it compressed, so that a
 * build in which a page has not changed copies its compressed files rather than compressing it again; what the build
 * no longer has is removed from the cache.
 */
export async function precompress(dir: string, cacheDir?: string): Promise<number> {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).flatMap((file) => {
    if (!isCompressible(file)) return []
    const { size, mtime } = statSync(join(dir, file))
    return size >= MIN_SIZE ? [{ file, size, mtime }] : []
  })
  if (cacheDir) mkdirSync(cacheDir, { recursive: true })
  const queue = [...files]
  // Identical files (an article's page and data under its route id and its canonical id) are compressed once; the
  // others copy the first one's compressed file (kept: its path; not kept, no smaller than the file: null).
  const done = new Map<string, Promise<string | null>>()
  /** The compressed file of `data` at `target`, from the cache or compressed now; null when it would be no smaller. */
  const produce = async (file: string, data: Buffer, target: string, suffix: keyof typeof compressors, key: string) => {
    const cached = cacheDir && join(cacheDir, key.replaceAll(' ', '-'))
    if (cached && existsSync(cached)) {
      if (statSync(cached).size >= data.length) return null
      sameFile(cached, target)
      return target
    }
    const compressed = await compressors[suffix](file, data)
    if (cached) keepEntry(cached, compressed)
    if (compressed.length >= data.length) return null
    if (cached) sameFile(cached, target)
    else writeFileSync(target, compressed)
    return target
  }
  const worker = async () => {
    // Each file is read into the same memory, which the worker keeps until its last file: a thousand pages read are not
    // a thousand buffers waiting to be collected (50 MB at the end of a build of a thousand articles).
    let buffer = Buffer.alloc(0)
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      const { file, size, mtime } = next
      if (buffer.length < size) buffer = Buffer.allocUnsafe(size)
      const descriptor = openSync(join(dir, file), 'r')
      const data = buffer.subarray(0, readSync(descriptor, buffer, 0, size, 0))
      closeSync(descriptor)
      const digest = createHash('sha256').update(data).digest('hex')
      for (const suffix of Object.keys(compressors) as (keyof typeof compressors)[]) {
        const target = join(dir, file + suffix)
        const key = `${digest} ${brotliQuality(file)} ${suffix}`
        if (!done.has(key)) done.set(key, produce(file, data, target, suffix, key))
        const source = await done.get(key)
        if (!source) continue
        if (source !== target) sameFile(source, target)
        // A compressed copy carries its file's modification date: whichever copy a server sends, and whichever of the
        // two files it dates its answer by, a page has one date (written a second apart, the local server and nginx
        // gave the same page two Last-Modified dates).
        utimesSync(target, mtime, mtime)
      }
    }
  }
  await Promise.all(Array.from({ length: AT_ONCE }, worker))
  if (cacheDir) {
    pruneEntries(cacheDir, new Set([...done.keys()].map((key) => key.replaceAll(' ', '-'))))
  }
  return files.length
}
