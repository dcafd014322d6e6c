/**
 * Draws each page's social image at build time (satori lays out the card, resvg turns it into a PNG) with the Inter
 * font of the @fontsource/inter package, so that every machine draws the same pixels. Each image is kept in a cache
 * named by the hash of everything that shapes it: a build without such a change reads the cache and draws nothing.
 */
import { renderAsync } from '@resvg/resvg-js'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { availableParallelism } from 'node:os'
import { dirname, join } from 'node:path'
import satori from 'satori'
import { SOCIAL_IMAGE_SIZE } from '../../src/content/images.ts'
import { keepEntry } from '../cache-entries.ts'
import { CARD_FONT, socialCard, type CardFacts } from './social-card.ts'

const require = createRequire(import.meta.url)

/** Inter 400 and 700, latin and latin-ext (French needs only latin; the rest keeps a pasted name from becoming boxes). */
function loadFonts() {
  const fonts = []
  for (const subset of ['latin', 'latin-ext']) {
    for (const weight of [400, 700] as const) {
      const data = readFileSync(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`))
      fonts.push({ name: CARD_FONT, weight, style: 'normal' as const, data })
    }
  }
  return fonts
}

/** What, besides a card's facts, changes the image: the card's code, the fonts and the versions of the renderers and the encoder. */
function toolsFingerprint(fonts: ReturnType<typeof loadFonts>): string {
  const hash = createHash('sha256')
  for (const file of ['./social-card.ts', '../../src/palette.ts', '../../src/styles.css']) hash.update(readFileSync(new URL(file, import.meta.url)))
  for (const font of fonts) hash.update(font.data)
  // sharp's package.json is not exported: it is read beside its entry point (sharp itself loads only to draw).
  for (const manifest of [
    require.resolve('satori/package.json'),
    require.resolve('@resvg/resvg-js/package.json'),
    join(dirname(require.resolve('sharp')), '../package.json'),
  ])
    hash.update((JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version)
  return hash.digest('hex')
}

export interface SocialImageRenderer {
  /** The PNG of a card, from the cache or drawn now. */
  render(facts: CardFacts): Promise<Buffer>
  /** The file of the cache that holds the PNG of a card, drawn now if it holds none. */
  file(facts: CardFacts): Promise<string>
  /** How many images were drawn rather than read from the cache. */
  readonly drawn: number
}

/**
 * Runs the tasks given to it as many at a time as the machine has cores, the others waiting their turn. A card being
 * drawn holds its SVG and its pixels (megabytes): a thousand articles drawn at once held 3.9 GB.
 */
function oneAtATimePerCore() {
  const limit = availableParallelism()
  let running = 0
  const waiting: (() => void)[] = []
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running < limit) running += 1
    // A task that ends hands its place to the next one waiting.
    else await new Promise<void>((resolve) => waiting.push(resolve))
    try {
      return await task()
    } finally {
      const next = waiting.shift()
      if (next) next()
      else running -= 1
    }
  }
}

let pngEncoder: Promise<typeof import('sharp').default> | undefined

/**
 * sharp writes the PNG in half the time resvg takes (7 ms rather than 14), and a little smaller. It is loaded, and set
 * up once, only when a first image is drawn (a build that reads every image from the cache does not hold libvips),
 * with one thread and without its cache of operations: 920 MB at the first build of 1,000 articles, not 1,056.
 */
function loadPngEncoder(): Promise<typeof import('sharp').default> {
  pngEncoder ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false)
    sharp.concurrency(1)
    return sharp
  })
  return pngEncoder
}

/** A renderer whose cache lives in cacheDir (.cache/social-images, in the project, for the build). */
export function socialImageRenderer(cacheDir: string): SocialImageRenderer {
  const fonts = loadFonts()
  const fingerprint = toolsFingerprint(fonts)
  let drawn = 0
  const drawing = oneAtATimePerCore()
  mkdirSync(cacheDir, { recursive: true })
  return {
    get drawn() {
      return drawn
    },
    async file(facts) {
      const key = createHash('sha256').update(fingerprint).update(JSON.stringify(facts)).digest('hex').slice(0, 32)
      const file = join(cacheDir, `${key}.png`)
      if (existsSync(file)) return file
      const png = await drawing(async () => {
        const svg = await satori(socialCard(facts), { ...SOCIAL_IMAGE_SIZE, fonts })
        const image = await renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } })
        const sharp = await loadPngEncoder()
        return sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } })
          .png({ compressionLevel: 6 })
          .toBuffer()
      })
      keepEntry(file, png)
      drawn += 1
      return file
    },
    async render(facts) {
      return readFileSync(await this.file(facts))
    },
  }
}
