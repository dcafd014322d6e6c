/** Heart-rate arithmetic of the whole site: the calculator, the zones guide and the age tables all read it. */

export const MIN_AGE = 15
export const MAX_AGE = 100
export const DEFAULT_AGE = 30
export const INVALID_AGE_MESSAGE = `Veuillez entrer un âge valide entre ${MIN_AGE} et ${MAX_AGE} ans.`

export interface ZoneDefinition {
  number: 1 | 2 | 3 | 4 | 5
  name: string
  /** Lower and upper bound as a share of the maximum heart rate. */
  low: number
  high: number
  /** Colour of the zone, as a CSS colour (also used by the age tables). */
  color: string
}

export const ZONES: readonly ZoneDefinition[] = [
  { number: 1, name: 'Récupération', low: 0.5, high: 0.6, color: '#2563eb' },
  { number: 2, name: 'Endurance', low: 0.6, high: 0.7, color: '#16a34a' },
  { number: 3, name: 'Aérobie', low: 0.7, high: 0.8, color: '#ca8a04' },
  { number: 4, name: 'Seuil', low: 0.8, high: 0.9, color: '#ea580c' },
  { number: 5, name: 'Maximum', low: 0.9, high: 1, color: '#dc2626' },
]

export interface HeartRateZone extends ZoneDefinition {
  /** « 50-60 % » */
  percentLabel: string
  minBpm: number
  maxBpm: number
}

/** « 50-60 % », with the non-breaking space French typography puts before %. */
export function percentLabel(zone: ZoneDefinition): string {
  return `${Math.round(zone.low * 100)}-${Math.round(zone.high * 100)}\u00a0%`
}

/** Maximum heart rate estimated by the classic formula: 220 minus age. */
export function maxHeartRate(age: number): number {
  return 220 - age
}

/** The five zones for an age; each bound is rounded, zone 5 ends at the maximum itself. */
export function zonesForAge(age: number): HeartRateZone[] {
  const max = maxHeartRate(age)
  return ZONES.map((zone) => ({
    ...zone,
    percentLabel: percentLabel(zone),
    minBpm: Math.round(max * zone.low),
    maxBpm: Math.round(zone.high === 1 ? max : max * zone.high),
  }))
}

/** Reads what the visitor typed; null when the field is empty or not a number. */
export function parseAge(raw: string): number | null {
  const trimmed = raw.trim()
  if (trimmed === '') return null
  const age = Number(trimmed.replace(',', '.'))
  return Number.isFinite(age) ? age : null
}

export function isValidAge(age: number | null): age is number {
  return age !== null && age >= MIN_AGE && age <= MAX_AGE
}
