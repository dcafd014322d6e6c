import { describe, expect, it } from 'vitest'
import { DEFAULT_AGE, INVALID_AGE_MESSAGE, isValidAge, MAX_AGE, maxHeartRate, MIN_AGE, parseAge, ZONES, zonesForAge } from './zones'

const ages = Array.from({ length: MAX_AGE - MIN_AGE + 1 }, (_, i) => MIN_AGE + i)

describe('zonesForAge', () => {
  it('gives the zones of the spec for the default age of 30', () => {
    expect(DEFAULT_AGE).toBe(30)
    expect(zonesForAge(30).map((z) => [z.name, z.percentLabel, z.minBpm, z.maxBpm])).toEqual([
      ['Récupération', '50-60\u00a0%', 95, 114],
      ['Endurance', '60-70\u00a0%', 114, 133],
      ['Aérobie', '70-80\u00a0%', 133, 152],
      ['Seuil', '80-90\u00a0%', 152, 171],
      ['Maximum', '90-100\u00a0%', 171, 190],
    ])
  })

  it.each(ages)('follows 220 − age with rounded bounds at age %i', (age) => {
    const max = 220 - age
    expect(maxHeartRate(age)).toBe(max)
    const zones = zonesForAge(age)
    expect(zones).toHaveLength(5)
    const shares = [0.5, 0.6, 0.7, 0.8, 0.9, 1]
    zones.forEach((zone, i) => {
      expect(zone.minBpm).toBe(Math.round(max * shares[i]))
      expect(zone.maxBpm).toBe(Math.round(max * shares[i + 1]))
      expect(zone.minBpm).toBeLessThan(zone.maxBpm)
      if (i > 0) expect(zone.minBpm).toBe(zones[i - 1].maxBpm)
    })
    expect(zones[4].maxBpm).toBe(max)
  })

  it('rounds half up like Math.round (age 25: 195 × 0.5 = 97.5 → 98)', () => {
    expect(zonesForAge(25)[0].minBpm).toBe(98)
  })

  it('gives every zone a name, a colour and its number', () => {
    expect(ZONES.map((z) => z.number)).toEqual([1, 2, 3, 4, 5])
    for (const zone of ZONES) expect(zone.color).toMatch(/^#[0-9a-f]{6}$/)
  })
})

describe('age validation', () => {
  it('accepts 15 to 100 and nothing else', () => {
    for (const age of ages) expect(isValidAge(age)).toBe(true)
    for (const age of [14, 14.9, 100.5, 101, -1, 0, null]) expect(isValidAge(age)).toBe(false)
  })

  it('reads the field: empty or unreadable gives null, never NaN', () => {
    expect(parseAge('')).toBeNull()
    expect(parseAge('   ')).toBeNull()
    expect(parseAge('abc')).toBeNull()
    expect(parseAge('42')).toBe(42)
    expect(parseAge(' 7 ')).toBe(7)
  })

  it('has the alert text of the spec', () => {
    expect(INVALID_AGE_MESSAGE).toBe('Veuillez entrer un âge valide entre 15 et 100 ans.')
  })
})
