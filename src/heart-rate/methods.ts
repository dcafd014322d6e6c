/**
 * The calculator's methods beyond the spec's default: other maximum-rate formulas, a maximum measured in a supervised
 * test, and zones on the heart-rate reserve (Karvonen) when the resting rate is known. With only an age, the result
 * is exactly the spec's: 220 − age and its five zones.
 */
import { percentOf, ZONES, zonesForMax, type HeartRateZone } from './zones'

export type MaxFormula = 'fox' | 'tanaka' | 'gulati' | 'nes'
export const DEFAULT_FORMULA: MaxFormula = 'fox'

/** Maximum heart rate estimated from age; integer arithmetic in tenths or hundredths so that halves round exactly. */
export const MAX_FORMULAS: Record<MaxFormula, { label: string; name: string; expression: string; estimate: (age: number) => number }> = {
  fox: { label: 'Classique', name: 'la formule classique', expression: '220 − âge', estimate: (age) => 220 - age },
  tanaka: { label: 'Tanaka', name: 'la formule de Tanaka', expression: '208 − 0,7 × âge', estimate: (age) => (2080 - 7 * age) / 10 },
  gulati: {
    label: 'Gulati, pour les femmes',
    name: 'la formule de Gulati, établie chez les femmes',
    expression: '206 − 0,88 × âge',
    estimate: (age) => (20600 - 88 * age) / 100,
  },
  nes: { label: 'Nes', name: 'la formule de Nes', expression: '211 − 0,64 × âge', estimate: (age) => (21100 - 64 * age) / 100 },
}
export const isMaxFormula = (value: string): value is MaxFormula => Object.hasOwn(MAX_FORMULAS, value)

export const RESTING_LIMITS = { min: 30, max: 120 }
/** The usual range of an adult's resting rate (spec, resting heart rate article): above it, the calculator warns. */
export const RESTING_USUAL = { min: 60, max: 100 }
export const KNOWN_MAX_LIMITS = { min: 100, max: 230 }
export const RESTING_MESSAGE = `Entrez une fréquence au repos entre ${RESTING_LIMITS.min} et ${RESTING_LIMITS.max} BPM.`
export const KNOWN_MAX_MESSAGE = `Entrez une fréquence maximale mesurée entre ${KNOWN_MAX_LIMITS.min} et ${KNOWN_MAX_LIMITS.max} BPM.`

export const inLimits = (value: number | null, limits: { min: number; max: number }): value is number =>
  value !== null && value >= limits.min && value <= limits.max

export interface CalculatorInput {
  age: number
  formula: MaxFormula
  /** Resting heart rate, when the visitor gives it: the zones then follow the heart-rate reserve. */
  resting: number | null
  /** Maximum measured in a supervised test: it replaces the formula. */
  knownMax: number | null
}

export interface CalculatorResult {
  max: number
  maxFrom: 'formula' | 'test'
  /** « max »: % of the maximum (the spec's method); « reserve »: Karvonen. */
  method: 'max' | 'reserve'
  /** The resting rate the reserve zones start from, in whole beats; null for zones in % of the maximum. */
  resting: number | null
  zones: HeartRateZone[]
}

/** Zones on the heart-rate reserve (Karvonen 1957): resting + percent × (max − resting), rounded; zone 5 ends at the maximum. */
function reserveZones(max: number, resting: number): HeartRateZone[] {
  const reserve = max - resting
  return ZONES.map((zone) => ({
    ...zone,
    minBpm: resting + percentOf(reserve, zone.low),
    maxBpm: zone.high === 100 ? max : resting + percentOf(reserve, zone.high),
  }))
}

/**
 * The zones for what the visitor gave. Heart rates are whole beats: a resting rate or a measured maximum typed with a
 * decimal (« 52,5 ») is rounded to the nearest beat. None where the maximum is not a positive number of beats (an
 * age of 220 or more by the classic formula): a zero or negative BPM is never a figure to show.
 */
export function calculate({ age, formula, resting, knownMax }: CalculatorInput): CalculatorResult | null {
  const max = Math.round(knownMax ?? MAX_FORMULAS[formula].estimate(age))
  if (!(max > 0)) return null
  const maxFrom = knownMax === null ? 'formula' : 'test'
  const rest = resting === null ? null : Math.round(resting)
  if (rest !== null && rest < max) return { max, maxFrom, method: 'reserve', resting: rest, zones: reserveZones(max, rest) }
  return { max, maxFrom, method: 'max', resting: null, zones: zonesForMax(max) }
}
