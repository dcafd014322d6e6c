import { describe, expect, it } from 'vitest'
import { countLabel, pulseCounts } from './pulse-counts'
import { zonesForAge } from './zones'

const counts = (age: number) => {
  const zones = zonesForAge(age)
  return pulseCounts(
    zones.map((zone) => zone.minBpm),
    zones[4]?.maxBpm ?? null,
  ).map(countLabel)
}

describe('the pulse to count for 15 seconds', () => {
  it('age 30: each zone starts at its lower limit ÷ 4 rounded up, and ends one count before the next', () => {
    // Zones 95-114, 114-133, 133-152, 152-171, 171-190 BPM. Starts: 95/4 = 23.75 → 24, 114/4 = 28.5 → 29,
    // 133/4 = 33.25 → 34, 152/4 = 38 → 38, 171/4 = 42.75 → 43; the last ends at 190/4 = 47.5 → 47.
    // 152 falls on a count: zone 3 stops at 37 so that 38 belongs to zone 4 alone.
    expect(counts(30)).toEqual(['24 à 28', '29 à 33', '34 à 37', '38 à 42', '43 à 47'].map((count) => `${count} battements`))
  })

  it('age 45: the same rule on other roundings', () => {
    // Zones 88-105, 105-123, 123-140, 140-158, 158-175. Starts: 22, 105/4 = 26.25 → 27, 123/4 = 30.75 → 31, 140/4 = 35,
    // 158/4 = 39.5 → 40; the last ends at 175/4 = 43.75 → 43.
    expect(counts(45)).toEqual(['22 à 26', '27 à 30', '31 à 34', '35 à 39', '40 à 43'].map((count) => `${count} battements`))
  })

  it('times 4, every count stays inside its zone', () => {
    for (const age of [15, 30, 45, 63, 100]) {
      const zones = zonesForAge(age)
      const found = pulseCounts(
        zones.map((zone) => zone.minBpm),
        zones[4]?.maxBpm ?? null,
      )
      found.forEach((count, index) => {
        const zone = zones[index]
        expect(count && zone && (count.from ?? 0) * 4 >= zone.minBpm && (count.to ?? 0) * 4 <= zone.maxBpm).toBe(true)
      })
    }
  })

  it('says when a zone is open at one end, or too narrow for a count of its own', () => {
    // Lower limits 145, 147 and 153: 37 (36.25 up), 37 (36.75 up) and 39 (38.25 up). The zone from 145 has no count.
    // « battements » goes where French puts it: « 39 battements et plus », not « 39 et plus battements ».
    expect(pulseCounts([null, 145, 147, 153], null).map(countLabel)).toEqual([
      'moins de 37 battements',
      'trop étroite pour un compte',
      '37 à 38 battements',
      '39 battements et plus',
    ])
    expect(countLabel({ from: 40, to: 40 })).toBe('40 battements')
  })
})
