// The CMS's form against the schemas of src/content/schema.ts: every field there, with what the schema says of it.
// Expected values are written out by hand from schema.ts and content/, not read from the code under test.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse as parseYaml } from 'yaml'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import en from 'decap-cms-locales/dist/esm/en/index.js'
import { readContent } from '../../src/content/load.ts'
import { siteToday } from '../../src/content/publication.ts'
import { articleSchema, markdownPageSchema, PAGE_SCHEMAS, siteSchema } from '../../src/content/schema.ts'
import { frontMatterAndBody, projectRoot } from '../../src/content/scratch-content.ts'
import { PAGES } from '../../src/site-pages.ts'
import { adminContext } from './admin-context.ts'
import { cleaned, fileProblems, type EntryFile } from './browser/entry-checks.ts'
import { FRENCH } from './browser/locale.ts'
import { backendFromEnv, decapConfig, decapConfigYaml } from './decap-config.ts'
import { decapFields, type DecapField } from './decap-fields.ts'
import { SITE_WIDGETS } from './form-conventions.ts'

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

/** What the CMS says of an article before saving it (./browser/entry-checks.ts), against the repository's content. */
const context = adminContext(projectRoot, readContent(projectRoot), false, [])
const ARTICLE = 'hiit-frequence-cardiaque-intervalles-haute-intensite'
const article = frontMatterAndBody(join(projectRoot, 'content/articles', `${ARTICLE}.md`))
/** A year from today: a publication date to come. */
const nextYear = `${Number(siteToday().slice(0, 4)) + 1}${siteToday().slice(4)}`
const formSays = (change: Record<string, unknown>, body = article.body, name = ARTICLE) =>
  fileProblems({ collection: 'articles', name, data: { ...article.data, ...change }, body }, context, [])

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
    // 1 article folder, 11 pages (6 of the header, the tools page and its 4 tools), the glossary, the rules register and the 6 legal pages, site.yaml.
    expect(files).toHaveLength(21)
    for (const [file, schema, fields] of files) {
      const expected = schemaPaths(schema).filter((path) => !(file === 'content/site.yaml' && path.startsWith('links')))
      expect(formPaths(fields), file).toEqual(expected)
    }
    expect(skipped).toEqual({ 'content/site.yaml': ['links'] })
  })

  it('asks for every article field but its withdrawal date (left empty while it is online), the reviewer (named only when there is one), a source’s year, address, kind and maker', () => {
    const optional = articles.fields!.filter((field) => field.required === false).map((field) => field.name)
    expect(optional).toEqual(['withdrawnAt', 'reviewer'])
    expect(articleField('withdrawnAt').widget).toBe(articleField('reviewedAt').widget)
    expect(child(articleField('reviewer'), 'name').required).toBe(false)
    const sources = articleField('sources')
    expect(sources.fields!.filter((field) => field.required === false).map((field) => field.name)).toEqual(['year', 'url', 'kind', 'manufacturer'])
    // A source's kind defaults to reference (schema.ts), so a new source says nothing of it; nor is it a maker's documentation.
    expect(child(sources, 'kind').default).toBe('reference')
    expect(child(sources, 'manufacturer')).toMatchObject({ widget: 'boolean', default: false, label: 'Documentation du fabricant' })
  })

  it('refuses what the build refuses, with the build’s messages: a description over 170 characters, a title over 90', () => {
    expect(formSays({ description: 'é'.repeat(170) })).toEqual([])
    expect(formSays({ description: 'é'.repeat(171) })).toEqual([{ field: 'description', message: '170 caractères au plus' }])
    expect(formSays({ title: 'x'.repeat(91) })).toEqual([{ field: 'title', message: '90 caractères au plus' }])
  })

  it('refuses the three saves that once reached the build: a review date of 1907, a link to a page that does not exist, an image the site cannot serve', () => {
    expect(formSays({ nextReviewAt: '1907-11-20' })).toEqual([{ field: 'nextReviewAt', message: 'date hors limites : de 2000 à 2100' }])
    expect(formSays({ nextReviewAt: '2027-12-04' })).toEqual([
      { field: 'nextReviewAt', message: 'de 1 jour à 12 mois après « Dernière révision » (2026-12-02), soit au plus tard le 2027-12-03' },
    ])
    expect(formSays({}, `${article.body}\nVoyez [le calculateur](/calculateur-fc).\n`)).toEqual([
      { field: 'body', message: 'lien interne vers une page qui n’existe pas : /calculateur-fc' },
    ])
    expect(formSays({ image: '/images/articles/photo.png' })).toEqual([
      { field: 'image', message: 'image invalide : /images/….webp ou .avif attendu' },
    ])
    // An image the entry adds exists once it is saved with it.
    expect(formSays({ image: '/images/articles/nouvelle.webp' })).toEqual([
      { field: 'image', message: 'fichier public/images/articles/nouvelle.webp introuvable' },
    ])
    const withImage = {
      collection: 'articles',
      name: ARTICLE,
      data: { ...article.data, image: '/images/articles/nouvelle.webp' },
      body: article.body,
    }
    expect(fileProblems(withImage, context, ['/images/articles/nouvelle.webp'])).toEqual([])
  })

  it('refuses a reference written otherwise than another article writes it, as the build does across articles', () => {
    const other = 'frequence-cardiaque-repos-indicateur-sante'
    const cited = (frontMatterAndBody(join(projectRoot, 'content/articles', `${other}.md`)).data.sources as Record<string, unknown>[])[0]!
    const sources = article.data.sources as unknown[]
    // The form writes the maker box unticked, where a file written by hand leaves it out: the same to the build.
    expect(formSays({ sources: [...sources, { ...cited, manufacturer: false }] })).toEqual([])
    // What a reference is cited for belongs to each article.
    expect(formSays({ sources: [...sources, { ...cited, citedFor: 'une autre affirmation que dans l’autre article' }] })).toEqual([])
    expect(formSays({ sources: [...sources, { ...cited, publisher: 'Une autre revue' }] })).toEqual([
      {
        field: `sources.${sources.length}`,
        message: `revue ou éditeur autrement que dans content/articles/${other}.md (sources.0); une référence s’écrit de la même façon dans chaque article`,
      },
    ])
  })

  it('writes no emptied field: an optional value left blank is left out, as it would be by hand', () => {
    expect(cleaned({ title: 'T', url: '', reviewer: { name: '', credential: '' }, tags: ['a', ''], year: null })).toEqual({
      title: 'T',
      tags: ['a', ''],
    })
  })

  it('takes an identifier of lowercase letters, digits and single hyphens, which names a new article’s file', () => {
    expect(articleField('canonicalId').widget).toBe(SITE_WIDGETS.identifier)
    // A new article, its text its own (another's would be a passage written twice, which the server refuses).
    const ownNew = (canonicalId: string) => formSays({ canonicalId }, article.body, 'nouvel-article')
    expect(ownNew('pouls-au-repos-2')).toEqual([])
    for (const wrong of ['Pouls-au-repos', 'pouls--repos', 'pouls au repos', 'pouls-']) {
      expect(ownNew(wrong), wrong).toEqual([
        { field: 'canonicalId', message: 'identifiant invalide : minuscules, chiffres et traits d’union seulement' },
      ])
    }
    expect(articles.slug).toBe('{{canonicalId}}')
  })

  it('keeps a published article where readers know it: its identifier, and a publication date already come', () => {
    const name = 'palpitations-anxiete-cafe-boissons-energisantes-cannabis'
    const published = frontMatterAndBody(join(projectRoot, 'content/articles', `${name}.md`))
    const address = `/articles/${String(published.data.canonicalId)}`
    const says = (change: Record<string, unknown>, against = context) =>
      fileProblems({ collection: 'articles', name, data: { ...published.data, ...change }, body: published.body }, against, [])
    expect(says({ canonicalId: 'palpitations-et-cafe', publishedAt: nextYear, modifiedAt: nextYear })).toEqual([
      {
        field: 'canonicalId',
        message: `l’article est publié à l’adresse ${address} : la changer briserait les liens et les favoris qui y mènent; gardez « ${String(published.data.canonicalId)} »`,
      },
      { field: 'publishedAt', message: `l’article est déjà publié à l’adresse ${address} : une date à venir le retirerait du site jusque-là` },
    ])
    // The same article, scheduled when the CMS started: not on the site yet, its address and day free to change.
    const scheduled = {
      ...context,
      articles: context.articles.map((article) => (article.routeId === name ? { ...article, publishedAt: nextYear } : article)),
    }
    expect(says({ canonicalId: 'palpitations-et-cafe', publishedAt: nextYear, modifiedAt: nextYear }, scheduled)).toEqual([])
  })

  it('does not schedule an article the site’s plan requires', () => {
    const scheduled = {
      ...context,
      articles: context.articles.map((other) => (other.routeId === ARTICLE ? { ...other, publishedAt: nextYear } : other)),
    }
    expect(
      fileProblems(
        { collection: 'articles', name: ARTICLE, data: { ...article.data, publishedAt: nextYear, modifiedAt: nextYear }, body: article.body },
        scheduled,
        [],
      ),
    ).toEqual([
      {
        field: 'publishedAt',
        message: `article exigé par le plan du site : il ne peut pas être planifié (aujourd’hui au plus tard, ${siteToday()})`,
      },
    ])
  })

  it('offers the three categories, dates typed AAAA-MM-JJ (the update date set by the CMS), an article image, the Markdown as typed', () => {
    expect(articleField('category')).toMatchObject({ widget: 'select', options: ['SANTÉ CARDIAQUE', 'PERFORMANCE', 'TECHNOLOGIE'] })
    for (const name of ['publishedAt', 'reviewedAt', 'nextReviewAt'])
      expect(articleField(name), name).toMatchObject({ widget: SITE_WIDGETS.date, path: name })
    expect(articleField('modifiedAt').widget).toBe('hidden')
    expect(articleField('image')).toMatchObject({
      widget: SITE_WIDGETS.image,
      image_size: { width: 1200, height: 675 },
      image_folder: '/images/articles',
      image_name: 'entry',
    })
    expect(config).toMatchObject({ media_folder: 'public/images/articles', public_folder: '/images/articles', locale: 'fr' })
    expect(articleField('body')).toMatchObject({ widget: SITE_WIDGETS.body, path: 'body' })
  })

  it('names the call to action’s page among the site’s real addresses', () => {
    const href = child(articleField('cta'), 'href')
    expect(href.widget).toBe('select')
    // 11 pages, one address per file of content/articles/, the glossary, the rules register and the 6 legal pages.
    const articleCount = readdirSync(join(projectRoot, 'content/articles')).filter((name) => name.endsWith('.md')).length
    expect(href.options).toHaveLength(11 + articleCount + 8)
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

  it('takes 2 to 12 sources, each with a year between 1900 and 2100 and an https address, its kind named in French', () => {
    const sources = articleField('sources')
    expect(sources).toMatchObject({
      widget: 'list',
      min: 2,
      max: 12,
      summary: '{{fields.authors}}',
      label_singular: 'source',
      label_add: 'une source',
    })
    expect(sources.fields!.map((field) => field.name)).toEqual(['authors', 'year', 'title', 'publisher', 'url', 'citedFor', 'kind', 'manufacturer'])
    expect(child(sources, 'year')).toMatchObject({ widget: 'number', value_type: 'int', min: 1900, max: 2100, path: 'sources.*.year' })
    const [first, ...others] = article.data.sources as Record<string, unknown>[]
    const withSource = (source: Record<string, unknown>) => formSays({ sources: [{ ...first, ...source }, ...others] })
    expect(withSource({ url: 'http://doi.org/10.1503/cmaj.150535' })).toEqual([
      { field: 'sources.0.url', message: 'adresse web invalide (https:// attendu)' },
    ])
    expect(withSource({ year: 1850 })).toEqual([{ field: 'sources.0.year', message: 'année de 1900 à 2100' }])
    expect(child(sources, 'citedFor')).toMatchObject({ widget: 'text', label: 'Citée pour', path: 'sources.*.citedFor' })
    expect(withSource({ citedFor: 'la VFC' })).toEqual([{ field: 'sources.0.citedFor', message: '10 caractères au moins' }])
    expect(withSource({ citedFor: undefined })).toEqual([{ field: 'sources.0.citedFor', message: 'champ requis' }])
    expect(child(sources, 'kind').options).toEqual([
      { label: 'Lien affilié (commission : « lien d’affiliation »)', value: 'affiliate' },
      { label: 'Partenaire (peut payer le site : « lien commandité »)', value: 'partner' },
      { label: 'Réseau social', value: 'social' },
      { label: 'Référence (source, sans lien commercial)', value: 'reference' },
    ])
  })

  it('gives the zones guide a zone number from 1 to 5 and four benefits per zone', () => {
    const zones = collections
      .find((c) => c.name === 'pages')!
      .files!.find((file) => file.name === 'zones-cardiaques')!
      .fields.find((f) => f.name === 'zones')!
    expect(child(zones, 'zone')).toMatchObject({ widget: 'number', value_type: 'int', min: 1, max: 5 })
    expect(child(zones, 'benefits')).toMatchObject({ widget: 'list', min: 4, max: 4, field: { widget: 'string' } })
  })

  it('accepts every file content/ holds today, as the build does', () => {
    const files: EntryFile[] = readdirSync(join(projectRoot, 'content/articles')).map((name) => ({
      collection: 'articles',
      name: name.slice(0, -3),
      ...frontMatterAndBody(join(projectRoot, 'content/articles', name)),
    }))
    for (const collection of collections) {
      for (const file of collection.files ?? []) {
        const path = join(projectRoot, file.file)
        const read = file.file.endsWith('.md')
          ? frontMatterAndBody(path)
          : { data: parseYaml(readFileSync(path, 'utf8')) as Record<string, unknown>, body: '' }
        files.push({ collection: collection.name, name: file.name, ...read })
      }
    }
    // Every article, 11 pages, the glossary, the rules register and the 6 legal pages, site.yaml.
    expect(files).toHaveLength(readdirSync(join(projectRoot, 'content/articles')).length + 20)
    for (const file of files) expect(fileProblems(file, context, []), `${file.collection}/${file.name}`).toEqual([])
  })

  it('names every field in French', () => {
    const unnamed = (fields: DecapField[]): string[] =>
      fields.flatMap((field) => [
        // A field the schema does not name is shown under its own name.
        ...(field.label !== field.name ? [] : [field.path]),
        ...unnamed(field.fields ?? []),
        ...(field.field ? unnamed([field.field]) : []),
      ])
    const all = collections.flatMap((collection) => [...(collection.fields ?? []), ...(collection.files ?? []).flatMap((file) => file.fields)])
    expect(unnamed(all)).toEqual([])
  })

  it('shows a field added to a schema, with nothing to change in the CMS', () => {
    const extended = articleSchema.extend({
      funding: z.strictObject({ funder: z.string().min(1).max(80, '80 caractères au plus'), grant: z.string().min(1).optional() }).optional(),
    })
    const funding = decapFields(extended, { pages: ['/'] }).fields.find((field) => field.name === 'funding')!
    // Under its own names until its schema gives it French ones (.meta); checked by its path in the file.
    expect(funding).toMatchObject({ widget: 'object', required: false, label: 'funding', path: 'funding' })
    // Inside an object that may be left out, nothing is required by the form (Decap would refuse an article without
    // it); the build still wants funder once funding is there.
    expect(funding.fields!.map(({ name, required }) => ({ name, required }))).toEqual([
      { name: 'funder', required: false },
      { name: 'grant', required: false },
    ])
    expect(funding.fields![0]!.path).toBe('funding.funder')
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

describe('the words of the CMS', () => {
  it('are all French: every phrase Decap has in English has one', () => {
    const keys = (phrases: object, prefix = ''): string[] =>
      Object.entries(phrases).flatMap(([key, value]) => (typeof value === 'object' ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`]))
    const french = new Set(keys(FRENCH))
    expect(keys(en).filter((key) => !french.has(key))).toEqual([])
  })

  it('say « Médias », and nothing saved before anything is', () => {
    const phrases = FRENCH as { app: { header: { media: string } }; editor: { editorToolbar: { changesSaved: string } } }
    expect(phrases.app.header.media).toBe('Médias')
    expect(phrases.editor.editorToolbar.changesSaved).toBe('Aucune modification à enregistrer')
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
