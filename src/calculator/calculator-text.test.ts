import { describe, expect, it } from 'vitest'
import { MAX_FORMULAS } from '../heart-rate/methods'
import { CAUTION, olderNote, YOUTH_AGE, YOUTH_NOTE } from './calculator-text'

const NBSP = '\u00a0'

describe('the note under 18', () => {
  it('gives the gap between the two formulas at 15 and 17, worked out by hand: the classic one about 7 BPM higher', () => {
    // 220 − 15 = 205 and 208 − 0.7 × 15 = 208 − 10.5 = 197.5: 7.5 apart; 220 − 17 = 203 and 208 − 11.9 = 196.1: 6.9 apart.
    expect([15, 17].map((age) => MAX_FORMULAS.fox.estimate(age))).toEqual([205, 203])
    expect([15, 17].map((age) => MAX_FORMULAS.tanaka.estimate(age))).toEqual([197.5, 196.1])
    expect(YOUTH_NOTE).toContain(`la formule classique donne environ 7${NBSP}BPM de plus que celle de Tanaka (205 contre 197,5 à 15${NBSP}ans`)
  })

  it('is the register’s rule in its words, with its status: it recommends no formula, the talk test has the last word', () => {
    expect(YOUTH_AGE).toBe(18)
    expect(YOUTH_NOTE).not.toMatch(/choisissez|s’en approche/)
    expect(YOUTH_NOTE).toMatch(/^De 15 à 17\u00a0ans, /)
    expect(YOUTH_NOTE).toContain('le test de la parole a le dernier mot (convention du site).')
  })
})

describe('the note from 40', () => {
  it('is the register’s rule in its words, with its status: HUNT named, Nes from 40, Gulati for women', () => {
    const note = olderNote(65)
    expect(note).toMatch(/^Selon l’étude HUNT, 220 − âge sous-estime en moyenne le maximum dès 30\u00a0ans/)
    expect(note).toContain('Dès 40\u00a0ans, choisissez dans le calculateur la formule de Nes; une femme peut aussi prendre celle de Gulati')
    // One threshold for everyone: before 40, the classic formula stays, for women too.
    expect(note).toContain('Avant 40\u00a0ans, gardez 220 − âge, femmes comprises')
    expect(note).toContain('vérifiez vos zones au test de la parole (convention du site). ')
  })

  it('then gives what Nes and Gulati give at this age, with figures worked out by hand', () => {
    // 211 − 0.64 × 65 = 211 − 41.6 = 169.4 → 169; 206 − 0.88 × 65 = 206 − 57.2 = 148.8 → 149.
    expect(olderNote(65)).toContain(`À 65${NBSP}ans, la formule de Nes donne 169${NBSP}BPM et celle de Gulati, 149${NBSP}BPM.`)
    // 211 − 0.64 × 50 = 211 − 32 = 179; 206 − 0.88 × 50 = 206 − 44 = 162.
    expect(olderNote(50)).toContain(`À 50${NBSP}ans, la formule de Nes donne 179${NBSP}BPM et celle de Gulati, 162${NBSP}BPM.`)
    expect(olderNote(65)).not.toMatch(/Tanaka donne/)
  })
})

describe('the caution under every estimate', () => {
  it('says the formula’s spread, and leaves what the age changes to the rules’ notes', () => {
    // Every space of the figure is a no-break one: « environ 10 à 12 BPM » stays on one line.
    expect(CAUTION).toContain(`écart type d’environ${NBSP}10${NBSP}à${NBSP}12${NBSP}BPM`)
    expect(CAUTION).not.toMatch(/HUNT|Nes|Gulati|Dès 30/)
  })
})
