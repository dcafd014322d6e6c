/**
 * The calculator's state in the address, so that a result can be shared and bookmarked:
 * ?age=45&repos=60&fcmax=182&formule=tanaka. Anything missing, unreadable or out of bounds falls back to its default.
 */
import { DEFAULT_FORMULA, inLimits, isMaxFormula, KNOWN_MAX_LIMITS, RESTING_LIMITS, type CalculatorInput } from './methods'
import { DEFAULT_AGE, isValidAge } from './zones'

const DEFAULT_INPUT: CalculatorInput = { age: DEFAULT_AGE, formula: DEFAULT_FORMULA, resting: null, knownMax: null }

/** A plain decimal number (no exponent, no hex, no sign tricks), or null. */
function readNumber(value: string | null): number | null {
  if (value === null || !/^\d{1,3}([.,]\d+)?$/.test(value)) return null
  return Number(value.replace(',', '.'))
}

export function readQuery(search: string): CalculatorInput {
  const params = new URLSearchParams(search)
  const age = readNumber(params.get('age'))
  const resting = readNumber(params.get('repos'))
  const knownMax = readNumber(params.get('fcmax'))
  const formula = params.get('formule') ?? ''
  return {
    age: isValidAge(age) ? age : DEFAULT_INPUT.age,
    formula: isMaxFormula(formula) ? formula : DEFAULT_INPUT.formula,
    resting: inLimits(resting, RESTING_LIMITS) ? resting : null,
    knownMax: inLimits(knownMax, KNOWN_MAX_LIMITS) ? knownMax : null,
  }
}

/** The query for a state, « ?age=… » first; the default formula and absent options are left out. */
export function writeQuery({ age, formula, resting, knownMax }: CalculatorInput): string {
  const params = new URLSearchParams({ age: String(age) })
  if (resting !== null) params.set('repos', String(resting))
  if (knownMax !== null) params.set('fcmax', String(knownMax))
  if (formula !== DEFAULT_INPUT.formula) params.set('formule', formula)
  return `?${params.toString()}`
}
