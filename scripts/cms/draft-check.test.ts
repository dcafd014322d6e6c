// What `npm run edit` answers the CMS about to save an entry (./draft-check.ts): the build's checks, run on the entry
// among the repository's files as they are. Expected values are read from content/ and written out by hand.
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { frontMatterAndBody, projectRoot } from '../../src/content/scratch-content.ts'
import { draftProblems, type Draft } from './draft-check.ts'

const article = (id: string) => frontMatterAndBody(join(projectRoot, 'content/articles', `${id}.md`))
const EXISTING = 'hiit-frequence-cardiaque-intervalles-haute-intensite'

describe('an entry checked among all the files before it is saved', () => {
  it('an article saved unchanged has no problem', () => {
    const { data, body } = article(EXISTING)
    expect(draftProblems(projectRoot, { collection: 'articles', name: EXISTING, data, body, images: [] })).toEqual([])
  })

  it('a new article whose text is another article’s is refused, the other file named', () => {
    const { data, body } = article(EXISTING)
    const draft: Draft = { collection: 'articles', name: 'copie-hiit', data: { ...data, canonicalId: 'copie-hiit' }, body, images: [] }
    const messages = draftProblems(projectRoot, draft).map((problem) => problem.message)
    expect(messages.some((message) => message.includes('content/articles/copie-hiit.md') && message.includes('même passage de'))).toBe(true)
  })

  it('a passage another file repeats is placed on the field of the entry that holds it, for the form to mark', () => {
    const { data, body } = article(EXISTING)
    const intro = `${String(data.intro)} Une phrase de plus pour la copie.`
    const draft: Draft = { collection: 'articles', name: 'copie-hiit', data: { ...data, canonicalId: 'copie-hiit', intro }, body: '', images: [] }
    const repeated = draftProblems(projectRoot, draft).filter((problem) => problem.message.includes('même passage de'))
    expect(repeated.length).toBeGreaterThan(0)
    expect(repeated.map((problem) => problem.field)).toEqual(repeated.map(() => 'intro'))
    const inBody = draftProblems(projectRoot, { ...draft, data: { ...draft.data, intro: 'Une introduction à soi.' }, body })
    expect(inBody.filter((problem) => problem.message.includes('même passage de')).map((problem) => problem.field)).toContain('body')
  })

  it('the image the entry uploads with the save counts as there; another one missing is named', () => {
    const { data, body } = article(EXISTING)
    const image = `/images/articles/${EXISTING}-nouvelle.webp`
    const withImage = { collection: 'articles', name: EXISTING, data: { ...data, image }, body }
    expect(draftProblems(projectRoot, { ...withImage, images: [image] })).toEqual([])
    expect(draftProblems(projectRoot, { ...withImage, images: [] })).toEqual([{ field: 'image', message: `fichier public${image} introuvable` }])
  })

  it('an article another one links to cannot be scheduled: the link would lead nowhere until its day', () => {
    const id = 'frequence-cardiaque-normale-age-sexe'
    const { data, body } = article(id)
    const draft: Draft = {
      collection: 'articles',
      name: id,
      data: { ...data, publishedAt: '2099-01-10', modifiedAt: '2099-01-10' },
      body,
      images: [],
    }
    // Every text that links to it (articles, the glossary) says so, each with the link it holds.
    const problems = draftProblems(projectRoot, draft).map((problem) => problem.message)
    expect(problems.length).toBeGreaterThan(0)
    expect(problems).toContain(
      'content/articles/pouls-rapide-lent-irregulier-quand-consulter.md : lien interne vers un article planifié pour le 10 janvier 2099, absent du site jusque-là : /articles/frequence-cardiaque-normale-age-sexe#d-ou-viennent-les-valeurs-normales',
    )
    for (const message of problems)
      expect(message).toMatch(
        /^content\/(?:articles\/[a-z-]+|glossaire)\.md : lien interne vers un article planifié pour le 10 janvier 2099, absent du site jusque-là : \/articles\/frequence-cardiaque-normale-age-sexe/,
      )
  })

  it('an entry of no file the form edits has nothing to check', () => {
    expect(draftProblems(projectRoot, { collection: 'articles', name: '../site', data: {}, body: '', images: [] })).toEqual([])
  })
})
