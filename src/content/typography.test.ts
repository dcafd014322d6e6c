import { describe, expect, it } from 'vitest'
import { frenchSpacing, withFrenchSpacing } from './typography'

describe('French spacing', () => {
  it('puts a non-breaking space before : % $ » and after «, and none before ; ? ! (Québec usage)', () => {
    expect(frenchSpacing('Zone 2 : de 60 à 70 %, soit « endurance » pour 800 $; prêt? oui!')).toBe(
      'Zone 2\u00a0: de 60 à 70\u00a0%, soit «\u00a0endurance\u00a0» pour 800\u00a0$; prêt? oui!',
    )
  })

  it('leaves addresses, times and text without spaces alone', () => {
    expect(frenchSpacing('https://www.exemple.ca/a:b 10:30 100%')).toBe('https://www.exemple.ca/a:b 10:30 100%')
  })

  it('reaches every string of a YAML value', () => {
    expect(withFrenchSpacing({ a: ['Titre : x'], b: { c: 'url https://x.ca' }, n: 3 })).toEqual({ a: ['Titre\u00a0: x'], b: { c: 'url https://x.ca' }, n: 3 })
  })
})
