/**
 * Decap CMS's config.yml, written from the schemas (./decap-fields.ts) and from what content/ holds (the addresses a
 * call to action can name, the legal pages' titles): the articles, each page's texts, site.yaml and the legal pages.
 * Written into dist/admin/ by the build and served at /admin/config.yml by the development server.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse as parseYaml, stringify } from 'yaml'
import { articleSchema, markdownPageSchema, PAGE_SCHEMAS, siteSchema } from '../../src/content/schema.ts'
import { ADMIN_FOLDER } from '../hosting/headers.ts'
import { allPaths, MARKDOWN_PAGES, MARKDOWN_PAGES_LABEL, markdownPageFile, PAGES, type MarkdownPageName } from '../../src/site-pages.ts'
import { decapFields, type DecapField, type FieldContext } from './decap-fields.ts'
import { BODY_LABEL } from '../../src/content/field-names.ts'
import { BODY_FIELD } from '../../src/content/problems.ts'
import { ARTICLE_IMAGE_FOLDER, FILE_FORMATS, PUBLIC_DIR, SITE_WIDGETS, UPDATE_DATE_FIELDS } from './form-conventions.ts'

/** Where the CMS is served. */
export const ADMIN_PATH = `/${ADMIN_FOLDER}/`
/** The port of the CMS's local backend (decap-server) for `npm run edit` (scripts/edit.ts starts it). */
export const LOCAL_BACKEND_PORT = Number(process.env.DECAP_SERVER_PORT ?? 8081)

/**
 * The Git host the published CMS saves to, from the build's environment (README, « Brancher un vrai dépôt Git »):
 * CMS_REPO (owner/name) saves to that repository on GitHub; CMS_BACKEND says gitlab instead, or git-gateway (Netlify's,
 * deprecated by Netlify but still working where it is set up, and the default when no repository is named); CMS_BRANCH
 * (main by default); CMS_AUTH_URL (the OAuth service's address when it is not Netlify's).
 */
export interface Backend {
  name: 'git-gateway' | 'github' | 'gitlab'
  branch: string
  repo?: string
  base_url?: string
}

const BACKENDS: readonly Backend['name'][] = ['git-gateway', 'github', 'gitlab']

export function backendFromEnv(env: NodeJS.ProcessEnv = process.env): Backend {
  const name = (env.CMS_BACKEND ?? (env.CMS_REPO ? 'github' : 'git-gateway')) as Backend['name']
  if (!BACKENDS.includes(name)) throw new Error(`CMS_BACKEND : « ${name} » inconnu (attendu : ${BACKENDS.join(', ')})`)
  if (name !== 'git-gateway' && !env.CMS_REPO) throw new Error(`CMS_REPO (propriétaire/dépôt) est exigé avec CMS_BACKEND=${name}`)
  return {
    name,
    branch: env.CMS_BRANCH ?? 'main',
    ...(env.CMS_REPO && { repo: env.CMS_REPO }),
    ...(env.CMS_AUTH_URL && { base_url: env.CMS_AUTH_URL }),
  }
}

const articleIds = (root: string) =>
  existsSync(join(root, 'content/articles'))
    ? readdirSync(join(root, 'content/articles')).flatMap((name) => (name.endsWith('.md') ? [name.slice(0, -3)] : []))
    : []

/** The title in a legal page's front matter, or its name if the file cannot be read. */
function legalTitle(root: string, name: MarkdownPageName): string {
  const file = join(root, markdownPageFile(name))
  const frontMatter = existsSync(file) ? /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(file, 'utf8'))?.[1] : undefined
  try {
    const title = (parseYaml(frontMatter ?? '') as { title?: unknown } | null)?.title
    return typeof title === 'string' ? title : name
  } catch {
    return name
  }
}

/** The Markdown text, kept as typed (the site's own syntax, lien:…, {{site}}, zones-par-age, stays as is), its syntax explained beside it. */
const BODY: DecapField = { name: BODY_FIELD, label: BODY_LABEL, widget: SITE_WIDGETS.body, path: BODY_FIELD }

export interface DecapConfigOptions {
  /** The project's root (content/ is read there). */
  root: string
  backend: Backend
  /** For `npm run edit`: the CMS saves through the local backend, into content/. */
  local: boolean
}

/**
 * How a schema's fields become the form's, in a collection (whose update date the CMS sets), recording the paths it
 * leaves out (kept as they are when the CMS saves).
 */
type FieldsOf = (file: string, collection: string, schema: Parameters<typeof decapFields>[0]) => DecapField[]

/** The articles: a folder of Markdown files whose name is the article's identifier. */
const articlesCollection = (fieldsOf: FieldsOf) => ({
  name: 'articles',
  label: 'Articles',
  label_singular: 'Article',
  folder: 'content/articles',
  extension: 'md',
  format: FILE_FORMATS.frontMatter,
  create: true,
  delete: false,
  // The file's name is the article's identifier, its address.
  slug: '{{canonicalId}}',
  identifier_field: 'title',
  summary: '{{title}} ({{category}})',
  sortable_fields: ['title', 'publishedAt', 'category'],
  view_groups: [{ label: 'Catégorie', field: 'category' }],
  // The article as it will be published, beside the form (./browser/article-preview.tsx).
  editor: { preview: true },
  fields: [...fieldsOf('content/articles/*.md', 'articles', articleSchema), BODY],
})

/** The pages' texts, the legal pages and site.yaml: one file each. */
const fileCollections = (root: string, fieldsOf: FieldsOf) => [
  {
    name: 'pages',
    label: 'Pages',
    format: FILE_FORMATS.yaml,
    editor: { preview: false },
    files: PAGES.map(({ name, label }) => ({
      name,
      label,
      file: `content/pages/${name}.yaml`,
      fields: fieldsOf(`content/pages/${name}.yaml`, 'pages', PAGE_SCHEMAS[name]),
    })),
  },
  {
    name: 'legal',
    label: MARKDOWN_PAGES_LABEL,
    format: FILE_FORMATS.frontMatter,
    editor: { preview: false },
    files: MARKDOWN_PAGES.map((name) => ({
      name,
      label: legalTitle(root, name),
      file: markdownPageFile(name),
      fields: [...fieldsOf(markdownPageFile(name), 'legal', markdownPageSchema), BODY],
    })),
  },
  {
    name: 'site',
    label: 'Réglages du site',
    format: FILE_FORMATS.yaml,
    editor: { preview: false },
    files: [
      {
        name: 'site',
        label: 'Nom, coordonnées, boutique, réseau et fournisseurs',
        file: 'content/site.yaml',
        fields: fieldsOf('content/site.yaml', 'site', siteSchema),
      },
    ],
  },
]

/**
 * The config, and every path the schemas' fields left out of the form, by file: those fields are kept as they are
 * when the CMS saves.
 * @internal also used by its tests, outside the production code
 */
export function decapConfig({ root, backend, local }: DecapConfigOptions): { config: Record<string, unknown>; skipped: Record<string, string[]> } {
  const pages = allPaths(articleIds(root))
  const skipped: Record<string, string[]> = {}
  const fieldsOf: FieldsOf = (file, collection, schema) => {
    const context: FieldContext = { pages, updateDate: UPDATE_DATE_FIELDS[collection] }
    const result = decapFields(schema, context)
    if (result.skipped.length) skipped[file] = result.skipped
    return result.fields
  }
  const collections = [articlesCollection(fieldsOf), ...fileCollections(root, fieldsOf)]
  const config = {
    locale: 'fr',
    backend,
    ...(local && { local_backend: { url: `http://localhost:${LOCAL_BACKEND_PORT}/api/v1` } }),
    // The media library (« Médias »): the articles' images, one file each (the build makes their 640 px copies).
    media_folder: `${PUBLIC_DIR}${ARTICLE_IMAGE_FOLDER}`,
    public_folder: ARTICLE_IMAGE_FOLDER,
    // What it receives is kept as the site serves it: a JPEG or a PNG as WebP.
    media_processing: { enabled: true, format: { enabled: true, default: 'webp' }, quality: 80 },
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections,
  }
  return { config, skipped }
}

export const decapConfigYaml = (options: DecapConfigOptions): string =>
  `# Écrit par la construction à partir de src/content/schema.ts (scripts/cms/decap-config.ts) : ne le modifiez pas.\n${stringify(decapConfig(options).config, { lineWidth: 0 })}`
