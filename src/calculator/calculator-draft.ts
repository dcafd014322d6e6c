/**
 * The calculator's fields as typed (the draft: an empty or invalid field stays as it is) and what they say: the
 * values the results follow, which fields are invalid and the message each shows. Pure: the form's hook
 * (../reader-tools/use-tool-form.ts, as ./calculator-form.ts declares it) keeps the draft, this reads it.
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

export type Draft = {
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
const NUMBER_FIELDS: readonly NumberField[] = ['age', 'resting', 'knownMax', 'threshold']

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

/** A field's text that is not a number at all (« 52 ans »): the field says so, rather than the bounds it takes. */
const unreadable = (raw: string) => raw.trim() !== '' && parseDecimal(raw, 'typing') === null

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

/** The message of an invalid field: what it cannot read, or the bounds it takes. */
const messageFor = (field: NumberField, draft: Draft) => (unreadable(draft[field]) ? NOT_A_NUMBER : MESSAGES[field])

/** Every value valid: only then are the results copied, printed or shared, and does the address follow the fields. */
export const passable = (reading: ReturnType<typeof readDraft>): reading is typeof reading & { input: CalculatorInput } =>
  reading.input !== null && NUMBER_FIELDS.every((field) => !reading.invalid[field])

/** What the fields say, each judged when `isJudged` (the form's) says: the values the results follow, and their errors. */
export function judgeDraft(draft: Draft, isJudged: (field: NumberField) => boolean) {
  const reading = readDraft(draft)
  const { input, choices, invalid } = reading
  const errors = Object.fromEntries(
    NUMBER_FIELDS.map((field) => [field, invalid[field] && isJudged(field) ? messageFor(field, draft) : null]),
  ) as Record<NumberField, string | null>
  return {
    input,
    /** What the newer options ask for: threshold zones, counts, a situation, a watch. */
    choices,
    /** Whether the age can be used, now: the button's check (spec §5). */
    ageIsValid: !invalid.age,
    /** Every value valid: only then are the results copied, printed or shared. */
    canShare: passable(reading),
    /** The error each field shows, once judged. */
    errors,
    /** Why the results cannot be passed on now, one message per invalid field. */
    problems: NUMBER_FIELDS.filter((field) => invalid[field]).map((field) => messageFor(field, draft)),
    /** Whether the results' warning shows: the age is invalid and judged. */
    showInvalid: errors.age !== null,
  }
}

export type JudgedDraft = ReturnType<typeof judgeDraft>
