import { describe, expect, it } from 'vitest'
import { formatBpmRange, INVALID_AGE_MESSAGE, isValidAge, maxHeartRate, percentLabel, ZONES, zonesForAge } from './zones'

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

  it('has the alert text of the spec', () => {
    expect(INVALID_AGE_MESSAGE).toBe('Veuillez entrer un âge valide entre 15 et 100 ans.')
  })
})
