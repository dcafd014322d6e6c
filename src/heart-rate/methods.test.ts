import { describe, expect, it } from 'vitest'
import { calculate, MAX_FORMULAS, type MaxFormula } from './methods'

const ranges = (result: ReturnType<typeof calculate>) => result!.zones.map((zone) => [zone.minBpm, zone.maxBpm])
const withAge = (age: number, formula: MaxFormula = 'fox') => calculate({ age, formula, resting: null, knownMax: null })!

describe('maximum heart rate formulas, worked out by hand at 20, 40, 60 and 80', () => {
  it.each([
    // 220 − age
    ['fox', [200, 180, 160, 140]],
    // 208 − 0.7 × age: 208 − 14, 208 − 28, 208 − 42, 208 − 56
    ['tanaka', [194, 180, 166, 152]],
    // 206 − 0.88 × age: 188.4, 170.8, 153.2, 135.6
    ['gulati', [188, 171, 153, 136]],
    // 211 − 0.64 × age: 198.2, 185.4, 172.6, 159.8
    ['nes', [198, 185, 173, 160]],
  ] as const)('%s', (formula, expected) => {
    expect([20, 40, 60, 80].map((age) => withAge(age, formula).max)).toEqual(expected)
  })

  it('keeps halves exact: Tanaka at 45 is 176.5, rounded up to 177', () => {
    expect(MAX_FORMULAS.tanaka.estimate(45)).toBe(176.5)
    expect(withAge(45, 'tanaka').max).toBe(177)
  })
})

describe('with only an age, the spec: 220 − age and % of the maximum', () => {
  it('at 15 and 100, the age limits', () => {
    expect(withAge(15)).toMatchObject({ max: 205, method: 'max', maxFrom: 'formula' })
    expect(ranges(withAge(15))).toEqual([
      [103, 123],
      [123, 144],
      [144, 164],
      [164, 185],
      [185, 205],
    ])
    expect(ranges(withAge(100))).toEqual([
      [60, 72],
      [72, 84],
      [84, 96],
      [96, 108],
      [108, 120],
    ])
  })
})

describe('Karvonen: resting + percent × (maximum − resting), at 30 years (maximum 190)', () => {
  it.each([
    // reserve 140: 70, 84, 98, 112, 126 above 50
    [
      50,
      [
        [120, 134],
        [134, 148],
        [148, 162],
        [162, 176],
        [176, 190],
      ],
    ],
    // reserve 130: 65, 78, 91, 104, 117 above 60
    [
      60,
      [
        [125, 138],
        [138, 151],
        [151, 164],
        [164, 177],
        [177, 190],
      ],
    ],
    // reserve 115: 57.5 → 132.5 → 133, 69, 80.5 → 155.5 → 156, 92, 103.5 → 178.5 → 179
    [
      75,
      [
        [133, 144],
        [144, 156],
        [156, 167],
        [167, 179],
        [179, 190],
      ],
    ],
  ])('resting %i BPM', (resting, expected) => {
    const result = calculate({ age: 30, formula: 'fox', resting, knownMax: null })
    expect(result?.method).toBe('reserve')
    expect(ranges(result)).toEqual(expected)
  })
})

describe('a maximum measured in a test', () => {
  it('replaces the formula, alone or with a resting rate', () => {
    expect(calculate({ age: 30, formula: 'tanaka', resting: null, knownMax: 182 })).toMatchObject({ max: 182, maxFrom: 'test' })
    // reserve 182 − 60 = 122: 61 → 121, 73.2 → 133, 85.4 → 145, 97.6 → 158, 109.8 → 170
    expect(ranges(calculate({ age: 30, formula: 'fox', resting: 60, knownMax: 182 }))).toEqual([
      [121, 133],
      [133, 145],
      [145, 158],
      [158, 170],
      [170, 182],
    ])
  })

  it('falls back to % of the maximum when the resting rate is not below the maximum', () => {
    expect(calculate({ age: 100, formula: 'fox', resting: 120, knownMax: null })?.method).toBe('max')
  })
})

describe('never an impossible figure', () => {
  it('gives no zones where the maximum is not a positive number of beats', () => {
    // 220 − 220 = 0 and 220 − 525 = −305 (« 52,5 » typed where a keyboard drops the comma): no figure at all.
    expect(calculate({ age: 220, formula: 'fox', resting: null, knownMax: null })).toBeNull()
    expect(calculate({ age: 525, formula: 'fox', resting: null, knownMax: null })).toBeNull()
    // Tanaka at 300: 208 − 210 = −2.
    expect(calculate({ age: 300, formula: 'tanaka', resting: 60, knownMax: null })).toBeNull()
    // 219 leaves 1 beat: absurd, but not impossible; the age field says it is out of bounds.
    expect(withAge(219).max).toBe(1)
  })

  it('counts heart rates in whole beats: a resting rate of 52.5 is read as 53, a measured maximum of 181.5 as 182', () => {
    // reserve 182 − 53 = 129: 64.5 → 65 → 118, 77.4 → 77 → 130, 90.3 → 90 → 143, 103.2 → 103 → 156, 116.1 → 116 → 169
    expect(ranges(calculate({ age: 30, formula: 'fox', resting: 52.5, knownMax: 181.5 }))).toEqual([
      [118, 130],
      [130, 143],
      [143, 156],
      [156, 169],
      [169, 182],
    ])
  })
})
