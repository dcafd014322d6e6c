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

export function calculate({ age, formula, resting, knownMax }: CalculatorInput): CalculatorResult {
  const max = knownMax ?? Math.round(MAX_FORMULAS[formula].estimate(age))
  const maxFrom = knownMax === null ? 'formula' : 'test'
  if (resting !== null && resting < max) return { max, maxFrom, method: 'reserve', zones: reserveZones(max, resting) }
  return { max, maxFrom, method: 'max', zones: zonesForMax(max) }
}
