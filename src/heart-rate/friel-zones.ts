/**
 * Zones on the lactate-threshold heart rate, Joe Friel's: « A Quick Guide to Setting Zones », Joe Friel's blog,
 * 26 November 2009 (trainingbible.com/joesblog/2009/11/quick-guide-to-setting-zones.html), step 1 (the 30-minute
 * test) and step 2 (the bands, by sport). Running: 1 under 85 %, 2 85-89 %, 3 90-94 %, 4 95-99 %, 5a 100-102 %,
 * 5b 103-106 %, 5c over 106 %; cycling: 1 under 81 %, 2 81-89 %, 3 90-93 %, 4 94-99 %, then the same 5a to 5c.
 * Each band is read in whole percents (« 85-89 % » is 85 % up to, not including, 90 %), so that the zones meet.
 */
import type { Sport } from './option-values'
import { percentOf } from './zones'

export const SPORT_NAMES: Record<Sport, string> = { course: 'Course à pied', velo: 'Vélo' }

export const FRIEL_SOURCE = {
  title: 'A Quick Guide to Setting Zones',
  author: 'Joe Friel',
  date: '26 novembre 2009',
  url: 'http://trainingbible.com/joesblog/2009/11/quick-guide-to-setting-zones.html',
}

const ZONE_NAMES = ['1', '2', '3', '4', '5a', '5b', '5c'] as const
/** Where each zone from 2 to 5c starts, in % of the threshold (zone 1 has no lower limit). */
const STARTS: Record<Sport, readonly number[]> = { course: [85, 90, 95, 100, 103, 107], velo: [81, 90, 94, 100, 103, 107] }

export interface ThresholdZone {
  name: (typeof ZONE_NAMES)[number]
  /** Its band as Friel writes it: « moins de 85 % », « 85–89 % », « plus de 106 % ». */
  band: string
  /** First and last beat of the zone; null where it is open (below zone 2, above zone 5b). */
  minBpm: number | null
  maxBpm: number | null
}

const bandLabel = (from: number | undefined, next: number | undefined) =>
  from === undefined ? `moins de ${next}\u00a0%` : next === undefined ? `plus de ${from - 1}\u00a0%` : `${from}–${next - 1}\u00a0%`

/** Friel's seven zones for a threshold, in whole beats that do not overlap (each starts at its percent, rounded). */
export function frielZones(threshold: number, sport: Sport): ThresholdZone[] {
  const starts = STARTS[sport]
  return ZONE_NAMES.map((name, index) => {
    const from = starts[index - 1]
    const next = starts[index]
    return {
      name,
      band: bandLabel(from, next),
      minBpm: from === undefined ? null : percentOf(threshold, from),
      maxBpm: next === undefined ? null : percentOf(threshold, next) - 1,
    }
  })
}
