/**
 * The files of /admin/: the page that loads the CMS, its config.yml, the context its checks read (contexte.json) and
 * its script (./admin-bundle.ts), all served from this site (no CDN).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse as parseYaml } from 'yaml'
import type { ContentReading } from '../../src/content/load.ts'
import { LANGUAGE } from '../../src/locale.ts'
import { adminBundle, ADMIN_SCRIPT } from './admin-bundle.ts'
import { adminContext } from './admin-context.ts'
import { CONTEXT_FILE } from './browser/context.ts'
import { ADMIN_PATH, decapConfigYaml, type DecapConfigOptions } from './decap-config.ts'

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
<script type="module" src="${ADMIN_PATH}${ADMIN_SCRIPT}"></script>
</body>
</html>
`

/** Every file of /admin/, by its path under dist/ (admin/…); `styles`, the site's stylesheets, for the preview. */
export async function adminFiles(options: DecapConfigOptions, reading: ContentReading, styles: string[]): Promise<Map<string, string | Buffer>> {
  const folder = ADMIN_PATH.slice(1)
  const files = new Map<string, string | Buffer>([
    [`${folder}index.html`, adminPage(options.root)],
    [`${folder}config.yml`, decapConfigYaml(options)],
    [`${folder}${CONTEXT_FILE}`, JSON.stringify(adminContext(options.root, reading, options.local, styles))],
  ])
  for (const [name, source] of await adminBundle(options.root)) files.set(`${folder}${name}`, source)
  return files
}
