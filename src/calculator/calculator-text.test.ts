import { describe, expect, it } from 'vitest'
import { MAX_FORMULAS } from '../heart-rate/methods'
import { olderNote, YOUTH_AGE, YOUTH_NOTE } from './calculator-text'

describe('the note under 18', () => {
  it('gives the gap between the two formulas at 15 and 17, worked out by hand: the classic one about 7 BPM higher', () => {
    // 220 − 15 = 205 and 208 − 0.7 × 15 = 208 − 10.5 = 197.5: 7.5 apart; 220 − 17 = 203 and 208 − 11.9 = 196.1: 6.9 apart.
    expect([15, 17].map((age) => MAX_FORMULAS.fox.estimate(age))).toEqual([205, 203])
    expect([15, 17].map((age) => MAX_FORMULAS.tanaka.estimate(age))).toEqual([197.5, 196.1])
    expect(YOUTH_NOTE).toContain('la formule classique donne environ 7\u00a0BPM de plus que celle de Tanaka')
  })

  it('recommends no formula: the talk test has the last word', () => {
    expect(YOUTH_AGE).toBe(18)
    expect(YOUTH_NOTE).not.toMatch(/choisissez|s’en approche/)
    expect(YOUTH_NOTE).toContain('le test de la parole a le dernier mot')
  })
})

describe('the note from 40', () => {
  it('makes one recommendation, Nes, and Gulati for women, with figures worked out by hand', () => {
    // 211 − 0.64 × 65 = 211 − 41.6 = 169.4 → 169; 206 − 0.88 × 65 = 206 − 57.2 = 148.8 → 149.
    const note = olderNote(65)
    expect(note).toContain('la formule de Nes donne 169\u00a0BPM\u00a0: choisissez-la')
    expect(note).toContain('(149\u00a0BPM à cet âge), jamais Nes ni Tanaka')
    expect(note).not.toMatch(/choisissez-en une|Tanaka donne/)
  })
})
