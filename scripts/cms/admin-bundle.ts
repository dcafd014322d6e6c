/**
 * The CMS's script: ./browser/main.ts and what it imports (Decap CMS's core, the backends and widgets the form uses,
 * the site's widgets and checks), built by Vite into a few files of /admin/, with only what this site uses of Decap
 * (its prebuilt decap-cms.js holds every widget, backend, media service and language, 5 MB of script). The build is
 * kept in .cache/admin/ with the project files it was made from: it is made again only when one of them,
 * package-lock.json or a patch of patches/, changes.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
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
  // patches/ changes Decap's own code (patches/decap-cms-core+3.19.1.patch) without changing package-lock.json.
  const patches = existsSync(join(root, 'patches')) ? readdirSync(join(root, 'patches')).map((name) => `patches/${name}`) : []
  for (const file of ['package-lock.json', 'scripts/cms/admin-bundle.ts', ...patches.sort(), ...sources]) {
    const path = join(root, file)
    hash.update(file).update(existsSync(path) ? readFileSync(path) : 'absent')
  }
  return hash.digest('hex')
}

/** Whether a module is imported by one of the package `name`'s files. */
const inPackage = (importer: string | undefined, name: string) => importer?.includes(`/node_modules/${name}/`) === true

/** `text` read literally in a regular expression. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/**
 * The modules `imports` names, by the package that imports them (`*`: any), are answered by a module of `code`
 * instead: what the CMS would have loaded is left out of the bundle. Importing a name `code` does not export stops the
 * build, so a new use of what a shim replaces cannot go unnoticed.
 */
function shim(name: string, imports: Readonly<Record<string, readonly string[]>>, code: string): Plugin {
  const virtual = `\0${name}`
  const ids = [...new Set(Object.values(imports).flat())]
  return {
    name,
    enforce: 'pre',
    resolveId: {
      filter: { id: new RegExp(`^(?:${ids.map(escaped).join('|')})$`) },
      handler: (id, importer) =>
        Object.entries(imports).some(([from, each]) => each.includes(id) && (from === '*' || inPackage(importer, from))) ? virtual : undefined,
    },
    load: { filter: { id: new RegExp(`^${escaped(virtual)}$`) }, handler: () => code },
  }
}

/** Thrown by a shim's function if the CMS ever reaches it: the message says where the missing code was left out. */
const leftOut = (what: string) => `throw new Error(${JSON.stringify(`${what} : laissé hors du CMS par scripts/cms/admin-bundle.ts`)})`

/**
 * Decap checks its config with ajv, which compiles its schema into code evaluated at run time: the CMS would need
 * 'unsafe-eval' in its policy. The site's config is written by ./decap-config.ts from the schemas, tested, and used
 * by the end-to-end tests of the form: the CMS runs without that check, under a policy that forbids eval.
 */
const withoutConfigCheck = shim('without-config-check', { 'decap-cms-core': ['../constants/configSchema'] }, 'export function validateConfig() {}')

/**
 * gray-matter (Decap's front matter) comes with default engines: js-yaml (45 kB, with esprima, 200 kB) for YAML, JSON,
 * and JavaScript front matter (`---js`) read by a direct eval, which would also keep the minifier from shortening any
 * name of the bundle's top level. Decap always hands it its own YAML, TOML and JSON engines (formats/frontmatter.js),
 * which replace the first two; the third could only fail here, the CMS's policy forbidding eval (and the site's build
 * reads YAML front matter only): without it, gray-matter says that engine is not registered.
 */
const withoutFrontMatterEngines = shim('without-front-matter-engines', { 'gray-matter': ['./lib/engines', './engines'] }, 'export {}')

/**
 * Decap reads and writes TOML (@iarna/toml and tomlify, 40 kB, with a direct eval) for a collection whose format is
 * toml or toml-frontmatter, or a .toml file, which ./decap-config.ts never writes (the site's files are YAML, or
 * Markdown under YAML front matter, which Decap writes as YAML), and for a Markdown file whose front matter opens with
 * `+++`, which the site's build refuses (src/content/parse.ts reads `---` YAML front matter only).
 */
const withoutToml = shim(
  'without-toml',
  { 'decap-cms-core': ['./toml'] },
  `export default { fromFile() { ${leftOut('TOML')} }, toFile() { ${leftOut('TOML')} } }`,
)

/**
 * GitHub's and GitLab's GraphQL clients (Apollo and graphql, 160 kB) serve only a backend configured with
 * `use_graphql: true`, which ./decap-config.ts never writes (git-gateway's own GitHub and GitLab APIs use REST): the
 * GitHub backend's GraphQLAPI and the modules GitLab's API reads only in its GraphQL methods are left out.
 */
const withoutGraphQL = shim(
  'without-graphql',
  {
    'decap-cms-backend-github': ['./GraphQLAPI'],
    'decap-cms-backend-gitlab': ['apollo-client', 'apollo-cache-inmemory', 'apollo-link-http', 'apollo-link-context', './queries'],
  },
  [
    `export default class GraphQLAPI { constructor() { ${leftOut('use_graphql')} } }`,
    `export class ApolloClient { constructor() { ${leftOut('use_graphql')} } }`,
    `export class InMemoryCache { constructor() { ${leftOut('use_graphql')} } }`,
    `export function createHttpLink() { ${leftOut('use_graphql')} }`,
    `export function setContext() { ${leftOut('use_graphql')} }`,
    'export const files = undefined, blobs = undefined',
    `export function lastCommits() { ${leftOut('use_graphql')} }`,
  ].join('\n'),
)

/**
 * The editorial workflow's board (/workflow: its columns, cards and their drag and drop, react-dnd, 90 kB) is routed
 * only when the config says `publish_mode: editorial_workflow`, which ./decap-config.ts never writes (the CMS saves
 * straight to the branch), and renders nothing otherwise (components/Workflow/Workflow.js). Its cards' drag and drop
 * (components/UI/DragDrop.js) serves nothing else. The rest of the workflow's code, shared with saving straight to the
 * branch, stays.
 */
const withoutWorkflowBoard = shim(
  'without-workflow-board',
  { 'decap-cms-core': ['../Workflow/Workflow', './DragDrop'] },
  [
    'export default function Workflow() { return null }',
    ...['DragSource', 'DropTarget', 'HTML5DragDrop'].map((name) => `export function ${name}() { ${leftOut('publish_mode: editorial_workflow')} }`),
  ].join('\n'),
)

/**
 * react-split-pane (the editor's two panes) describes its style props with react-style-proptype, a list of every CSS
 * property (25 kB) read only by React's check of propTypes, which React 19 no longer makes.
 */
const withoutStylePropType = shim(
  'without-style-prop-type',
  { 'react-split-pane': ['react-style-proptype'] },
  'export default function stylePropType() { return null }',
)

/**
 * lodash/fp is all of lodash (90 kB) converted to its data-last, curried forms, for the four functions three modules of
 * Decap import from it (Git LFS, in decap-cms-lib-util and git-gateway): lodash publishes each one converted on its
 * own (lodash/fp/map.js…), the same code applied to that function alone.
 */
const LODASH_FP = ['filter', 'flow', 'fromPairs', 'map']
const lodashFpAlone = shim(
  'lodash-fp-alone',
  { '*': ['lodash/fp'] },
  LODASH_FP.map((name) => `export { default as ${name} } from 'lodash/fp/${name}.js'`).join('\n'),
)

/**
 * git-gateway and Bitbucket's backend (which git-gateway uses) each install minimatch 7 in their own node_modules, npm
 * keeping the root's for the site's tools: the same version twice. Bitbucket's import takes git-gateway's copy when
 * both are the same version.
 */
function oneMinimatch(root: string): Plugin {
  const copy = (backend: string) => join(root, 'node_modules', backend, 'node_modules/minimatch/package.json')
  const version = (backend: string) =>
    existsSync(copy(backend)) ? (JSON.parse(readFileSync(copy(backend), 'utf8')) as { version: string }).version : backend
  const same = version('decap-cms-backend-bitbucket') === version('decap-cms-backend-git-gateway')
  return {
    name: 'one-minimatch',
    enforce: 'pre',
    resolveId: {
      filter: { id: /^minimatch$/ },
      handler(id, importer) {
        if (!same || !inPackage(importer, 'decap-cms-backend-bitbucket')) return undefined
        return this.resolve(id, join(root, 'node_modules/decap-cms-backend-git-gateway/package.json'), { skipSelf: true })
      },
    },
  }
}

/**
 * js-sha256 (the SHA-256 of Git LFS files) requires Node's crypto through a direct eval, so that bundlers leave it
 * out, in a function only Node calls: a direct eval keeps the minifier from shortening any name of the scopes around
 * it, up to the bundle's top level (with gray-matter's and TOML's, 300 kB of longer names). The same eval made
 * indirect runs the same way in Node, and is never reached in a browser (nor allowed: the CMS's policy forbids eval).
 */
const NODE_REQUIRE_EVAL = /(?<![\w$.])eval\(("require\('[\w/]+'\)(?:\.\w+)?")\)/g
const indirectRequireEval: Plugin = {
  name: 'indirect-require-eval',
  enforce: 'pre',
  transform: {
    filter: { id: /\/node_modules\/js-sha256\//, code: 'eval(' },
    // The lines stay as they were: the module's source map still holds.
    handler: (code) => ({ code: code.replace(NODE_REQUIRE_EVAL, '(0, eval)($1)'), map: null }),
  },
}

/**
 * Warnings about Decap's dependencies the site can do nothing about: React's "use client". A direct eval is reported:
 * it would keep the minifier from shortening the bundle's names (see indirectRequireEval).
 */
const QUIET = new Set(['MODULE_LEVEL_DIRECTIVE'])

const CLASS_NAMES = { class: true, function: false }

async function buildBundle(root: string): Promise<{ files: Map<string, Buffer>; sources: string[] }> {
  const output = (await build({
    configFile: false,
    root,
    base: ADMIN_PATH,
    mode: 'production',
    logLevel: 'warn',
    publicDir: false,
    plugins: [
      withoutConfigCheck,
      withoutFrontMatterEngines,
      withoutToml,
      withoutGraphQL,
      withoutWorkflowBoard,
      withoutStylePropType,
      lodashFpAlone,
      oneMinimatch(root),
      indirectRequireEval,
    ],
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
          // The classes keep their names, which an error shows in the console (« Refusal: … ») and code may read: the
          // minifier shortens every other name, up to the bundle's top level now that no direct eval stops it.
          minify: { compress: { keepNames: CLASS_NAMES }, mangle: { keepNames: CLASS_NAMES } },
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
