/**
 * The calculator's methods beyond the spec's default: other maximum-rate formulas, a maximum measured in a supervised
 * test, and, when the resting rate is known, ACSM's intensity classes on the heart-rate reserve (Karvonen). The zones
 * are always the spec's, in % of the maximum: a zone number means one intensity on every page. With only an age, the
 * result is exactly the spec's: 220 − age and its five zones.
 */
import { reserveClasses, type ReserveClass } from './effort-scales.ts'
import { maxHeartRate, zonesForMax, type HeartRateZone } from './zones.ts'

export type MaxFormula = 'fox' | 'tanaka' | 'gulati' | 'nes'
export const DEFAULT_FORMULA: MaxFormula = 'fox'

/** Maximum heart rate estimated from age; integer arithmetic in tenths or hundredths so that halves round exactly. */
export const MAX_FORMULAS: Record<MaxFormula, { label: string; name: string; expression: string; estimate: (age: number) => number }> = {
  fox: { label: 'Classique', name: 'la formule classique', expression: '220 − âge', estimate: maxHeartRate },
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

/** A formula's maximum for an age, to the nearest beat, as the calculator, its notes and the age tables show it. */
export const estimatedMax = (formula: MaxFormula, age: number): number => Math.round(MAX_FORMULAS[formula].estimate(age))

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
  /** Resting heart rate, when the visitor gives it: ACSM's classes on the heart-rate reserve join the zones. */
  resting: number | null
  /** Maximum measured in a supervised test: it replaces the formula. */
  knownMax: number | null
}

export interface CalculatorResult {
  max: number
  maxFrom: 'formula' | 'test'
  /** The five zones in % of the maximum (the spec's). */
  zones: HeartRateZone[]
  /** ACSM's intensity classes on the heart-rate reserve, with the resting rate they were worked out from; null without one. */
  reserve: { resting: number; classes: ReserveClass[] } | null
}

/**
 * The zones for what the visitor gave. Heart rates are whole beats: a resting rate or a measured maximum typed with a
 * decimal (« 52,5 ») is rounded to the nearest beat. None where the maximum is not a positive number of beats (an
 * age of 220 or more by the classic formula): a zero or negative BPM is never a figure to show.
 */
export function calculate({ age, formula, resting, knownMax }: CalculatorInput): CalculatorResult | null {
  const max = knownMax === null ? estimatedMax(formula, age) : Math.round(knownMax)
  if (!(max > 0)) return null
  const maxFrom = knownMax === null ? 'formula' : 'test'
  const rest = resting === null ? null : Math.round(resting)
  const reserve = rest !== null && rest < max ? { resting: rest, classes: reserveClasses(max, rest) } : null
  return { max, maxFrom, zones: zonesForMax(max), reserve }
}
