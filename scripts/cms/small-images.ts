/**
 * The 640 px copy every article image needs beside it (src/content/images.ts), made from the image when it is missing:
 * an editor sends one image through the CMS, and the build and `npm run edit` make its card-sized copy.
 */
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { SMALL_IMAGE_SIZE, SMALL_IMAGE_WIDTH, smallImage } from '../../src/content/images.ts'

export const ARTICLE_IMAGES_DIR = 'public/images/articles'

const isImage = (name: string) => /\.(webp|avif)$/.test(name)
const SMALL_COPY = new RegExp(`-${SMALL_IMAGE_WIDTH}\\.(webp|avif)$`)

/** Writes the missing small copies in root's public/images/articles/; returns the files written. */
export async function writeMissingSmallImages(root: string): Promise<string[]> {
  const dir = join(root, ARTICLE_IMAGES_DIR)
  if (!existsSync(dir)) return []
  const names = readdirSync(dir).filter(isImage)
  const written: string[] = []
  for (const name of names) {
    // A small copy is not an image of its own.
    if (SMALL_COPY.test(name) || existsSync(join(dir, smallImage(name)))) continue
    const target = join(dir, smallImage(name))
    const image = sharp(join(dir, name)).resize(SMALL_IMAGE_SIZE.width, SMALL_IMAGE_SIZE.height, { fit: 'cover' })
    await (name.endsWith('.avif') ? image.avif({ quality: 60 }) : image.webp({ quality: 78, effort: 6 })).toFile(target)
    written.push(target)
  }
  return written
}
