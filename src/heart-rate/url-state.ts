/**
 * The calculator's state in the address, so that a result can be shared and bookmarked:
 * ?age=45&repos=60&fcmax=182&formule=tanaka. A value that is missing falls back to its default; one that is
 * unreadable or out of bounds too, and it is reported, so that the visitor is told what the link asked for.
 */
import { AGE_ERROR } from './calculator-text'
import {
  DEFAULT_FORMULA,
  inLimits,
  MAX_FORMULAS,
  isMaxFormula,
  KNOWN_MAX_LIMITS,
  KNOWN_MAX_MESSAGE,
  RESTING_LIMITS,
  RESTING_MESSAGE,
  type CalculatorInput,
} from './methods'
import { DEFAULT_AGE, isValidAge } from './zones'

export const DEFAULT_INPUT: CalculatorInput = { age: DEFAULT_AGE, formula: DEFAULT_FORMULA, resting: null, knownMax: null }

/** The address's names for the calculator's values. */
const PARAMS = { age: 'age', resting: 'repos', knownMax: 'fcmax', formula: 'formule' } as const
const UNKNOWN_FORMULA = `Formule inconnue\u00a0: la formule classique (${MAX_FORMULAS[DEFAULT_FORMULA].expression}) est utilisée.`

/** A value of the address the calculator could not use: which field, what the address said and why it was ignored. */
export interface IgnoredValue {
  field: string
  value: string
  reason: string
}

/** A plain decimal number (no exponent, no hex, no sign tricks), or null. */
function readNumber(value: string | null): number | null {
  if (value === null || !/^\d{1,3}([.,]\d+)?$/.test(value)) return null
  return Number(value.replace(',', '.'))
}

/**
 * What an address asks of the calculator: the values it can use (defaults for the others), those it ignored, and the
 * address once those are dropped (only what it gave and the calculator kept; empty when nothing is left).
 */
export function readQuery(search: string): { input: CalculatorInput; ignored: IgnoredValue[]; cleanQuery: string } {
  const params = new URLSearchParams(search)
  const ignored: IgnoredValue[] = []
  const kept = new URLSearchParams()
  /** A value the address gives: kept when `accept` takes it, reported otherwise (an empty one is simply absent). */
  const read = <T extends string | number>(name: string, field: string, reason: string, accept: (raw: string) => T | null): T | null => {
    const raw = params.get(name)
    if (raw === null || raw === '') return null
    const value = accept(raw)
    if (value === null) ignored.push({ field, value: raw, reason })
    else kept.set(name, String(value))
    return value
  }
  const inBounds = (limits: { min: number; max: number }) => (raw: string) => {
    const value = readNumber(raw)
    return inLimits(value, limits) ? value : null
  }
  const age = read(PARAMS.age, 'Âge', AGE_ERROR, (raw) => {
    const value = readNumber(raw)
    return isValidAge(value) ? value : null
  })
  const resting = read(PARAMS.resting, 'Fréquence au repos', RESTING_MESSAGE, inBounds(RESTING_LIMITS))
  const knownMax = read(PARAMS.knownMax, 'Fréquence maximale mesurée', KNOWN_MAX_MESSAGE, inBounds(KNOWN_MAX_LIMITS))
  const formula = read(PARAMS.formula, 'Formule', UNKNOWN_FORMULA, (raw) => (isMaxFormula(raw) ? raw : null))
  const query = kept.toString()
  return {
    input: { age: age ?? DEFAULT_INPUT.age, formula: formula ?? DEFAULT_INPUT.formula, resting, knownMax },
    ignored,
    cleanQuery: query ? `?${query}` : '',
  }
}

/** The query for a state, « ?age=… » first; the default formula and absent options are left out. */
export function writeQuery({ age, formula, resting, knownMax }: CalculatorInput): string {
  const params = new URLSearchParams({ [PARAMS.age]: String(age) })
  if (resting !== null) params.set(PARAMS.resting, String(resting))
  if (knownMax !== null) params.set(PARAMS.knownMax, String(knownMax))
  if (formula !== DEFAULT_INPUT.formula) params.set(PARAMS.formula, formula)
  return `?${params.toString()}`
}
