import { describe, expect, it } from 'vitest'
import { calculate, type CalculatorInput } from '../heart-rate/methods'
import { NO_CHOICES } from '../heart-rate/option-values'
import { zoneExtras } from './zone-extras'

const input = (age: number, resting: number | null, formula: CalculatorInput['formula'] = 'fox'): CalculatorInput => ({
  age,
  formula,
  resting,
  knownMax: null,
})
const NBSP = '\u00a0'

describe('the zones’ rows', () => {
  it('are the same five zones with a resting rate as without: no other label', () => {
    expect(zoneExtras(calculate(input(30, 60))!, NO_CHOICES)).toEqual({ 1: {}, 2: {}, 3: {}, 4: {}, 5: {} })
  })

  it('leaves the % of maximum zones as the spec has them, unless counts are asked for', () => {
    const result = calculate(input(30, null))!
    expect(zoneExtras(result, NO_CHOICES)).toEqual({ 1: {}, 2: {}, 3: {}, 4: {}, 5: {} })
    // 95-114 BPM: 95/4 = 23.75 → 24 up to one below zone 2's start, 114/4 = 28.5 → 29.
    expect(zoneExtras(result, { ...NO_CHOICES, pulse: true })[1]).toEqual({ count: `En 15${NBSP}s${NBSP}: 24 à 28 battements` })
  })
})

describe('where zones do not apply', () => {
  it('shows perceived exertion and the talk test, and no BPM nor count, whatever the other options', () => {
    const result = calculate(input(30, 60))!
    const extras = zoneExtras(result, { ...NO_CHOICES, pulse: true, situation: 'medicament' })
    // The site's zones on Borg's 6-20 scale: 9-10, 11-12, 13-14, 15-16, 17-20; talk tests from the zones guide.
    expect([1, 2, 3, 4, 5].map((zone) => extras[zone as 1]?.figure)).toEqual([
      'Borg 9 et 10',
      'Borg 11 et 12',
      'Borg 13 et 14',
      'Borg 15 et 16',
      'Borg 17 à 20',
    ])
    expect(extras[1]).toEqual({
      figure: 'Borg 9 et 10',
      reference: 'Effort ressenti (échelle de Borg, de 6 à 20)',
      talkTest: 'conversation facile',
    })
    expect(extras[5]?.talkTest).toBe('parler est impossible')
    expect(JSON.stringify(extras)).not.toMatch(/BPM|battements|\d{3}/)
  })
})
