/**
 * The 640 px copy of each article image (src/content/images.ts, for the cards), made from the image itself: by the
 * build into dist/, by the development server when a page asks for it. The repository, and the CMS's media library,
 * hold one file per image, and a replaced image can never leave a copy of the old one behind. Each copy is kept in
 * .cache/small-images/, named by the hash of the image and of how it is made: a build reads it and resizes nothing.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import { SMALL_IMAGE_SIZE, smallImage } from '../../src/content/images.ts'
import type { Content } from '../../src/content/load.ts'
import { keepEntry } from '../cache-entries.ts'

/** As the site's other images are encoded (scripts/make-images.ts), in the image's own format. */
const ENCODING = { webp: { quality: 78, effort: 6 }, avif: { quality: 60 } }
type Format = keyof typeof ENCODING
const RECIPE = JSON.stringify({ size: SMALL_IMAGE_SIZE, encoding: ENCODING, sharp: sharp.versions.sharp })

/** The image's copy at 640 px (cover, same proportions), from the cache or made now. */
async function smallCopy(root: string, image: string): Promise<Buffer> {
  const source = readFileSync(join(root, 'public', image))
  const format: Format = image.endsWith('.avif') ? 'avif' : 'webp'
  const cached = join(root, '.cache/small-images', `${createHash('sha256').update(RECIPE).update(source).digest('hex')}.${format}`)
  if (existsSync(cached)) return readFileSync(cached)
  const resized = sharp(source).resize(SMALL_IMAGE_SIZE.width, SMALL_IMAGE_SIZE.height, { fit: 'cover' })
  const copy = await (format === 'avif' ? resized.avif(ENCODING.avif) : resized.webp(ENCODING.webp)).toBuffer()
  mkdirSync(dirname(cached), { recursive: true })
  keepEntry(cached, copy)
  return copy
}

/**
 * The copy a request asks for, `/images/articles/x-640.webp`, made from public/images/articles/x.webp (.avif alike); null when the
 * path names no copy of an existing image.
 */
export async function smallImageAt(root: string, path: string): Promise<Buffer | null> {
  const match = /^(\/images\/articles\/[a-z0-9-]+)-\d+(\.(?:webp|avif))$/.exec(path)
  const image = match && `${match[1]}${match[2]}`
  return image && smallImage(image) === path && existsSync(join(root, 'public', image)) ? smallCopy(root, image) : null
}

/** Writes into dist/ the copy of every article's image; returns how many. */
export async function writeSmallImages(root: string, dist: string, content: Content): Promise<number> {
  const images = [...new Set(content.articles.map((article) => article.image))]
  for (const image of images) {
    const target = join(dist, smallImage(image))
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, await smallCopy(root, image))
  }
  return images.length
}
