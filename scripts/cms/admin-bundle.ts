/**
 * The CMS's script: ./browser/main.ts and what it imports (Decap CMS's core, the backends and widgets the form uses,
 * the site's widgets and checks), built by Vite into a few files of /admin/, with only what this site uses of Decap
 * (its prebuilt decap-cms.js holds every widget, backend, media service and language, 5 MB of script). The build is
 * kept in .cache/admin/ with the project files it was made from: it is made again only when one of them, or
 * package-lock.json, changes.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { build, type Plugin, type Rollup } from 'vite'
import { ADMIN_PATH } from './decap-config.ts'

/** The script the CMS's page loads. */
export const ADMIN_SCRIPT = 'cms.js'
const ENTRY = 'scripts/cms/browser/main.ts'
const CACHE = '.cache/admin'

interface Built {
  /** A hash of package-lock.json, of this file and of every source file below. */
  key: string
  /** The project's files the bundle was made from, from the root. */
  sources: string[]
  /** The bundle's files, by name under /admin/. */
  files: string[]
}

function fingerprint(root: string, sources: readonly string[]): string {
  const hash = createHash('sha256')
  // How the bundle is made counts as much as what it is made from.
  for (const file of ['package-lock.json', 'scripts/cms/admin-bundle.ts', ...sources]) {
    const path = join(root, file)
    hash.update(file).update(existsSync(path) ? readFileSync(path) : 'absent')
  }
  return hash.digest('hex')
}

/**
 * gray-matter's YAML reader loads esprima (200 kB) to read JavaScript functions written in front matter, which the
 * site's content never holds: without it, such a value is refused as any unknown YAML tag.
 */
const withoutEsprima: Plugin = {
  name: 'without-esprima',
  enforce: 'pre',
  resolveId: (id) => (id === 'esprima' ? '\0esprima' : undefined),
  load: (id) => (id === '\0esprima' ? 'export default {}' : undefined),
}

/**
 * Decap checks its config with ajv, which compiles its schema into code evaluated at run time: the CMS would need
 * 'unsafe-eval' in its policy. The site's config is written by ./decap-config.ts from the schemas, tested, and used
 * by the end-to-end tests of the form: the CMS runs without that check, under a policy that forbids eval.
 */
const withoutConfigCheck: Plugin = {
  name: 'without-config-check',
  enforce: 'pre',
  resolveId: (id, importer) => (id === '../constants/configSchema' && importer?.includes('/decap-cms-core/') ? '\0config-schema' : undefined),
  load: (id) => (id === '\0config-schema' ? 'export function validateConfig() {}' : undefined),
}

/** Warnings about Decap's dependencies the site can do nothing about: a direct eval in two parsers, React's "use client". */
const QUIET = new Set(['EVAL', 'MODULE_LEVEL_DIRECTIVE'])

async function buildBundle(root: string): Promise<{ files: Map<string, Buffer>; sources: string[] }> {
  const output = (await build({
    configFile: false,
    root,
    base: ADMIN_PATH,
    mode: 'production',
    logLevel: 'warn',
    publicDir: false,
    plugins: [withoutEsprima, withoutConfigCheck],
    // React's production runtime, whatever the process's NODE_ENV (the development server's is « development »).
    oxc: { jsx: { runtime: 'automatic', development: false } },
    define: { 'process.env.NODE_ENV': JSON.stringify('production'), global: 'globalThis' },
    build: {
      write: false,
      copyPublicDir: false,
      assetsDir: '',
      modulePreload: false,
      reportCompressedSize: false,
      // The licences of what it bundles, as Decap's own build keeps them.
      rollupOptions: {
        input: join(root, ENTRY),
        onLog: (level, log, handler) => (QUIET.has(log.code ?? '') ? undefined : handler(level, log)),
        output: {
          entryFileNames: ADMIN_SCRIPT,
          chunkFileNames: 'cms-[hash].js',
          assetFileNames: '[name]-[hash][extname]',
          comments: { legal: true },
        },
      },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[]
  const outputs = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output)
  const files = new Map(outputs.map((file) => [file.fileName, Buffer.from(file.type === 'chunk' ? file.code : file.source)]))
  const sources = outputs
    .flatMap((file) => (file.type === 'chunk' ? Object.keys(file.modules) : []))
    .filter((id) => id.startsWith(root) && !id.includes('/node_modules/'))
    .map((id) => relative(root, id.split('?')[0] ?? id))
  return { files, sources: [...new Set(sources)].sort() }
}

/** The bundle's files by name, from the cache when nothing it was made from has changed. */
export async function adminBundle(root: string): Promise<Map<string, Buffer>> {
  const cache = join(root, CACHE)
  const manifest = join(cache, 'bundle.json')
  const cached = existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as Built) : null
  if (cached && cached.key === fingerprint(root, cached.sources) && cached.files.every((name) => existsSync(join(cache, 'files', name)))) {
    return new Map(cached.files.map((name) => [name, readFileSync(join(cache, 'files', name))]))
  }
  const { files, sources } = await buildBundle(root)
  rmSync(cache, { recursive: true, force: true })
  for (const [name, source] of files) {
    mkdirSync(dirname(join(cache, 'files', name)), { recursive: true })
    writeFileSync(join(cache, 'files', name), source)
  }
  const built: Built = { key: fingerprint(root, sources), sources, files: [...files.keys()] }
  writeFileSync(manifest, JSON.stringify(built, null, 2))
  return files
}
