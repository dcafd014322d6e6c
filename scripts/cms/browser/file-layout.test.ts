// A save writes only the values that changed: the rest of site.yaml or of the front matter stays byte for byte.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { projectRoot } from '../../../src/content/scratch-content.ts'
import { keptLayout } from './file-layout.ts'

type Data = Record<string, unknown>

const read = (path: string) => readFileSync(join(projectRoot, path), 'utf8')
/** The YAML between the `---` lines of a Markdown file, with its last line break. */
const frontMatter = (path: string) => /^---\n([\s\S]*?\n)---\n/.exec(read(path))?.[1] ?? ''
const dataOf = (yaml: string) => parse(yaml) as Data
/** The text with the data written into it, by the `yaml` package's reader. */
const saved = (original: string, data: Data) => keptLayout(original, data, parse)

/** The lines of `before` that `after` replaces, and those it puts instead: one hunk, between the lines both share at the start and at the end. */
function hunk(before: string, after = '') {
  const [a, b] = [before.split('\n'), after.split('\n')]
  let start = 0
  while (start < Math.min(a.length, b.length) && a[start] === b[start]) start++
  let end = 0
  while (end < Math.min(a.length, b.length) - start && a.at(-1 - end) === b.at(-1 - end)) end++
  return { removed: a.slice(start, a.length - end), added: b.slice(start, b.length - end) }
}
const comments = (text = '') => text.split('\n').filter((line) => line.trim().startsWith('#'))
const lineOf = (text: string, start: string) => text.split('\n').find((line) => line.startsWith(start)) ?? ''

const SITE = read('content/site.yaml')
const ARTICLE = frontMatter('content/articles/coeur-hiver-froid-pelletage-neige.md')

describe('a file saved by the CMS, laid out as it was written', () => {
  it('is every file of content/ byte for byte when nothing changed', () => {
    const yamlFiles = [
      'content/site.yaml',
      'content/regles.yaml',
      ...readdirSync(join(projectRoot, 'content/pages')).map((file) => `content/pages/${file}`),
    ]
    const markdownFiles = ['articles', 'legal'].flatMap((folder) =>
      readdirSync(join(projectRoot, 'content', folder)).map((file) => `content/${folder}/${file}`),
    )
    const texts = [...yamlFiles.map(read), ...markdownFiles.map(frontMatter)]
    expect(texts.length).toBeGreaterThan(30)
    for (const text of texts) expect(saved(text, dataOf(text))).toBe(text)
  })

  it('changes one nested string of site.yaml on its own line, every comment kept', () => {
    const data = dataOf(SITE)
    ;(data.privacyOfficer as Data).title = 'Présidence'
    const result = saved(SITE, data)
    expect(hunk(SITE, result)).toEqual({ removed: [lineOf(SITE, '  title: ')], added: ['  title: "Présidence"'] })
    expect(comments(result)).toEqual(comments(SITE))
    const address = dataOf(SITE)
    ;(address.postalAddress as Data).city = 'Lévis'
    expect(hunk(SITE, saved(SITE, address))).toEqual({ removed: ['  city: Québec'], added: ['  city: Lévis'] })
  })

  it('changes a value written in flow style, or folded over lines, on one line', () => {
    const data = dataOf(SITE)
    ;(data.links as Record<string, Data>).tapis!.url = 'https://www.equipementsformequebec.ca/tapis'
    expect(hunk(SITE, saved(SITE, data))).toEqual({
      removed: [lineOf(SITE, '  tapis: ')],
      added: ['  tapis: { url: https://www.equipementsformequebec.ca/tapis, kind: partner }'],
    })
    const folded = dataOf(SITE)
    folded.description = 'Calculateur de zones cardiaques et articles sur la fréquence cardiaque.'
    const lines = SITE.split('\n')
    const at = lines.indexOf('description: >-')
    expect(hunk(SITE, saved(SITE, folded))).toEqual({
      removed: lines.slice(at, at + 3),
      added: ['description: Calculateur de zones cardiaques et articles sur la fréquence cardiaque.'],
    })
  })

  it('adds a key at the end of its map, and removes one with the comments before it', () => {
    const data = dataOf(SITE)
    ;(data.postalAddress as Data).unit = '310'
    expect(hunk(SITE, saved(SITE, data))).toEqual({ removed: [], added: ['  unit: "310"'] })
    expect(lineOf(saved(SITE, data) ?? '', '  unit:')).toBe('  unit: "310"')
    expect(saved(SITE, data)?.split('\n').indexOf('  unit: "310"')).toBe(SITE.split('\n').indexOf('  country: Canada') + 1)
    const removed = dataOf(SITE)
    delete (removed.shop as Data).kind
    const lines = SITE.split('\n')
    const at = lines.indexOf('  kind: partner')
    expect(hunk(SITE, saved(SITE, removed))).toEqual({ removed: lines.slice(at - 1, at + 1), added: [] })
    expect(lines[at - 1]).toMatch(/^ {2}# Boutique partenaire/)
  })

  it('removes an item of a list, the others kept as they were', () => {
    const data = dataOf(SITE)
    data.placeholders = (data.placeholders as string[]).filter((name) => name !== 'operator')
    expect(hunk(SITE, saved(SITE, data))).toEqual({ removed: ['  - operator'], added: [] })
  })

  it('changes the title of an article on its own line, quoted as it was', () => {
    const data = dataOf(ARTICLE)
    data.title = 'Le cœur en hiver : pelleter sans risque'
    expect(hunk(ARTICLE, saved(ARTICLE, data))).toEqual({
      removed: [lineOf(ARTICLE, 'title: ')],
      added: ['title: "Le cœur en hiver : pelleter sans risque"'],
    })
  })

  it('adds a source at the end of the list, in the style of the others', () => {
    const data = dataOf(ARTICLE)
    ;(data.sources as Data[]).push({
      authors: 'Tremblay M, Gagnon L',
      year: 2024,
      title: 'Snow shoveling: a review',
      publisher: 'Revue québécoise, vol. 1',
      url: 'https://doi.org/10.1000/xyz',
      citedFor: 'le rythme de pelletage',
    })
    const result = saved(ARTICLE, data)
    expect(hunk(ARTICLE, result)).toEqual({
      removed: [],
      added: [
        '  - authors: "Tremblay M, Gagnon L"',
        '    year: 2024',
        '    title: "Snow shoveling: a review"',
        '    publisher: "Revue québécoise, vol. 1"',
        '    url: "https://doi.org/10.1000/xyz"',
        '    citedFor: "le rythme de pelletage"',
      ],
    })
    expect(result?.startsWith(ARTICLE)).toBe(true)
  })

  it('removes a source from the middle of the list, its lines only', () => {
    const data = dataOf(ARTICLE)
    data.sources = (data.sources as Data[]).filter((_, i) => i !== 1)
    const lines = ARTICLE.split('\n')
    const at = lines.findIndex((line) => line.startsWith('  - authors: "Sheldahl'))
    expect(hunk(ARTICLE, saved(ARTICLE, data))).toEqual({ removed: lines.slice(at, at + 6), added: [] })
    expect(lines[at + 6]).toMatch(/^ {2}- authors:/)
  })

  it('removes an optional key with its lines, a whole block too', () => {
    const data = dataOf(ARTICLE)
    delete data.imageAlt
    expect(hunk(ARTICLE, saved(ARTICLE, data))).toEqual({ removed: [lineOf(ARTICLE, 'imageAlt: ')], added: [] })
    delete data.cta
    const lines = ARTICLE.split('\n')
    const at = lines.indexOf('cta:')
    expect(saved(ARTICLE, data)).toBe([...lines.slice(0, at), ...lines.slice(at + 5)].filter((line) => !line.startsWith('imageAlt: ')).join('\n'))
  })

  it('changes a tag in a flow list on its line, quoting a tag that needs it', () => {
    const data = dataOf(ARTICLE)
    const tags = data.tags as string[]
    data.tags = tags.map((tag) => (tag === 'ski de fond' ? 'ski alpin' : tag))
    const before = lineOf(ARTICLE, 'tags: ')
    expect(hunk(ARTICLE, saved(ARTICLE, data))).toEqual({ removed: [before], added: [before.replace('ski de fond', 'ski alpin')] })
    data.tags = ['hiver', 'froid, neige', 'cœur']
    expect(hunk(ARTICLE, saved(ARTICLE, data)).added).toEqual(['tags: [hiver, "froid, neige", cœur]'])
  })

  it('writes a date plain where the one it replaces was, and quoted elsewhere', () => {
    const data = dataOf(ARTICLE)
    data.publishedAt = '2026-11-27'
    expect(hunk(ARTICLE, saved(ARTICLE, data))).toEqual({ removed: [lineOf(ARTICLE, 'publishedAt: ')], added: ['publishedAt: 2026-11-27'] })
    expect(saved('a: 2026-11-24\nb: texte\n', { a: '2026-11-27', b: '2026-11-27', c: '2026-11-27' })).toBe(
      'a: 2026-11-27\nb: "2026-11-27"\nc: "2026-11-27"\n',
    )
  })

  it('quotes a string that YAML would read otherwise, and only then', () => {
    const cases: [string, string][] = [
      ['a: b', '"a: b"'],
      ['- tiret', '"- tiret"'],
      ['yes', '"yes"'],
      ['12', '"12"'],
      ['1.5', '"1.5"'],
      ['null', '"null"'],
      ['#dièse', '"#dièse"'],
      ['fin #1', '"fin #1"'],
      [' espace', '" espace"'],
      ['fin:', '"fin:"'],
      ['"cité"', '"\\"cité\\""'],
      ['', '""'],
      ["l'avis d'un médecin", "l'avis d'un médecin"],
      ['Québec, QC', 'Québec, QC'],
      ['règle 80/20', 'règle 80/20'],
      ['https://x.ca/page#ancre', 'https://x.ca/page#ancre'],
      ['150 minutes', '150 minutes'],
    ]
    for (const [text, written] of cases)
      expect(saved('# titre\na: un\nb: deux\n', { a: text, b: 'deux' }), text).toBe(`# titre\na: ${written}\nb: deux\n`)
    expect(saved('a: un\n', { a: 12 })).toBe('a: 12\n')
    expect(saved('a: un\n', { a: true })).toBe('a: true\n')
    expect(saved('a: un\n', { a: null })).toBe('a: null\n')
  })

  it('writes a text of several lines double-quoted on one line, and a long one without folding it', () => {
    const data = dataOf(SITE)
    data.tagline = 'Votre cœur,\nexpliqué simplement'
    expect(hunk(SITE, saved(SITE, data))).toEqual({ removed: [lineOf(SITE, 'tagline: ')], added: ['tagline: "Votre cœur,\\nexpliqué simplement"'] })
    const long = Array(40).fill('un texte assez long').join(', ')
    const article = dataOf(ARTICLE)
    article.intro = long
    expect(hunk(ARTICLE, saved(ARTICLE, article))).toEqual({ removed: [lineOf(ARTICLE, 'intro: ')], added: [`intro: "${long}"`] })
  })

  it('writes new lists and maps in block style, 2 spaces deep, a list of scalars in flow style if it was', () => {
    expect(saved('a: 1\nt: [x, y]\n', { a: 1, t: ['x', 'z'], b: { c: 'd', e: [1, 2] }, f: [{ g: 'h', i: 'j' }], k: [] })).toBe(
      ['a: 1', 't: [x, z]', 'b:', '  c: d', '  e:', '    - 1', '    - 2', 'f:', '  - g: h', '    i: j', 'k: []', ''].join('\n'),
    )
    expect(saved('l:\n  - a: 1\n    # note\n    b: 2\n', { l: [{ b: 3 }] })).toBe('l:\n    # note\n  - b: 3\n')
  })

  it('leaves to the CMS what it does not handle', () => {
    const unhandled = [
      'a: &x 1\nb: *x\n',
      'a: !!str 1\n',
      'a:\n\tb: 1\n',
      'a: 1\n---\nb: 2\n',
      'a: { b: 1,\n  c: 2 }\n',
      'a:\n- 1\n- 2\n',
      '? a\n: 1\n',
      '- 1\n- 2\n',
      '',
    ]
    for (const text of unhandled) expect(saved(text, { a: 2 }), text).toBeUndefined()
    // A reader of YAML 1.1, which reads a plain date as a date: what it reads back is not the data.
    const dates = (yaml: string) => parse(yaml, { schema: 'yaml-1.1' }) as unknown
    const data = dataOf(ARTICLE)
    data.title = 'Le cœur en hiver'
    expect(keptLayout(ARTICLE, data, dates)).toBeUndefined()
  })
})
