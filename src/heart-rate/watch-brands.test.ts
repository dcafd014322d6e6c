import { describe, expect, it } from 'vitest'
import { brandZones, WATCH_BRANDS } from './watch-brands'
import { zonesForMax } from './zones'

const ranges = (zones: { minBpm: number; maxBpm: number }[]) => zones.map((zone) => `${zone.minBpm}-${zone.maxBpm}`)

describe('a watch’s default zones', () => {
  it('Garmin, % of the maximum: age 30 (190) gives 95-114, 114-133, 133-152, 152-171, 171-190', () => {
    // 190 × 50 % = 95, × 60 % = 114, × 70 % = 133, × 80 % = 152, × 90 % = 171.
    expect(ranges(brandZones('garmin', 190))).toEqual(['95-114', '114-133', '133-152', '152-171', '171-190'])
  })

  it('Polar, % of the maximum: age 45 (175) gives 88-105, 105-123, 123-140, 140-158, 158-175', () => {
    // 175 × 50 % = 87.5 → 88, × 70 % = 122.5 → 123, × 90 % = 157.5 → 158.
    expect(ranges(brandZones('polar', 175))).toEqual(['88-105', '105-123', '123-140', '140-158', '158-175'])
  })

  it('both verified brands default to the site’s % of maximum bands, so only the maximum can set them apart', () => {
    for (const brand of ['garmin', 'polar'] as const) {
      expect(ranges(brandZones(brand, 163))).toEqual(ranges(zonesForMax(163)))
      expect(WATCH_BRANDS[brand].documentation.url).toMatch(
        brand === 'garmin' ? /^https:\/\/www8\.garmin\.com\// : /^https:\/\/.+\/polar_rs800cx\.html/,
      )
    }
  })
})
