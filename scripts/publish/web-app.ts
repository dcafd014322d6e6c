/**
 * What makes the site installable and usable offline once visited: its web app manifest and its service worker
 * (src/service-worker/worker.ts), written by the build beside the pages. The icons are drawn by `npm run images`.
 */
import { createHash } from 'node:crypto'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Site } from '../../src/content/schema.ts'
import { LANGUAGE } from '../../src/locale.ts'
import { colors } from '../../src/palette.ts'
import { SERVICE_WORKER_PATH, WEB_APP_MANIFEST_PATH } from '../../src/service-worker/paths.ts'
import { serviceWorker } from '../../src/service-worker/worker.ts'
import { pagePath } from '../../src/site-pages.ts'

/**
 * The installed site's icons: the heart on the ink square, and a maskable one whose heart stays in the central circle.
 * @internal also used by the image tool (scripts/make-images.ts), outside the production code
 */
export const APP_ICONS = [
  { file: 'icons/icone-192.png', size: 192, icon: 150, purpose: 'any' },
  { file: 'icons/icone-512.png', size: 512, icon: 400, purpose: 'any' },
  { file: 'icons/icone-masquable-512.png', size: 512, icon: 300, purpose: 'maskable' },
] as const

/** The manifest: the site's name and colours, its icons, and shortcuts to the calculator and the resting-rate log. */
function webAppManifest(site: Site): string {
  const manifest = {
    id: '/',
    name: site.name,
    description: site.tagline,
    lang: LANGUAGE,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: colors.white,
    theme_color: colors.ink,
    icons: APP_ICONS.map(({ file, size, purpose }) => ({ src: `/${file}`, sizes: `${size}x${size}`, type: 'image/png', purpose })),
    shortcuts: [
      { name: 'Calculateur de zones', url: pagePath('calculateur-bpm') },
      { name: 'Journal de la fréquence au repos', url: pagePath('journal-frequence-cardiaque-repos') },
    ],
  }
  return `${JSON.stringify(manifest, null, 2)}\n`
}

/**
 * The service worker of this build: its version is the hash of the build's file names under assets/ (each holds its
 * content's hash), so that a build whose scripts or styles changed installs a new worker, which drops the old copies.
 */
function serviceWorkerScript(dist: string): string {
  const assets = readdirSync(join(dist, 'assets')).sort()
  const version = createHash('sha256').update(assets.join('\n')).digest('hex').slice(0, 12)
  return `(${serviceWorker.toString()})(${JSON.stringify(version)})\n`
}

export const webAppFiles = (site: Site, dist: string) => [
  { path: WEB_APP_MANIFEST_PATH, source: webAppManifest(site) },
  { path: SERVICE_WORKER_PATH, source: serviceWorkerScript(dist) },
]
