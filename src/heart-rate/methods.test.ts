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
    expect(withAge(15)).toMatchObject({ max: 205, maxFrom: 'formula', reserve: null })
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

describe('with a resting rate, the zones stay in % of the maximum and ACSM’s classes on the reserve join them (Karvonen)', () => {
  const classes = (result: ReturnType<typeof calculate>) => result?.reserve?.classes.map((c) => [c.name, c.minBpm, c.maxBpm])

  it('keeps the five zones of the spec, whatever the resting rate', () => {
    expect(ranges(calculate({ age: 30, formula: 'fox', resting: 60, knownMax: null }))).toEqual(ranges(withAge(30)))
  })

  it.each([
    // reserve 140 above 50: 30 % = 42 → 92, 40 % = 56 → 106, 60 % = 84 → 134, 90 % = 126 → 176; each class stops one beat before the next.
    [
      50,
      [
        ['faible', 92, 105],
        ['moyenne', 106, 133],
        ['élevée', 134, 175],
        ['quasi maximale', 176, 190],
      ],
    ],
    // reserve 130 above 60: 39 → 99, 52 → 112, 78 → 138, 117 → 177.
    [
      60,
      [
        ['faible', 99, 111],
        ['moyenne', 112, 137],
        ['élevée', 138, 176],
        ['quasi maximale', 177, 190],
      ],
    ],
    // reserve 115 above 75: 34.5 → 109.5 → 110, 46 → 121, 69 → 144, 103.5 → 178.5 → 179.
    [
      75,
      [
        ['faible', 110, 120],
        ['moyenne', 121, 143],
        ['élevée', 144, 178],
        ['quasi maximale', 179, 190],
      ],
    ],
  ])('age 30 (maximum 190), resting %i BPM', (resting, expected) => {
    const result = calculate({ age: 30, formula: 'fox', resting, knownMax: null })
    expect(result?.reserve?.resting).toBe(resting)
    expect(classes(result)).toEqual(expected)
  })

  it('names each class’s bands as ACSM gives them, in % of the reserve and of the maximum', () => {
    const result = calculate({ age: 30, formula: 'fox', resting: 60, knownMax: null })
    expect(result?.reserve?.classes.map((c) => [c.reserveBand, c.maxBand, c.borg])).toEqual([
      ['30–39', '57–63', '9 à 11'],
      ['40–59', '64–76', '12 et 13'],
      ['60–89', '77–95', '14 à 17'],
      ['90–100', '96–100', '18 et plus'],
    ])
  })
})

describe('a maximum measured in a test', () => {
  it('replaces the formula, alone or with a resting rate', () => {
    expect(calculate({ age: 30, formula: 'tanaka', resting: null, knownMax: 182 })).toMatchObject({ max: 182, maxFrom: 'test', reserve: null })
    // reserve 182 − 60 = 122: 36.6 → 97, 48.8 → 109, 73.2 → 133, 109.8 → 170
    const result = calculate({ age: 30, formula: 'fox', resting: 60, knownMax: 182 })
    expect(result?.reserve?.classes.map((c) => [c.minBpm, c.maxBpm])).toEqual([
      [97, 108],
      [109, 132],
      [133, 169],
      [170, 182],
    ])
  })

  it('gives no classes when the resting rate is not below the maximum', () => {
    expect(calculate({ age: 100, formula: 'fox', resting: 120, knownMax: null })?.reserve).toBeNull()
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

  it('counts heart rates in whole beats: a measured maximum of 181.5 is 182, a resting rate of 52.5 is 53', () => {
    const result = calculate({ age: 30, formula: 'fox', resting: 52.5, knownMax: 181.5 })
    // 182: 91, 109.2 → 109, 127.4 → 127, 145.6 → 146, 163.8 → 164.
    expect(ranges(result)).toEqual([
      [91, 109],
      [109, 127],
      [127, 146],
      [146, 164],
      [164, 182],
    ])
    // reserve 182 − 53 = 129: 38.7 → 39 → 92, 51.6 → 52 → 105, 77.4 → 77 → 130, 116.1 → 116 → 169.
    expect(result?.reserve?.resting).toBe(53)
    expect(result?.reserve?.classes.map((c) => c.minBpm)).toEqual([92, 105, 130, 169])
  })
})
