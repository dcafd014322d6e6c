/**
 * The calculator's state in the address's fragment, so that a result can be shared and bookmarked while no server
 * ever receives it (a browser sends neither the fragment nor, in a Referer, anything after the « # »):
 * #age=45&repos=60&fcmax=182&formule=tanaka, and the newer options: &seuil=172&sport=velo&pouls=15&situation=grossesse
 * &montre=garmin. Links made before put the same values in the query (?age=45…): they are still read, and moved to
 * the fragment. A value that is missing falls back to its default; one that is unreadable or out of bounds too, and
 * it is reported, so that the visitor is told what the link asked for.
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
import { parseDecimal } from '../heart-rate/decimal'
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

/**
 * What a state (« age=45&repos=60 », the fragment without its « # ») asks of the calculator: the values it can use
 * (defaults for the others), those it ignored, and the state once those are dropped (only what it gave and the
 * calculator kept; empty when nothing is left).
 * @internal also used by tests, outside the production code
 */
export function readState(state: string): { input: CalculatorInput; choices: OptionChoices; ignored: IgnoredValue[]; cleanState: string } {
  const params = new URLSearchParams(state)
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
    const value = parseDecimal(raw, 'link')
    return inLimits(value, limits) ? value : null
  }
  const age = read(PARAMS.age, 'Âge', AGE_ERROR, (raw) => {
    const value = parseDecimal(raw, 'link')
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
  return {
    input: { age: age ?? DEFAULT_INPUT.age, formula: formula ?? DEFAULT_INPUT.formula, resting, knownMax },
    choices,
    ignored,
    cleanState: kept.toString(),
  }
}

/**
 * The state for these values, « age=… » first; the default formula and sport, and absent options, are left out, and
 * so is the formula when a measured maximum replaces it.
 */
export function writeState({ age, formula, resting, knownMax }: CalculatorInput, choices: OptionChoices = NO_CHOICES): string {
  const params = new URLSearchParams({ [PARAMS.age]: String(age) })
  const set = (name: string, value: string | number | null, unless: string | number | null = null) => {
    if (value !== null && value !== unless) params.set(name, String(value))
  }
  set(PARAMS.resting, resting)
  set(PARAMS.knownMax, knownMax)
  if (knownMax === null) set(PARAMS.formula, formula, DEFAULT_INPUT.formula)
  set(PARAMS.threshold, choices.threshold)
  if (choices.threshold !== null) set(PARAMS.sport, choices.sport, NO_CHOICES.sport)
  set(PARAMS.pulse, choices.pulse ? PULSE_ON : null)
  set(PARAMS.situation, choices.situation)
  set(PARAMS.watch, choices.watch)
  return params.toString()
}

const CALCULATOR_NAMES: readonly string[] = Object.values(PARAMS)
const holdsState = (params: URLSearchParams) => [...params.keys()].some((name) => CALCULATOR_NAMES.includes(name))

/**
 * What an address asks of the calculator (readState), from its fragment (« #age=45 ») or, in a link made before the
 * values moved there, its query (« ?age=45 »; the fragment wins when both hold some). `rewrite` is the address to put
 * in its place, or null when it needs none: the query without any of the calculator's values, and what the
 * calculator kept of them in the fragment; so no health value stays where a request would carry it, and values the
 * calculator could not use leave the address. A fragment that is an anchor (« #calc-age ») holds no state.
 */
export function readAddress({ search, hash }: { search: string; hash: string }) {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''))
  const query = new URLSearchParams(search)
  const inFragment = holdsState(fragment)
  const fromQuery = holdsState(query)
  const read = readState(inFragment ? fragment.toString() : fromQuery ? query.toString() : '')
  const others = new URLSearchParams([...query].filter(([name]) => !CALCULATOR_NAMES.includes(name))).toString()
  const rewrite =
    fromQuery || read.ignored.length > 0
      ? { search: fromQuery ? (others ? `?${others}` : '') : search, hash: read.cleanState ? `#${read.cleanState}` : inFragment ? '' : hash }
      : null
  return { ...read, rewrite }
}

/** A page's address for these values: the path, then the values in the fragment. */
export const addressWithState = (path: string, state: string) => (state ? `${path}#${state}` : path)
