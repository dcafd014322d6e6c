import { describe, expect, it } from 'vitest'
import { REPEATED_PASSAGE_WORDS, repeatedPassages } from './repeated-passages'

/** 30 words that say something, numbered so that each is different. */
const PARAGRAPH =
  'Si votre fréquence au repos dépasse sa valeur habituelle d’au moins 5 BPM pendant 3 jours, allégez l’entraînement, dormez davantage, buvez assez d’eau et attendez le retour à la normale avant de reprendre les intervalles.'
const words = (text: string) => text.split(/\s+/).length

describe('two files that share a long identical passage', () => {
  it('are named together, with the passage’s length and its first twelve words', () => {
    expect(words(PARAGRAPH)).toBeGreaterThanOrEqual(REPEATED_PASSAGE_WORDS)
    const problems = repeatedPassages([
      { file: 'content/articles/a.md', texts: [`Une introduction propre. ${PARAGRAPH} Une fin propre à A.`] },
      { file: 'content/articles/b.md', texts: [`Tout autre chose ici. ${PARAGRAPH} Et la fin de B.`] },
    ])
    expect(problems).toEqual([
      {
        file: 'content/articles/b.md',
        message:
          'même passage de 35 mots que content/articles/a.md (« Si votre fréquence au repos dépasse sa valeur habituelle d’au moins 5… ») ; gardez-le dans un seul des deux fichiers et, dans l’autre, faites un lien vers lui (dans le CMS : un lien Markdown vers l’adresse de la page); un passage que plusieurs pages doivent dire mot pour mot va dans un bloc de content/blocs, à créer dans le dépôt, inclus par {{bloc:nom}}',
      },
    ])
  })

  // The same passage written otherwise in b.md.
  it.each([
    [
      'are found through differences of spacing, apostrophes, quotation marks, letter case and Markdown marks',
      PARAGRAPH.replaceAll('’', "'").replaceAll(' ', '\u00a0 ').replace('Si votre', '**si** votre').replace('5 BPM', '« 5 BPM »'),
    ],
    [
      'ignore a link’s address: the words of the link count, not where it goes',
      PARAGRAPH.replace('fréquence au repos', '[fréquence au repos](/articles/frequence-cardiaque-repos-indicateur-sante)'),
    ],
  ])('%s', (_what, retyped) => {
    expect(
      repeatedPassages([
        { file: 'a.md', texts: [PARAGRAPH] },
        { file: 'b.md', texts: [retyped] },
      ]),
    ).toHaveLength(1)
  })
})

describe('what is not boilerplate', () => {
  const shortened = PARAGRAPH.split(' ')
    .slice(0, REPEATED_PASSAGE_WORDS - 1)
    .join(' ')

  it('a passage one word shorter than the limit', () => {
    expect(
      repeatedPassages([
        { file: 'a.md', texts: [`Premier texte. ${shortened} Conclusion alpha.`] },
        { file: 'b.md', texts: [`Second article. ${shortened} Remarque bêta.`] },
      ]),
    ).toEqual([])
  })

  it('a shared block included by both, the same inclusion in two files', () => {
    expect(
      repeatedPassages([
        { file: 'a.md', texts: ['Début de A.\n\n{{bloc:securite-effort}}\n\nFin de A.'] },
        { file: 'b.md', texts: ['Début de B.\n\n{{bloc:securite-effort}}\n\nFin de B.'] },
        { file: 'content/blocs/securite-effort.md', texts: [PARAGRAPH] },
      ]),
    ).toEqual([])
  })

  it('a passage that runs from one text of a file into the next (two fields of a page)', () => {
    const [head, tail] = [PARAGRAPH.split(' ').slice(0, 15).join(' '), PARAGRAPH.split(' ').slice(15).join(' ')]
    expect(
      repeatedPassages([
        { file: 'a.md', texts: [PARAGRAPH] },
        { file: 'page.yaml', texts: [head, tail] },
      ]),
    ).toEqual([])
  })

  it('two files of one group (the legal pages), which may repeat legal formulas; each still against the others', () => {
    const legal = (file: string) => ({ file, texts: [PARAGRAPH], group: 'legal' })
    expect(repeatedPassages([legal('conditions.md'), legal('limite.md')])).toEqual([])
    expect(repeatedPassages([legal('conditions.md'), { file: 'article.md', texts: [PARAGRAPH] }])).toHaveLength(1)
  })
})
