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

  it('leaves a paragraph without a named link whole, and an ordinary bracket alone', () => {
    expect(splitNamedLinks('Un pouls [compté] pendant 60 secondes (au poignet).')).toEqual([
      { text: 'Un pouls [compté] pendant 60 secondes (au poignet).' },
    ])
  })
})
