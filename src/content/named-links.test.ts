import { describe, expect, it } from 'vitest'
import { splitNamedLinks } from './named-links'

describe('a tool page paragraph’s named links', () => {
  it('splits the text around each link, keeping its words and key', () => {
    expect(splitNamedLinks('Voyez [la ligne](lien:aneb), ou [le Q-AAP+](lien:qaap).')).toEqual([
      { text: 'Voyez ' },
      { words: 'la ligne', key: 'aneb' },
      { text: ', ou ' },
      { words: 'le Q-AAP+', key: 'qaap' },
      { text: '.' },
    ])
  })

  it('splits a link to a page of the site too, keeping its path and place: a rule’s status, whom to call', () => {
    expect(
      splitNamedLinks(
        'Trois séances ([convention du site](/registre-des-regles#regle-essai)) : [composez le 9-1-1](/articles/pouls-anormal-quand-consulter#appel-essai).',
      ),
    ).toEqual([
      { text: 'Trois séances (' },
      { words: 'convention du site', path: '/registre-des-regles#regle-essai' },
      { text: ') : ' },
      { words: 'composez le 9-1-1', path: '/articles/pouls-anormal-quand-consulter#appel-essai' },
      { text: '.' },
    ])
  })

  it('leaves a paragraph without a named link whole, and an ordinary bracket alone', () => {
    expect(splitNamedLinks('Un pouls [compté] pendant 60 secondes (au poignet).')).toEqual([
      { text: 'Un pouls [compté] pendant 60 secondes (au poignet).' },
    ])
  })
})
