/** Heart-rate arithmetic of the whole site: the calculator, the zones guide and the age tables all read it. */

export const MIN_AGE = 15
export const MAX_AGE = 100
export const DEFAULT_AGE = 30
export const INVALID_AGE_MESSAGE = `Veuillez entrer un âge valide entre ${MIN_AGE} et ${MAX_AGE} ans.`

export type ZoneNumber = 1 | 2 | 3 | 4 | 5
export const ZONE_NUMBERS: readonly ZoneNumber[] = [1, 2, 3, 4, 5]

export interface ZoneDefinition {
  number: ZoneNumber
  name: string
  /** Lower and upper bound in percent of the maximum heart rate (whole numbers, so that 175 × 70 % is exactly 122.5). */
  low: number
  high: number
  /** Colour of the zone, as a CSS colour, and the colour of text written on it (contrast of at least 4.5:1). */
  color: string
  textColor: string
}

export const ZONES: readonly ZoneDefinition[] = [
  { number: 1, name: 'Récupération', low: 50, high: 60, color: '#2563eb', textColor: '#ffffff' },
  { number: 2, name: 'Endurance', low: 60, high: 70, color: '#16a34a', textColor: '#0f172a' },
  { number: 3, name: 'Aérobie', low: 70, high: 80, color: '#ca8a04', textColor: '#0f172a' },
  { number: 4, name: 'Seuil', low: 80, high: 90, color: '#ea580c', textColor: '#0f172a' },
  { number: 5, name: 'Maximum', low: 90, high: 100, color: '#dc2626', textColor: '#ffffff' },
]

export interface HeartRateZone extends ZoneDefinition {
  minBpm: number
  maxBpm: number
}

const NBSP = '\u00a0'
/** The one dash of every range on the site. */
const RANGE_DASH = '–'

/** « 50–60 % », with the non-breaking space French typography puts before %. */
export function percentLabel(zone: ZoneDefinition): string {
  return `${zone.low}${RANGE_DASH}${zone.high}${NBSP}%`
}

const inBpm = (value: string) => `${value}${NBSP}BPM`

/** « 190 BPM » */
export function formatBpm(bpm: number): string {
  return inBpm(String(bpm))
}

/** « 95–114 BPM » */
export function formatBpmRange(min: number, max: number): string {
  return inBpm(`${min}${RANGE_DASH}${max}`)
}

/** Maximum heart rate estimated by the classic formula: 220 minus age. */
export function maxHeartRate(age: number): number {
  return 220 - age
}

/** `percent` % of `bpm`, rounded to the nearest beat (halves up); integer arithmetic until the last division. */
export const percentOf = (bpm: number, percent: number): number => Math.round((bpm * percent) / 100)

/** One zone's bounds for a maximum heart rate; each bound is rounded, zone 5 ends at the maximum itself. */
export function zoneBounds(zone: ZoneDefinition, max: number): HeartRateZone {
  return { ...zone, minBpm: percentOf(max, zone.low), maxBpm: zone.high === 100 ? max : percentOf(max, zone.high) }
}

/** The five zones for a maximum heart rate. */
export function zonesForMax(max: number): HeartRateZone[] {
  return ZONES.map((zone) => zoneBounds(zone, max))
}

/**
 * The five zones of the spec for an age (220 − age).
 * @internal also used by tests and tools, outside the production code
 */
export function zonesForAge(age: number): HeartRateZone[] {
  return zonesForMax(maxHeartRate(age))
}

export function isValidAge(age: number | null): age is number {
  return age !== null && age >= MIN_AGE && age <= MAX_AGE
}
