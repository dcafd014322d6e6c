/**
 * The calculator's state in the address, so that a result can be shared and bookmarked:
 * ?age=45&repos=60&fcmax=182&formule=tanaka, and the newer options: &seuil=172&sport=velo&pouls=15&situation=grossesse
 * &montre=garmin. A value that is missing falls back to its default; one that is
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
} from '../heart-rate/methods'
import { isSituation, isSport, isWatchBrand, NO_CHOICES, THRESHOLD_LIMITS, THRESHOLD_MESSAGE, type OptionChoices } from '../heart-rate/option-values'
import { DEFAULT_AGE, isValidAge } from '../heart-rate/zones'

export const DEFAULT_INPUT: CalculatorInput = { age: DEFAULT_AGE, formula: DEFAULT_FORMULA, resting: null, knownMax: null }

/** The address's names for the calculator's values. */
const PARAMS = {
  age: 'age',
  resting: 'repos',
  knownMax: 'fcmax',
  formula: 'formule',
  threshold: 'seuil',
  sport: 'sport',
  pulse: 'pouls',
  situation: 'situation',
  watch: 'montre',
} as const
/** The value of « pouls » that asks for the counts in 15 seconds. */
const PULSE_ON = '15'
const UNKNOWN_CHOICE = 'Choix inconnu\u00a0: il est ignoré.'
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
export function readQuery(search: string): { input: CalculatorInput; choices: OptionChoices; ignored: IgnoredValue[]; cleanQuery: string } {
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
  const choice = <T extends string>(name: string, field: string, accept: (raw: string) => raw is T) =>
    read(name, field, UNKNOWN_CHOICE, (raw) => (accept(raw) ? raw : null))
  const choices: OptionChoices = {
    threshold: read(PARAMS.threshold, 'Fréquence au seuil', THRESHOLD_MESSAGE, inBounds(THRESHOLD_LIMITS)),
    sport: choice(PARAMS.sport, 'Sport', isSport) ?? NO_CHOICES.sport,
    pulse: choice(PARAMS.pulse, 'Pouls sans montre', (raw): raw is typeof PULSE_ON => raw === PULSE_ON) !== null,
    situation: choice(PARAMS.situation, 'Situation', isSituation),
    watch: choice(PARAMS.watch, 'Montre', isWatchBrand),
  }
  const query = kept.toString()
  return {
    input: { age: age ?? DEFAULT_INPUT.age, formula: formula ?? DEFAULT_INPUT.formula, resting, knownMax },
    choices,
    ignored,
    cleanQuery: query ? `?${query}` : '',
  }
}

/** The query for a state, « ?age=… » first; the default formula and sport, and absent options, are left out. */
export function writeQuery({ age, formula, resting, knownMax }: CalculatorInput, choices: OptionChoices = NO_CHOICES): string {
  const params = new URLSearchParams({ [PARAMS.age]: String(age) })
  const set = (name: string, value: string | number | null, unless: string | number | null = null) => {
    if (value !== null && value !== unless) params.set(name, String(value))
  }
  set(PARAMS.resting, resting)
  set(PARAMS.knownMax, knownMax)
  set(PARAMS.formula, formula, DEFAULT_INPUT.formula)
  set(PARAMS.threshold, choices.threshold)
  if (choices.threshold !== null) set(PARAMS.sport, choices.sport, NO_CHOICES.sport)
  set(PARAMS.pulse, choices.pulse ? PULSE_ON : null)
  set(PARAMS.situation, choices.situation)
  set(PARAMS.watch, choices.watch)
  return `?${params.toString()}`
}
