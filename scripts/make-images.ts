// Draws the site's illustrations and writes them with sharp (no network, no web font). Usage: npm run images
//   public/images/articles/<id>.webp                      one file of scripts/images/art/ per article (the build makes its 640 px copy)
//   public/images/og-cardio-bpm-quebec.webp               default social image: the home page's social card
//                                                         (site.yaml's defaultImage), drawn as the build draws every card
//   public/favicon.svg, public/apple-touch-icon.png       rose heart with a white ECG stroke
//   public/icons/*.png                                    the same, for the installed site (scripts/publish/web-app.ts)
// Sizes come from src/content/images.ts, colours from src/palette.ts.
import { mkdir, stat, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { ARTICLE_IMAGE_SIZE } from '../src/content/images.ts'
import { enduranceRoad } from './images/art/comment-ameliorer-endurance-frequence-cardiaque.ts'
import { effortWithoutZones } from './images/art/entrainement-sans-zones-medicaments-grossesse.ts'
import { FAVICON_SVG } from './images/art/favicon.ts'
import { fatBurningGauge } from './images/art/frequence-cardiaque-ideale-bruler-graisses.ts'
import { restingRateByAge } from './images/art/frequence-cardiaque-normale-age-sexe.ts'
import { heartInWinter } from './images/art/coeur-hiver-froid-pelletage-neige.ts'
import { restingHeart } from './images/art/frequence-cardiaque-repos-indicateur-sante.ts'
import { watchAndStrap } from './images/art/guide-montres-cardio-capteurs-frequence-cardiaque.ts'
import { hiitIntervals } from './images/art/hiit-frequence-cardiaque-intervalles-haute-intensite.ts'
import { methodsAndWatch } from './images/art/methode-zones-cardiaques-montre-calculateur.ts'
import { irregularPulseAlert } from './images/art/pouls-rapide-lent-irregulier-quand-consulter.ts'
import { pulseAtTheWrist } from './images/art/qu-est-ce-qu-un-moniteur-bpm.ts'
import { palpitations } from './images/art/palpitations-anxiete-cafe-boissons-energisantes-cannabis.ts'
import { pulseOnStanding } from './images/art/pouls-rapide-en-se-levant-pots-covid.ts'
import { pressureAndPulse } from './images/art/tension-arterielle-pouls-difference.ts'
import { zoneTable } from './images/art/table-zones-frequence-cardiaque-par-age.ts'
import { treadmillVsBike } from './images/art/tapis-roulant-vs-velo-stationnaire-meilleur-cardio.ts'
import { heartRateVariability } from './images/art/variabilite-frequence-cardiaque-vfc-montre.ts'
import { colors } from '../src/palette.ts'
import { APP_ICONS } from './publish/web-app.ts'
import { loadContent } from '../src/content/load.ts'
import { cardFacts } from './publish/files.ts'
import { indexablePages } from './publish/indexable-pages.ts'
import { socialImageRenderer } from './publish/social-images.ts'

/** Article id (its image's file name) → the drawing of its illustration. */
const ARTICLE_ART: Record<string, () => string> = {
  'frequence-cardiaque-repos-indicateur-sante': restingHeart,
  'frequence-cardiaque-ideale-bruler-graisses': fatBurningGauge,
  'qu-est-ce-qu-un-moniteur-bpm': pulseAtTheWrist,
  'table-zones-frequence-cardiaque-par-age': zoneTable,
  'tapis-roulant-vs-velo-stationnaire-meilleur-cardio': treadmillVsBike,
  'hiit-frequence-cardiaque-intervalles-haute-intensite': hiitIntervals,
  'comment-ameliorer-endurance-frequence-cardiaque': enduranceRoad,
  'guide-montres-cardio-capteurs-frequence-cardiaque': watchAndStrap,
  'frequence-cardiaque-normale-age-sexe': restingRateByAge,
  'pouls-rapide-lent-irregulier-quand-consulter': irregularPulseAlert,
  'entrainement-sans-zones-medicaments-grossesse': effortWithoutZones,
  'methode-zones-cardiaques-montre-calculateur': methodsAndWatch,
  'variabilite-frequence-cardiaque-vfc-montre': heartRateVariability,
  'coeur-hiver-froid-pelletage-neige': heartInWinter,
  'tension-arterielle-pouls-difference': pressureAndPulse,
  'palpitations-anxiete-cafe-boissons-energisantes-cannabis': palpitations,
  'pouls-rapide-en-se-levant-pots-covid': pulseOnStanding,
}

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const PUBLIC_DIR = join(ROOT, 'public')
const ARTICLES_DIR = join(PUBLIC_DIR, 'images', 'articles')
const WEBP = { quality: 78, effort: 6 }
/** The Apple touch icon: the favicon drawn at ICON px on an opaque square (iOS shows transparency as black). */
const TOUCH_ICON = { size: 180, icon: 140, top: 22, left: 20 }
/** Above this a file is reported as heavy. */
const MAX_BYTES = 60 * 1024

interface Size {
  width: number
  height: number
}

/** An SVG document drawn in a space of `size`. */
function svg(body: string, { width, height }: Size): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`)
}

const written: string[] = []

async function writeWebp(image: Buffer, file: string): Promise<void> {
  await sharp(image).webp(WEBP).toFile(file)
  written.push(file)
}

await mkdir(ARTICLES_DIR, { recursive: true })
for (const [id, draw] of Object.entries(ARTICLE_ART)) {
  const body = draw()
  const file = join(ARTICLES_DIR, `${id}.webp`)
  await writeWebp(svg(body, ARTICLE_IMAGE_SIZE), file)
}
const content = loadContent(ROOT)
const home = indexablePages(content).find((page) => page.path === '/')
if (!home) throw new Error('La page d’accueil manque aux pages indexables')
const homeCard = await socialImageRenderer(join(ROOT, '.cache/social-images')).render(cardFacts(content.site, home))
await writeWebp(homeCard, join(PUBLIC_DIR, content.site.defaultImage))

const faviconFile = join(PUBLIC_DIR, 'favicon.svg')
await writeFile(faviconFile, FAVICON_SVG)
written.push(faviconFile)

/** The favicon drawn `icon` px wide on an opaque ink square of `size` px (iOS shows transparency as black). */
async function writeSquareIcon(file: string, size: number, icon: number, top = (size - icon) / 2, left = (size - icon) / 2) {
  const heart = await sharp(Buffer.from(FAVICON_SVG), { density: 72 * (icon / 64) })
    .resize(icon, icon)
    .png()
    .toBuffer()
  await mkdir(join(file, '..'), { recursive: true })
  await sharp({ create: { width: size, height: size, channels: 4, background: colors.ink } })
    .composite([{ input: heart, top: Math.round(top), left: Math.round(left) }])
    .png({ compressionLevel: 9 })
    .toFile(file)
  written.push(file)
}
await writeSquareIcon(join(PUBLIC_DIR, 'apple-touch-icon.png'), TOUCH_ICON.size, TOUCH_ICON.icon, TOUCH_ICON.top, TOUCH_ICON.left)
for (const { file, size, icon } of APP_ICONS) await writeSquareIcon(join(PUBLIC_DIR, file), size, icon)

for (const file of written) {
  const { size } = await stat(file)
  const warning = size > MAX_BYTES ? `  ⚠ > ${MAX_BYTES / 1024} KB` : ''
  console.log(`${(size / 1024).toFixed(1).padStart(6)} KB  ${relative(ROOT, file)}${warning}`)
}
