import { describe, expect, it } from 'vitest'
import { frielZones } from './friel-zones'
import { thresholdCounts, thresholdRange } from '../calculator/ThresholdZones'
import { countLabel } from './pulse-counts'

const ranges = (threshold: number, sport: 'course' | 'velo') =>
  frielZones(threshold, sport).map((zone) => thresholdRange(zone).replaceAll('\u00a0', ' '))
const bands = (sport: 'course' | 'velo') => frielZones(170, sport).map((zone) => zone.band.replaceAll('\u00a0', ' '))

describe('Friel’s zones on the lactate-threshold heart rate', () => {
  // Each zone ends one beat before the next starts.
  it.each([
    // 170 × 85 % = 144.5 → 145, × 90 % = 153, × 95 % = 161.5 → 162, × 100 % = 170, × 103 % = 175.1 → 175,
    // × 107 % = 181.9 → 182.
    [170, 'course', ['moins de 145 BPM', '145–152 BPM', '153–161 BPM', '162–169 BPM', '170–174 BPM', '175–181 BPM', '182 BPM et plus']],
    // 170 × 81 % = 137.7 → 138, × 94 % = 159.8 → 160.
    [170, 'velo', ['moins de 138 BPM', '138–152 BPM', '153–159 BPM', '160–169 BPM', '170–174 BPM', '175–181 BPM', '182 BPM et plus']],
    // A lower threshold, running: 127.5 → 128, 135, 142.5 → 143, 150, 154.5 → 155, 160.5 → 161.
    [150, 'course', ['moins de 128 BPM', '128–134 BPM', '135–142 BPM', '143–149 BPM', '150–154 BPM', '155–160 BPM', '161 BPM et plus']],
    // Cycling: 121.5 → 122, 135, 141, then as running.
    [150, 'velo', ['moins de 122 BPM', '122–134 BPM', '135–140 BPM', '141–149 BPM', '150–154 BPM', '155–160 BPM', '161 BPM et plus']],
  ] as const)('threshold %i, %s: the BPM of each zone', (threshold, sport, expected) => {
    expect(ranges(threshold, sport)).toEqual(expected)
  })

  it('running: 85, 90, 95, 100, 103 and 107 % start zones 2 to 5c', () => {
    expect(bands('course')).toEqual(['moins de 85 %', '85–89 %', '90–94 %', '95–99 %', '100–102 %', '103–106 %', 'plus de 106 %'])
  })

  it('cycling: 81, 90, 94 % below the threshold, the same bands above it', () => {
    expect(bands('velo').slice(0, 4)).toEqual(['moins de 81 %', '81–89 %', '90–93 %', '94–99 %'])
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
