import { describe, expect, it } from 'vitest'
import { placeId } from './place-id'

describe('a place’s id, from its title', () => {
  it('folds accents and ligatures, lowers the case and joins the words with hyphens', () => {
    expect(placeId('SANTÉ CARDIAQUE')).toBe('sante-cardiaque')
    expect(placeId('Le cœur au froid')).toBe('le-coeur-au-froid')
    expect(placeId('Zone 2 : l’endurance')).toBe('zone-2-l-endurance')
  })
})
