/** The files of /admin/: the page that loads Decap CMS, its config.yml and Decap's own script, served from this site (no CDN). */
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { parse as parseYaml } from 'yaml'
import { LANGUAGE } from '../../src/locale.ts'
import { ADMIN_PATH, decapConfigYaml, type DecapConfigOptions } from './decap-config.ts'

/** Decap's prebuilt script, the chunks it loads on demand, their WebAssembly and the licences of what it bundles. */
const decapDist = () => join(dirname(createRequire(import.meta.url).resolve('decap-cms/package.json')), 'dist')
const isDecapFile = (name: string) =>
  name === 'decap-cms.js' || name === 'decap-cms.js.LICENSE.txt' || name.endsWith('.decap-cms.js') || name.endsWith('.wasm')

function siteName(root: string): string {
  const name = (parseYaml(readFileSync(join(root, 'content/site.yaml'), 'utf8')) as { name?: unknown } | null)?.name
  return typeof name === 'string' ? name : ''
}

/** The CMS's page: no inline code (its policy allows none), kept out of search engines. */
const adminPage = (root: string) => `<!doctype html>
<html lang="${LANGUAGE}">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Rédaction · ${siteName(root)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link href="${ADMIN_PATH}config.yml" type="text/yaml" rel="cms-config-url">
</head>
<body>
<script src="${ADMIN_PATH}decap-cms.js"></script>
</body>
</html>
`

/** Every file of /admin/, by its path under dist/ (admin/…), read when asked for. */
export function adminFiles(options: DecapConfigOptions): Map<string, () => string | Buffer> {
  const folder = ADMIN_PATH.slice(1)
  const dist = decapDist()
  const files = new Map<string, () => string | Buffer>([
    [`${folder}index.html`, () => adminPage(options.root)],
    [`${folder}config.yml`, () => decapConfigYaml(options)],
  ])
  for (const name of readdirSync(dist).filter(isDecapFile)) files.set(`${folder}${name}`, () => readFileSync(join(dist, name)))
  return files
}
