import { describe, expect, it } from 'vitest'
import { formatBpmRange, INVALID_AGE_MESSAGE, isValidAge, maxHeartRate, parseTypedNumber, percentLabel, ZONES, zonesForAge } from './zones'

const ranges = (age: number) => zonesForAge(age).map((zone) => [zone.minBpm, zone.maxBpm])

describe('the five zones of the spec (220 − age, each bound rounded, zone 5 ending at the maximum)', () => {
  // Worked out by hand: for 45, the maximum is 175; 50 % is 87.5 → 88, 70 % is 122.5 → 123, 90 % is 157.5 → 158.
  it.each([
    [
      15,
      205,
      [
        [103, 123],
        [123, 144],
        [144, 164],
        [164, 185],
        [185, 205],
      ],
    ],
    [
      25,
      195,
      [
        [98, 117],
        [117, 137],
        [137, 156],
        [156, 176],
        [176, 195],
      ],
    ],
    [
      30,
      190,
      [
        [95, 114],
        [114, 133],
        [133, 152],
        [152, 171],
        [171, 190],
      ],
    ],
    [
      45,
      175,
      [
        [88, 105],
        [105, 123],
        [123, 140],
        [140, 158],
        [158, 175],
      ],
    ],
    [
      100,
      120,
      [
        [60, 72],
        [72, 84],
        [84, 96],
        [96, 108],
        [108, 120],
      ],
    ],
  ])('age %i: maximum %i BPM and the zones %j', (age, max, expected) => {
    expect(maxHeartRate(age)).toBe(max)
    expect(ranges(age)).toEqual(expected)
  })

  it('names, percentages and colours, zone 1 to zone 5', () => {
    expect(ZONES.map((zone) => [zone.number, zone.name, percentLabel(zone)])).toEqual([
      [1, 'Récupération', '50–60\u00a0%'],
      [2, 'Endurance', '60–70\u00a0%'],
      [3, 'Aérobie', '70–80\u00a0%'],
      [4, 'Seuil', '80–90\u00a0%'],
      [5, 'Maximum', '90–100\u00a0%'],
    ])
    expect(new Set(ZONES.map((zone) => zone.color)).size).toBe(5)
  })

  it('writes a range with an en dash and a non-breaking space before BPM', () => {
    expect(formatBpmRange(95, 114)).toBe('95–114\u00a0BPM')
  })
})

describe('age validation', () => {
  it('accepts 15 to 100 and nothing else', () => {
    for (const age of [15, 15.5, 30, 99, 100]) expect(isValidAge(age)).toBe(true)
    for (const age of [14, 14.9, 100.5, 101, -1, 0, null]) expect(isValidAge(age)).toBe(false)
  })

  it('reads the field: empty or unreadable gives null, never NaN; a decimal comma is read', () => {
    expect(parseTypedNumber('')).toBeNull()
    expect(parseTypedNumber('   ')).toBeNull()
    expect(parseTypedNumber('abc')).toBeNull()
    expect(parseTypedNumber('42')).toBe(42)
    expect(parseTypedNumber(' 7 ')).toBe(7)
    expect(parseTypedNumber('32,5')).toBe(32.5)
  })

  it('reads a French keyboard’s decimal comma as well as a point, and reads nothing else as a number', () => {
    expect(parseTypedNumber('52,5')).toBe(52.5)
    expect(parseTypedNumber('52.5')).toBe(52.5)
    // The comma just typed, its decimal not yet: the age so far.
    expect(parseTypedNumber('52,')).toBe(52)
    expect(parseTypedNumber(',5')).toBe(0.5)
    // Out of bounds but readable: the results follow it (spec §5), the field says it is not valid.
    expect(parseTypedNumber('-3')).toBe(-3)
    expect(parseTypedNumber('0')).toBe(0)
    // Not an age as typed: JavaScript would read some of them (1e2 is 100, 0x10 is 16), the field does not.
    for (const text of ['52 ans', '1e2', '0x10', '5,2,3', '52,,5', '-', ',', 'Infinity']) expect(parseTypedNumber(text), text).toBeNull()
  })

  it('has the alert text of the spec', () => {
    expect(INVALID_AGE_MESSAGE).toBe('Veuillez entrer un âge valide entre 15 et 100 ans.')
  })
})
