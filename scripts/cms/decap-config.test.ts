// The CMS's form against the schemas of src/content/schema.ts: every field there, with what the schema says of it.
// Expected values are written out by hand from schema.ts and content/, not read from the code under test.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse as parseYaml } from 'yaml'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { articleSchema, markdownPageSchema, PAGE_SCHEMAS, siteSchema } from '../../src/content/schema.ts'
import { projectRoot } from '../../src/content/scratch-content.ts'
import { PAGES } from '../../src/site-pages.ts'
import { backendFromEnv, decapConfig, decapConfigYaml } from './decap-config.ts'
import { decapFields, type DecapField } from './decap-fields.ts'

const { config, skipped } = decapConfig({ root: projectRoot, backend: { name: 'git-gateway', branch: 'main' }, local: false })
interface Collection {
  name: string
  folder?: string
  slug?: string
  fields?: DecapField[]
  files?: { name: string; file: string; fields: DecapField[] }[]
}
const collections = config.collections as Collection[]
const articles = collections.find((collection) => collection.name === 'articles')!
const articleField = (name: string) => articles.fields!.find((field) => field.name === name)!
const child = (field: DecapField, name: string) => field.fields!.find((inner) => inner.name === name)!
const matches = (field: DecapField, value: string) => new RegExp(field.pattern![0]).test(value)

/** The names of an object schema's fields, nested, read straight from zod's shapes: `cta.title`, `sources.*.year`. */
function schemaPaths(schema: z.ZodType, prefix = ''): string[] {
  const def = schema._zod.def as unknown as Record<string, z.ZodType | undefined> & { type: string }
  if (def.type === 'optional' || def.type === 'default') return schemaPaths(def.innerType!, prefix)
  if (def.type === 'pipe') return schemaPaths(def.in!, prefix)
  if (def.type === 'array') return schemaPaths(def.element!, `${prefix}*.`)
  if (def.type !== 'object') return []
  return Object.entries((schema as z.ZodObject).shape).flatMap(([name, value]) => [
    `${prefix}${name}`,
    ...schemaPaths(value as z.ZodType, `${prefix}${name}.`),
  ])
}
/** The same names, read from the form's fields (a list of single values adds nothing). */
function formPaths(fields: DecapField[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    const inner = field.widget === 'list' ? `${prefix}${field.name}.*.` : `${prefix}${field.name}.`
    return [`${prefix}${field.name}`, ...(field.fields ? formPaths(field.fields, inner) : [])]
  })
}

describe('the CMS form', () => {
  it('has every field of every schema, only site.yaml’s named links left out (a list of free keys the form cannot edit)', () => {
    const files: [string, z.ZodType, DecapField[]][] = [
      ['content/articles/*.md', articleSchema, articles.fields!.filter((field) => field.name !== 'body')],
      ...collections
        .flatMap((collection) => collection.files ?? [])
        .map((file): [string, z.ZodType, DecapField[]] => {
          const name = file.name as (typeof PAGES)[number]['name']
          const schema =
            file.file === 'content/site.yaml' ? siteSchema : file.file.startsWith('content/pages/') ? PAGE_SCHEMAS[name] : markdownPageSchema
          return [file.file, schema, file.fields.filter((field) => field.name !== 'body')]
        }),
    ]
    // 1 article folder, 10 pages (6 of the header, the tools page and its 3 tests), the glossary and the 6 legal pages, site.yaml.
    expect(files).toHaveLength(19)
    for (const [file, schema, fields] of files) {
      const expected = schemaPaths(schema).filter((path) => !(file === 'content/site.yaml' && path.startsWith('links')))
      expect(formPaths(fields), file).toEqual(expected)
    }
    expect(skipped).toEqual({ 'content/site.yaml': ['links'] })
  })

  it('asks for every article field but the reviewer (named only when there is one), a source’s year, address, kind and maker', () => {
    const optional = articles.fields!.filter((field) => field.required === false).map((field) => field.name)
    expect(optional).toEqual(['reviewer'])
    expect(child(articleField('reviewer'), 'name').required).toBe(false)
    const sources = articleField('sources')
    expect(sources.fields!.filter((field) => field.required === false).map((field) => field.name)).toEqual(['year', 'url', 'kind', 'manufacturer'])
    // A source's kind defaults to reference (schema.ts), so a new source says nothing of it; nor is it a maker's documentation.
    expect(child(sources, 'kind').default).toBe('reference')
    expect(child(sources, 'manufacturer')).toMatchObject({ widget: 'boolean', default: false, label: 'Documentation du fabricant' })
  })

  it('holds the description to 170 characters and the title to 90, with the schema’s messages', () => {
    const description = articleField('description')
    expect(matches(description, 'é'.repeat(170))).toBe(true)
    expect(matches(description, 'é'.repeat(171))).toBe(false)
    expect(description.pattern![1]).toBe('170 caractères au plus')
    expect(matches(articleField('title'), 'x'.repeat(90))).toBe(true)
    expect(matches(articleField('title'), 'x'.repeat(91))).toBe(false)
  })

  it('takes an identifier of lowercase letters, digits and single hyphens, which names the file', () => {
    const id = articleField('canonicalId')
    expect(matches(id, 'pouls-au-repos-2')).toBe(true)
    for (const wrong of ['Pouls-au-repos', 'pouls--repos', 'pouls au repos', 'pouls-']) expect(matches(id, wrong), wrong).toBe(false)
    expect(articles.slug).toBe('{{canonicalId}}')
  })

  it('offers the three categories, dates written AAAA-MM-JJ, an image of the media folder and the Markdown as typed', () => {
    expect(articleField('category')).toMatchObject({ widget: 'select', options: ['SANTÉ CARDIAQUE', 'PERFORMANCE', 'TECHNOLOGIE'] })
    for (const name of ['publishedAt', 'modifiedAt', 'reviewedAt', 'nextReviewAt']) {
      expect(articleField(name), name).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', time_format: false })
    }
    expect(articleField('image').widget).toBe('image')
    expect(config).toMatchObject({ media_folder: 'public/images/articles', public_folder: '/images/articles', locale: 'fr' })
    expect(articleField('body')).toMatchObject({ widget: 'markdown', modes: ['raw'] })
  })

  it('names the call to action’s page among the site’s real addresses', () => {
    const href = child(articleField('cta'), 'href')
    expect(href.widget).toBe('select')
    // 10 pages, one address per file of content/articles/, the glossary and the 6 legal pages.
    const articleCount = readdirSync(join(projectRoot, 'content/articles')).filter((name) => name.endsWith('.md')).length
    expect(href.options).toHaveLength(10 + articleCount + 7)
    expect(href.options).toEqual(
      expect.arrayContaining([
        '/',
        '/calculateur-bpm',
        '/outils/test-recuperation-cardiaque',
        '/articles/hiit-frequence-cardiaque-intervalles-haute-intensite',
        '/glossaire',
        '/dmca',
      ]),
    )
  })

  it('takes 2 to 12 sources, each with a year between 1900 and 2100 and an https address', () => {
    const sources = articleField('sources')
    expect(sources).toMatchObject({ widget: 'list', min: 2, max: 12, summary: '{{fields.authors}}' })
    expect(sources.fields!.map((field) => field.name)).toEqual(['authors', 'year', 'title', 'publisher', 'url', 'kind', 'manufacturer'])
    expect(child(sources, 'year')).toMatchObject({ widget: 'number', value_type: 'int', min: 1900, max: 2100 })
    const url = child(sources, 'url')
    expect(matches(url, 'https://doi.org/10.1503/cmaj.150535')).toBe(true)
    expect(matches(url, 'http://doi.org/10.1503/cmaj.150535')).toBe(false)
  })

  it('gives the zones guide a zone number from 1 to 5 and four benefits per zone', () => {
    const zones = collections
      .find((c) => c.name === 'pages')!
      .files!.find((file) => file.name === 'zones-cardiaques')!
      .fields.find((f) => f.name === 'zones')!
    expect(child(zones, 'zone')).toMatchObject({ widget: 'number', value_type: 'int', min: 1, max: 5 })
    expect(child(zones, 'benefits')).toMatchObject({ widget: 'list', min: 4, max: 4, field: { widget: 'string' } })
  })

  it('accepts every value content/ holds today', () => {
    const check = (fields: DecapField[], data: Record<string, unknown>, where: string) => {
      for (const field of fields) {
        const value = data[field.name]
        const values = field.widget === 'list' && Array.isArray(value) ? value : [value]
        for (const [index, item] of values.entries()) {
          const at = `${where} › ${field.name}${field.widget === 'list' ? `.${index}` : ''}`
          if (field.fields && item && typeof item === 'object') check(field.fields, item as Record<string, unknown>, at)
          const single = field.field ?? field
          if (single.pattern && typeof item === 'string') expect(matches(single, item), at).toBe(true)
          if (single.options && item !== undefined) expect(single.options, at).toContain(item)
        }
      }
    }
    const frontMatter = (file: string) => parseYaml(/^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'))![1]!) as Record<string, unknown>
    const dir = join(projectRoot, 'content/articles')
    for (const name of readdirSync(dir)) check(articles.fields!, frontMatter(join(dir, name)), name)
    for (const collection of collections) {
      for (const file of collection.files ?? []) {
        const path = join(projectRoot, file.file)
        check(
          file.fields,
          file.file.endsWith('.md') ? frontMatter(path) : (parseYaml(readFileSync(path, 'utf8')) as Record<string, unknown>),
          file.file,
        )
      }
    }
  })

  it('shows a field added to a schema, with nothing to change in the CMS', () => {
    const extended = articleSchema.extend({
      funding: z.strictObject({ funder: z.string().min(1).max(80, '80 caractères au plus'), grant: z.string().min(1).optional() }).optional(),
    })
    const funding = decapFields(extended, { pages: ['/'] }).fields.find((field) => field.name === 'funding')!
    // Under its own names until field-labels.ts gives it French ones; its maximum checked with the schema's message.
    expect(funding).toMatchObject({ widget: 'object', required: false, label: 'funding' })
    // Inside an object that may be left out, nothing is required by the form (Decap would refuse an article without
    // it); the build still wants funder once funding is there.
    expect(funding.fields!.map(({ name, required }) => ({ name, required }))).toEqual([
      { name: 'funder', required: false },
      { name: 'grant', required: false },
    ])
    expect(funding.fields![0]!.pattern![1]).toBe('80 caractères au plus')
  })

  it('labels the reviewer added to the schema on another branch, in French', () => {
    const reviewer = articleField('reviewer')
    expect(reviewer).toMatchObject({ widget: 'object', required: false, label: 'Révision scientifique' })
    expect(reviewer.fields!.map(({ name, label }) => `${name} ${label}`)).toEqual([
      'name Nom',
      'credential Titre professionnel',
      'organization Organisme',
    ])
  })
})

describe('config.yml', () => {
  it('saves through decap-server for npm run edit, and through the Git host of the environment once published', () => {
    const local = decapConfigYaml({ root: projectRoot, backend: { name: 'git-gateway', branch: 'main' }, local: true })
    expect(local).toContain('local_backend:\n  url: http://localhost:8081/api/v1')
    expect(decapConfigYaml({ root: projectRoot, backend: { name: 'git-gateway', branch: 'main' }, local: false })).not.toContain('local_backend')
    expect(backendFromEnv({})).toEqual({ name: 'git-gateway', branch: 'main' })
    expect(backendFromEnv({ CMS_REPO: 'cardiobpm/site', CMS_AUTH_URL: 'https://auth.cardiobpm.ca' })).toEqual({
      name: 'github',
      branch: 'main',
      repo: 'cardiobpm/site',
      base_url: 'https://auth.cardiobpm.ca',
    })
    expect(backendFromEnv({ CMS_BACKEND: 'gitlab', CMS_REPO: 'cardiobpm/site' })).toEqual({ name: 'gitlab', branch: 'main', repo: 'cardiobpm/site' })
    expect(() => backendFromEnv({ CMS_BACKEND: 'github' })).toThrow('CMS_REPO')
    expect(() => backendFromEnv({ CMS_BACKEND: 'dropbox' })).toThrow('inconnu')
  })
})
