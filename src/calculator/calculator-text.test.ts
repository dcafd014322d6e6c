import { describe, expect, it } from 'vitest'
import { MAX_FORMULAS } from '../heart-rate/methods'
import { YOUTH_AGE, YOUTH_NOTE } from './calculator-text'

describe('the note under 18', () => {
  it('gives the gap between the two formulas at 15 and 17, worked out by hand: about 7 BPM', () => {
    // 220 − 15 = 205 and 208 − 0.7 × 15 = 208 − 10.5 = 197.5: 7.5 apart; 220 − 17 = 203 and 208 − 11.9 = 196.1: 6.9 apart.
    expect([15, 17].map((age) => MAX_FORMULAS.fox.estimate(age))).toEqual([205, 203])
    expect([15, 17].map((age) => MAX_FORMULAS.tanaka.estimate(age))).toEqual([197.5, 196.1])
    expect(YOUTH_NOTE).toContain('environ 7\u00a0BPM de moins')
  })

  it('recommends no formula: the talk test has the last word', () => {
    expect(YOUTH_AGE).toBe(18)
    expect(YOUTH_NOTE).not.toMatch(/choisissez|s’en approche/)
    expect(YOUTH_NOTE).toContain('le test de la parole a le dernier mot')
  })
})
