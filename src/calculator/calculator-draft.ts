/**
 * The calculator's fields as typed (the draft: an empty or invalid field stays as it is) and what they say: the
 * values the results follow, which fields are invalid and the message each shows. Pure: the state hook
 * (./use-calculator-state.ts) keeps the draft, this reads it.
 */
import { AGE_ERROR, NOT_A_NUMBER } from './calculator-text'
import {
  inLimits,
  KNOWN_MAX_LIMITS,
  KNOWN_MAX_MESSAGE,
  RESTING_LIMITS,
  RESTING_MESSAGE,
  type CalculatorInput,
  type MaxFormula,
} from '../heart-rate/methods'
import {
  NO_CHOICES,
  THRESHOLD_LIMITS,
  THRESHOLD_MESSAGE,
  type OptionChoices,
  type Situation,
  type Sport,
  type WatchBrand,
} from '../heart-rate/option-values'
import { parseDecimal } from '../heart-rate/decimal'
import { isValidAge } from '../heart-rate/zones'
import { DEFAULT_INPUT } from './url-state'

export interface Draft {
  age: string
  resting: string
  knownMax: string
  formula: MaxFormula
  threshold: string
  sport: Sport
  pulse: boolean
  situation: Situation | ''
  watch: WatchBrand | ''
}
export type NumberField = 'age' | 'resting' | 'knownMax' | 'threshold'
export const NUMBER_FIELDS: readonly NumberField[] = ['age', 'resting', 'knownMax', 'threshold']

const typed = (value: number | null) => (value === null ? '' : String(value))
export const toDraft = ({ age, formula, resting, knownMax }: CalculatorInput, choices: OptionChoices): Draft => ({
  age: String(age),
  formula,
  resting: typed(resting),
  knownMax: typed(knownMax),
  threshold: typed(choices.threshold),
  sport: choices.sport,
  pulse: choices.pulse,
  situation: choices.situation ?? '',
  watch: choices.watch ?? '',
})

/** An optional field: empty is « not given »; a value out of its bounds is an error and is not used. */
function optional(raw: string, limits: { min: number; max: number }) {
  const value = parseDecimal(raw, 'typing')
  return { value: inLimits(value, limits) ? value : null, invalid: raw.trim() !== '' && !inLimits(value, limits) }
}

/** Fields whose text is not a number at all (« 52 ans »): they say so, rather than the bounds they take. */
const unreadable = (draft: Draft) =>
  Object.fromEntries(NUMBER_FIELDS.map((field) => [field, draft[field].trim() !== '' && parseDecimal(draft[field], 'typing') === null])) as Record<
    NumberField,
    boolean
  >

/** What the results follow, read from the fields as typed; no input while the age cannot be read (empty field). */
export function readDraft(draft: Draft) {
  const age = parseDecimal(draft.age, 'typing')
  const resting = optional(draft.resting, RESTING_LIMITS)
  const knownMax = optional(draft.knownMax, KNOWN_MAX_LIMITS)
  const threshold = optional(draft.threshold, THRESHOLD_LIMITS)
  const input: CalculatorInput | null = age === null ? null : { age, formula: draft.formula, resting: resting.value, knownMax: knownMax.value }
  const choices: OptionChoices = {
    threshold: threshold.value,
    sport: draft.sport,
    pulse: draft.pulse,
    situation: draft.situation || null,
    watch: draft.watch || null,
  }
  const invalid: Record<NumberField, boolean> = {
    age: !isValidAge(age),
    resting: resting.invalid,
    knownMax: knownMax.invalid,
    threshold: threshold.invalid,
  }
  return { input, choices, invalid }
}

const MESSAGES: Record<NumberField, string> = { age: AGE_ERROR, resting: RESTING_MESSAGE, knownMax: KNOWN_MAX_MESSAGE, threshold: THRESHOLD_MESSAGE }

export const DEFAULT_DRAFT = toDraft(DEFAULT_INPUT, NO_CHOICES)

/** Whether the fields hold any option (anything but the age that is not its default): the options then show. */
export const draftHasOptions = (draft: Draft) =>
  (Object.keys(draft) as (keyof Draft)[]).some((key) => key !== 'age' && draft[key] !== DEFAULT_DRAFT[key])

export const sameDraft = (a: Draft, b: Draft) => (Object.keys(a) as (keyof Draft)[]).every((key) => a[key] === b[key])

/** The message of an invalid field: what it cannot read, or the bounds it takes. */
export const messageFor = (field: NumberField, draft: Draft) => (unreadable(draft)[field] ? NOT_A_NUMBER : MESSAGES[field])

/** The error each field shows: its message once it is invalid and judged, null otherwise. */
export const judgedErrors = (draft: Draft, invalid: Record<NumberField, boolean>, typing: NumberField | null) =>
  Object.fromEntries(NUMBER_FIELDS.map((field) => [field, invalid[field] && typing !== field ? messageFor(field, draft) : null])) as Record<
    NumberField,
    string | null
  >
