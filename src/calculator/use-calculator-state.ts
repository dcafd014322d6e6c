/**
 * The calculator's state: what the visitor types (kept as typed, so that an empty or invalid field stays as it is),
 * when a field is judged, the address the results are shared at, and the values the results follow.
 */
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react'
import { replaceAddress, useAddressChanges } from '../browser/address'
import { changedBeforeHydration } from '../browser/typed-before-hydration'
import { AGE_ERROR, NOT_A_NUMBER } from './calculator-text'
import {
  inLimits,
  isMaxFormula,
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
import { DEFAULT_INPUT, readAddress, writeState, type IgnoredValue } from './url-state'
import { isValidAge, parseTypedNumber } from '../heart-rate/zones'

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
const NUMBER_FIELDS: readonly NumberField[] = ['age', 'resting', 'knownMax', 'threshold']

/** A field is judged once the visitor leaves it or stops typing this long, not at each keystroke. */
const PAUSE_MS = 1200

const typed = (value: number | null) => (value === null ? '' : String(value))
const toDraft = ({ age, formula, resting, knownMax }: CalculatorInput, choices: OptionChoices): Draft => ({
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
  const value = parseTypedNumber(raw)
  return { value: inLimits(value, limits) ? value : null, invalid: raw.trim() !== '' && !inLimits(value, limits) }
}

/** Fields whose text is not a number at all (« 52 ans »): they say so, rather than the bounds they take. */
const unreadable = (draft: Draft) =>
  Object.fromEntries(NUMBER_FIELDS.map((field) => [field, draft[field].trim() !== '' && parseTypedNumber(draft[field]) === null])) as Record<
    NumberField,
    boolean
  >

/** What the results follow, read from the fields as typed; no input while the age cannot be read (empty field). */
function readDraft(draft: Draft) {
  const age = parseTypedNumber(draft.age)
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

/** The fields a pre-rendered form names, as the draft names them. */
const FIELD_NAMES: Record<string, NumberField | 'formula'> = {
  age: 'age',
  repos: 'resting',
  fcmax: 'knownMax',
  formule: 'formula',
  seuil: 'threshold',
}

/** Reads what the visitor typed in the pre-rendered form before the page hydrated, as a change of the draft. */
function typedBeforeHydration(form: HTMLFormElement | null): Partial<Draft> {
  const change: Partial<Draft> = {}
  for (const [name, value] of form ? changedBeforeHydration(form) : []) {
    const field = FIELD_NAMES[name]
    if (typeof value !== 'string' || !field) continue
    if (field === 'formula') {
      if (isMaxFormula(value)) change.formula = value
    } else change[field] = value
  }
  return change
}

const DEFAULT_DRAFT = toDraft(DEFAULT_INPUT, NO_CHOICES)

/** Whether the fields hold any option (anything but the age that is not its default): the options then show. */
export const draftHasOptions = (draft: Draft) =>
  (Object.keys(draft) as (keyof Draft)[]).some((key) => key !== 'age' && draft[key] !== DEFAULT_DRAFT[key])

const sameDraft = (a: Draft, b: Draft) => (Object.keys(a) as (keyof Draft)[]).every((key) => a[key] === b[key])

/**
 * The address's fragment follows what the visitor types, once valid, in place: no new history entry, so Back leaves
 * the page, and no request, the fragment being the part of an address a browser never sends. An anchor followed
 * within the page (« #contenu ») takes the fragment's place: the values are put back once the page has scrolled.
 */
function useAddressFollows(state: string | null, addressChanges: number) {
  useEffect(() => {
    if (state === null) return
    const shown = readAddress(window.location)
    if (writeState(shown.input, shown.choices) === state && !shown.rewrite) return
    replaceAddress({ search: shown.rewrite?.search ?? window.location.search, hash: `#${state}` })
  }, [state, addressChanges])
}

/** A field typed in is judged once the visitor pauses, or leaves it (setTyping(null)). */
function useJudging(draft: Draft) {
  const [typing, setTyping] = useState<NumberField | null>(null)
  useEffect(() => {
    if (typing === null) return
    const timer = setTimeout(() => setTyping(null), PAUSE_MS)
    return () => clearTimeout(timer)
  }, [typing, draft])
  return { typing, setTyping }
}

/** The message of an invalid field: what it cannot read, or the bounds it takes. */
const messageFor = (field: NumberField, draft: Draft) => (unreadable(draft)[field] ? NOT_A_NUMBER : MESSAGES[field])

/** The error each field shows: its message once it is invalid and judged, null otherwise. */
const judgedErrors = (draft: Draft, invalid: Record<NumberField, boolean>, typing: NumberField | null) =>
  Object.fromEntries(NUMBER_FIELDS.map((field) => [field, invalid[field] && typing !== field ? messageFor(field, draft) : null])) as Record<
    NumberField,
    string | null
  >

/** What the address reading sees and sets of the calculator's state. */
interface AddressReading {
  form: RefObject<HTMLFormElement | null>
  draft: Draft
  setDraft: (draft: Draft) => void
  ignored: IgnoredValue[]
  setIgnored: (ignored: IgnoredValue[]) => void
  follows: boolean
  setFollows: (follows: boolean) => void
}

function useAddressRead({ form, draft, setDraft, ignored, setIgnored, follows, setFollows }: AddressReading): number {
  const addressChanges = useAddressChanges()
  const addressRead = useRef(false)
  // The address the page opened at (a shared link, a reload, back to it from another page), and any address Back or
  // Forward bring, set the fields; what the visitor typed before the page hydrated wins over it. Values the address
  // cannot give are dropped from it, and named; a link from before the values moved to the fragment (?age=45) has
  // them moved there, with no request. Nothing is set when nothing changes: an ordinary visit hydrates without a
  // second render. The calculator's own rewrites of the address (replaceAddress) are not read back.
  useLayoutEffect(() => {
    const { input, choices, ignored: dropped, rewrite, cleanState } = readAddress(window.location)
    const holdsValues = cleanState !== '' || dropped.length > 0
    // An anchor followed within the page holds none of the calculator's values: the fields stay as they are.
    if (addressRead.current && !holdsValues) return
    const typedFirst = addressRead.current ? {} : typedBeforeHydration(form.current)
    addressRead.current = true
    const next = { ...toDraft(input, choices), ...typedFirst }
    if (!sameDraft(next, draft)) setDraft(next)
    if (dropped.length || ignored.length) setIgnored(dropped)
    const typedSomething = Object.keys(typedFirst).length > 0
    // The address follows the fields from now on if the visitor typed, or if it held values (a shared link).
    const followAddress = typedSomething || holdsValues
    if (follows !== followAddress) setFollows(followAddress)
    if (rewrite) replaceAddress(rewrite)
    // Only a new address is read: the draft's own changes must not bring the address back over what is typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [addressChanges])
  return addressChanges
}

export function useCalculatorState(form: RefObject<HTMLFormElement | null>) {
  // The pre-rendered page holds the defaults; the address is read once the page has hydrated.
  const [draft, setDraft] = useState(DEFAULT_DRAFT)
  const [ignored, setIgnored] = useState<IgnoredValue[]>([])
  // Whether the address follows the fields: once the visitor has typed, or when it held values (a shared link).
  const [follows, setFollows] = useState(false)
  const { typing, setTyping } = useJudging(draft)

  const addressChanges = useAddressRead({ form, draft, setDraft, ignored, setIgnored, follows, setFollows })

  const { input, choices, invalid } = readDraft(draft)
  const canShare = input !== null && NUMBER_FIELDS.every((field) => !invalid[field])
  const shareState = input === null ? null : writeState(input, choices)

  useAddressFollows(follows && canShare ? shareState : null, addressChanges)

  const update = (change: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...change }))
    setFollows(true)
    const field = NUMBER_FIELDS.find((name) => change[name] !== undefined)
    setTyping(field ?? null)
  }
  /** The visitor left a field: it is judged now. */
  const settle = () => setTyping(null)

  const errors = judgedErrors(draft, invalid, typing)

  return {
    draft,
    update,
    settle,
    input,
    /** What the newer options ask for: threshold zones, counts, a situation, a watch. */
    choices,
    /** Whether the age can be used, now: the button's check (spec §5). */
    ageIsValid: !invalid.age,
    /** Every value valid: only then are the results copied, printed or shared. */
    canShare,
    /** The error each field shows, once judged. */
    errors,
    /** Why the results cannot be passed on now, one message per invalid field. */
    problems: NUMBER_FIELDS.filter((field) => invalid[field]).map((field) => messageFor(field, draft)),
    /** Whether the results' warning shows: the age is invalid and judged. */
    showInvalid: errors.age !== null,
    ignored,
    dismissIgnored: () => setIgnored([]),
    shareState,
  }
}
