import { describe, expect, it } from 'vitest'
import { frielZones } from './friel-zones'
import { thresholdCounts, thresholdRange } from '../calculator/ThresholdZones'
import { countLabel } from './pulse-counts'

const ranges = (threshold: number, sport: 'course' | 'velo') =>
  frielZones(threshold, sport).map((zone) => thresholdRange(zone).replaceAll('\u00a0', ' '))

describe('Friel’s zones on the lactate-threshold heart rate', () => {
  it('threshold 170, running: 85, 90, 95, 100, 103 and 107 % start zones 2 to 5c', () => {
    // 170 × 85 % = 144.5 → 145, × 90 % = 153, × 95 % = 161.5 → 162, × 100 % = 170, × 103 % = 175.1 → 175,
    // × 107 % = 181.9 → 182; each zone ends one beat before the next starts.
    expect(ranges(170, 'course')).toEqual([
      'moins de 145 BPM',
      '145–152 BPM',
      '153–161 BPM',
      '162–169 BPM',
      '170–174 BPM',
      '175–181 BPM',
      '182 BPM et plus',
    ])
    expect(frielZones(170, 'course').map((zone) => zone.band.replaceAll('\u00a0', ' '))).toEqual([
      'moins de 85 %',
      '85–89 %',
      '90–94 %',
      '95–99 %',
      '100–102 %',
      '103–106 %',
      'plus de 106 %',
    ])
  })

  it('threshold 170, cycling: 81, 90, 94 % below the threshold, the same bands above it', () => {
    // 170 × 81 % = 137.7 → 138, × 94 % = 159.8 → 160.
    expect(ranges(170, 'velo')).toEqual([
      'moins de 138 BPM',
      '138–152 BPM',
      '153–159 BPM',
      '160–169 BPM',
      '170–174 BPM',
      '175–181 BPM',
      '182 BPM et plus',
    ])
    expect(
      frielZones(170, 'velo')
        .slice(0, 4)
        .map((zone) => zone.band.replaceAll('\u00a0', ' ')),
    ).toEqual(['moins de 81 %', '81–89 %', '90–93 %', '94–99 %'])
  })
})

describe('Friel’s zones for a lower threshold', () => {
  it('threshold 150, both sports', () => {
    // Running: 127.5 → 128, 135, 142.5 → 143, 150, 154.5 → 155, 160.5 → 161.
    expect(ranges(150, 'course')).toEqual([
      'moins de 128 BPM',
      '128–134 BPM',
      '135–142 BPM',
      '143–149 BPM',
      '150–154 BPM',
      '155–160 BPM',
      '161 BPM et plus',
    ])
    // Cycling: 121.5 → 122, 135, 141, then as running.
    expect(ranges(150, 'velo')).toEqual([
      'moins de 122 BPM',
      '122–134 BPM',
      '135–140 BPM',
      '141–149 BPM',
      '150–154 BPM',
      '155–160 BPM',
      '161 BPM et plus',
    ])
  })
})

describe('Friel’s zones without a watch', () => {
  it('gives each zone its count in 15 seconds, open at both ends', () => {
    // Threshold 170, running: starts 145/4 = 36.25 → 37, 153/4 → 39, 162/4 → 41, 170/4 → 43, 175/4 → 44, 182/4 → 46.
    expect(thresholdCounts(frielZones(170, 'course')).map(countLabel)).toEqual([
      'moins de 37 battements',
      '37 à 38 battements',
      '39 à 40 battements',
      '41 à 42 battements',
      '43 battements',
      '44 à 45 battements',
      '46 battements et plus',
    ])
  })
})
