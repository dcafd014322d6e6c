import { describe, expect, it } from 'vitest'
import { reserveClass } from '../heart-rate/effort-scales'
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
const pct = (text: string) => text.replaceAll(NBSP, ' ')

describe('reserve zones carry their own labels', () => {
  it('age 30, resting 60: ACSM class, share of the maximum, and the talk test of the class', () => {
    const result = calculate(input(30, 60))!
    const extras = zoneExtras(result, NO_CHOICES)
    // Maximum 190, reserve 130. Zone 1: 60 + 65 = 125 to 60 + 78 = 138 BPM; 125/190 = 65.8 → 66 %, 138/190 = 72.6 → 73 %.
    // 50 % of the reserve is ACSM's moderate class (40-59 %): full sentences, Borg 12 and 13.
    expect(extras[1]).toEqual({
      name: 'Intensité moyenne',
      reference: `50–60${NBSP}% de la réserve · ≈${NBSP}66–73${NBSP}% de la FC${NBSP}max`,
      talkTest: 'phrases complètes · Borg 12 et 13',
    })
    // Zone 2: 138 to 60 + 91 = 151; 151/190 = 79.5 → 79 %. 60 % of the reserve is vigorous (60-89 %): a few words.
    expect(pct(extras[2]?.reference ?? '')).toBe('60–70 % de la réserve · ≈ 73–79 % de la FC max')
    expect(extras[2]?.name).toBe('Intensité élevée')
    expect(extras[2]?.talkTest).toBe('quelques mots · Borg 14 à 17')
    // Zones 3 and 4 (70 and 80 % of the reserve) are vigorous too: 151-164 BPM is 79-86 %, 164-177 is 86-93 %.
    expect(pct(extras[3]?.reference ?? '')).toBe('70–80 % de la réserve · ≈ 79–86 % de la FC max')
    expect(pct(extras[4]?.reference ?? '')).toBe('80–90 % de la réserve · ≈ 86–93 % de la FC max')
    // Zone 5 starts at 90 % of the reserve: near-maximal, speaking is impossible.
    expect(extras[5]).toMatchObject({ name: 'Intensité quasi maximale', talkTest: 'parler est impossible · Borg 18 et plus' })
  })

  it('age 60, Tanaka, resting 60: the same classes on other shares of the maximum', () => {
    // 208 − 0.7 × 60 = 166, reserve 106: 113-124, 124-134, 134-145, 145-155, 155-166 BPM.
    // 113/166 = 68.1 → 68, 124/166 = 74.7 → 75, 134/166 = 80.7 → 81, 145/166 = 87.3 → 87, 155/166 = 93.4 → 93.
    const extras = zoneExtras(calculate(input(60, 60, 'tanaka'))!, NO_CHOICES)
    expect([1, 2, 3, 4, 5].map((zone) => pct(extras[zone as 1]?.reference ?? ''))).toEqual([
      '50–60 % de la réserve · ≈ 68–75 % de la FC max',
      '60–70 % de la réserve · ≈ 75–81 % de la FC max',
      '70–80 % de la réserve · ≈ 81–87 % de la FC max',
      '80–90 % de la réserve · ≈ 87–93 % de la FC max',
      '90–100 % de la réserve · ≈ 93–100 % de la FC max',
    ])
    expect([1, 2, 3, 4, 5].map((zone) => extras[zone as 1]?.name)).toEqual([
      'Intensité moyenne',
      'Intensité élevée',
      'Intensité élevée',
      'Intensité élevée',
      'Intensité quasi maximale',
    ])
  })

  it('reads ACSM’s class boundaries on the reserve as Garber et al. (2011) give them', () => {
    expect([29, 30, 39, 40, 59, 60, 89, 90].map((percent) => reserveClass(percent).name)).toEqual([
      'très faible',
      'faible',
      'faible',
      'moyenne',
      'moyenne',
      'élevée',
      'élevée',
      'quasi maximale',
    ])
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
    // The site's zones on Borg's 6-20 scale: 9-10, 11-12, 13-14, 15-16, 17-19; talk tests from the zones guide.
    expect([1, 2, 3, 4, 5].map((zone) => extras[zone as 1]?.figure)).toEqual([
      'Borg 9 et 10',
      'Borg 11 et 12',
      'Borg 13 et 14',
      'Borg 15 et 16',
      'Borg 17 à 19',
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
