/**
 * The zones a workout is read against: from a measured maximum if the reader gives one, otherwise from an age by the
 * chosen formula, exactly as the calculator works them out (methods.ts). Each typed value is judged with the
 * calculator's own limits and messages.
 */
import { parseDecimal } from '../decimal'
import { calculate, inLimits, isMaxFormula, KNOWN_MAX_LIMITS, KNOWN_MAX_MESSAGE, MAX_FORMULAS, DEFAULT_FORMULA, type MaxFormula } from '../methods'
import { INVALID_AGE_MESSAGE, isValidAge, zonesForMax, type HeartRateZone } from '../zones'

export interface ZonesDraft {
  age: string
  knownMax: string
  formula: string
}

export interface ReaderZones {
  max: number
  /** How the maximum was found, in words: « 220 − âge, pour 45 ans » or « votre fréquence maximale mesurée ». */
  basis: string
  /** Whether it is the reader's measured maximum rather than the formula's estimate. */
  measured: boolean
  /** The formula's estimate for the age, when an age is given: what the highest rate of the session is set against. */
  estimate: { max: number; formula: MaxFormula } | null
  zones: HeartRateZone[]
}

export function readZones(draft: ZonesDraft): { zones: ReaderZones | null; errors: Partial<Record<'age' | 'knownMax', string>> } {
  const errors: Partial<Record<'age' | 'knownMax', string>> = {}
  const formula: MaxFormula = isMaxFormula(draft.formula) ? draft.formula : DEFAULT_FORMULA
  const ageText = draft.age.trim()
  const maxText = draft.knownMax.trim()
  const age = ageText === '' ? null : parseDecimal(ageText)
  const knownMax = maxText === '' ? null : parseDecimal(maxText)
  if (ageText !== '' && !isValidAge(age)) errors.age = INVALID_AGE_MESSAGE
  if (maxText !== '' && !inLimits(knownMax, KNOWN_MAX_LIMITS)) errors.knownMax = KNOWN_MAX_MESSAGE
  const validAge = isValidAge(age) ? age : null
  const validMax = inLimits(knownMax, KNOWN_MAX_LIMITS) ? knownMax : null
  const estimate = validAge === null ? null : calculate({ age: validAge, formula, resting: null, knownMax: null })
  const estimated = estimate && { max: estimate.max, formula }
  if (validMax !== null) {
    const max = Math.round(validMax)
    return { errors, zones: { max, basis: 'votre fréquence maximale mesurée', measured: true, estimate: estimated, zones: zonesForMax(max) } }
  }
  if (!estimate || validAge === null) return { errors, zones: null }
  return {
    errors,
    zones: {
      max: estimate.max,
      basis: `${MAX_FORMULAS[formula].expression}, pour ${validAge}\u00a0ans`,
      measured: false,
      estimate: estimated,
      zones: estimate.zones,
    },
  }
}
