/**
 * The seconds of each whole rate (analysis.ts) shared among the reader's five zones. A rate belongs to the highest
 * zone whose lower bound it reaches (the zones' bounds are rounded, and a bound is both one zone's top and the next
 * one's bottom); under zone 1 it is « below »; above the maximum it stays in zone 5 and is also counted apart.
 */
import type { HeartRateZone, ZoneNumber } from '../zones'

export interface TimeInZones {
  below: number
  zones: Record<ZoneNumber, number>
  /** Seconds above the maximum the zones were drawn from (counted in zone 5 too). */
  aboveMax: number
  total: number
}

/**
 * The zone a rate falls in, or null below zone 1.
 * @internal also used by its tests
 */
export function zoneOf(rate: number, zones: readonly HeartRateZone[]): ZoneNumber | null {
  let found: ZoneNumber | null = null
  for (const zone of zones) if (rate >= zone.minBpm) found = zone.number
  return found
}

export function timeInZones(rateSeconds: readonly number[], zones: readonly HeartRateZone[]): TimeInZones {
  const result: TimeInZones = { below: 0, zones: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }, aboveMax: 0, total: 0 }
  const max = zones[zones.length - 1]!.maxBpm
  rateSeconds.forEach((seconds, rate) => {
    if (!seconds) return
    const zone = zoneOf(rate, zones)
    if (zone === null) result.below += seconds
    else result.zones[zone] += seconds
    if (rate > max) result.aboveMax += seconds
    result.total += seconds
  })
  return result
}
