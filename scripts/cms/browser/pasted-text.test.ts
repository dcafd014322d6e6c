import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse as parseYaml } from 'yaml'
import { frontMatterAndBody, projectRoot } from '../../../src/content/scratch-content.ts'
import { tidyEntry, tidyField } from './pasted-text.ts'

/** A text field of the form, and the Markdown text. */
const tidyText = (text: string) => tidyField('intro', text)
const tidyMarkdown = (text: string) => tidyField('body', text)

describe('text pasted from a word processor, as the CMS saves it', () => {
  it('loses its invisible characters and ligatures', () => {
    expect(tidyText('Le coeur bat\u00ad tran\u200bquil\ufefflement, en ﬁn de séance ﬂuide')).toBe(
      'Le coeur bat tranquillement, en fin de séance fluide',
    )
  })

  it('takes French quotation marks, a space before « % », none before « ! », « ? » and « ; »', () => {
    expect(tidyText('Un pouls “normal” monte de 50% : vous ! Pourquoi ? Ensuite ; enfin')).toBe(
      'Un pouls « normal » monte de 50 % : vous! Pourquoi? Ensuite; enfin',
    )
    // A sign quoted alone keeps its spaces; an address's %2F is not a percentage.
    expect(tidyText('après un « ? » dans https://exemple.ca/a%2Fb')).toBe('après un « ? » dans https://exemple.ca/a%2Fb')
  })

  it('turns a word processor’s bullets and numbered lines into Markdown lists', () => {
    expect(tidyMarkdown('Trois signes :\n•\tessoufflement\n• douleur\n  ◦ au bras\n1.\tD’abord\n2.\tEnsuite')).toBe(
      'Trois signes :\n- essoufflement\n- douleur\n  - au bras\n1. D’abord\n2. Ensuite',
    )
  })

  it('leaves the references as published, in English', () => {
    const sources = [{ title: 'The surprising history of the “HRmax=220-age” equation', publisher: 'A 1% grade' }]
    expect(tidyEntry({ title: '“Vite”', sources, body: '• un' })).toEqual({ title: '« Vite »', sources, body: '- un' })
  })

  it('changes nothing in the repository’s files: saving one unchanged writes it unchanged', () => {
    const dir = (path: string) => readdirSync(join(projectRoot, path)).map((name) => join(projectRoot, path, name))
    for (const file of [...dir('content/articles'), ...dir('content/legal')].filter((name) => name.endsWith('.md'))) {
      const { data, body } = frontMatterAndBody(file)
      expect(tidyEntry({ ...data, body }), file).toEqual({ ...data, body })
    }
    for (const file of [join(projectRoot, 'content/site.yaml'), ...dir('content/pages')].filter((name) => name.endsWith('.yaml'))) {
      const data = parseYaml(readFileSync(file, 'utf8')) as Record<string, unknown>
      expect(tidyEntry(data), file).toEqual(data)
    }
  })
})
