import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fieldOf, fieldSchema, fieldTitle, schemaOfFile, type FieldSchema } from './field-names'
import { projectRoot } from './scratch-content'
import { articleSchema, markdownPageSchema, PAGE_SCHEMAS, siteSchema } from './schema'

/** Every field of a schema, nested ones by their dotted path, with the label and hint its metadata gives. */
function rows(field: FieldSchema, prefix = ''): string[][] {
  return Object.entries(field.properties ?? {}).flatMap(([name, inner]) => {
    const path = `${prefix}${name}`
    const nested = inner.items ?? inner
    return [[`\`${path}\``, inner.label ?? '', inner.hint ?? ''], ...(nested.properties ? rows(nested, `${path}.`) : [])]
  })
}

/** The cells of the README's table under a heading, one row each (its head and rule left out). */
function readmeTable(heading: string): string[][] {
  const readme = readFileSync(join(projectRoot, 'README.md'), 'utf8')
  const lines = readme.slice(readme.indexOf(heading)).split('\n')
  const start = lines.findIndex((line) => line.startsWith('|'))
  const end = lines.findIndex((line, index) => index > start && !line.startsWith('|'))
  return lines.slice(start + 2, end).map((line) =>
    line
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim()),
  )
}

describe('the name of a field', () => {
  it('is the one its own file’s schema gives it, a list item numbered from 1', () => {
    expect(fieldTitle(articleSchema, 'sources.2.year')).toBe('Sources › 3 › Année')
    expect(fieldTitle(articleSchema, 'cta.title')).toBe('Encadré de fin › Titre de l’encadré')
    expect(fieldTitle(siteSchema, 'privacyOfficer.title')).toBe('Responsable des renseignements personnels › Titre')
    // A tool page has from 1 source, an article from 2: each says so, where it sits.
    expect(fieldOf(PAGE_SCHEMAS['test-derive-cardiaque'], 'sources')?.hint).toBe('De 1 à 12 références vérifiées.')
    expect(fieldOf(articleSchema, 'sources')?.hint).toBe('De 2 à 12 références vérifiées.')
    // A field the file does not have keeps its path's own words: no label leaks from another file.
    expect(fieldTitle(siteSchema, 'cta.title')).toBe('cta › title')
  })

  it('is found from the file’s path', () => {
    expect(schemaOfFile('content/articles/x.md')).toBe(articleSchema)
    expect(schemaOfFile('content/site.yaml')).toBe(siteSchema)
    expect(schemaOfFile('content/pages/contact.yaml')).toBe(PAGE_SCHEMAS.contact)
    expect(schemaOfFile('content/legal/dmca.md')).toBe(markdownPageSchema)
    expect(schemaOfFile('content/glossaire.md')).toBe(markdownPageSchema)
    expect(schemaOfFile('content/blocs/regle.md')).toBeNull()
  })
})

describe('the README’s table of an article’s fields', () => {
  it('is the schema’s: each field, its label in the form and its hint', () => {
    expect(readmeTable('#### Les champs d’un article')).toEqual(rows(fieldSchema(articleSchema)))
  })
})
