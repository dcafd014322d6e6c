/**
 * The calculator's state: what the visitor types (kept as typed, so that an empty or invalid field stays as it is),
 * when a field is judged, the address the results are shared at, and the values the results follow.
 */
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { changedBeforeHydration } from '../components/typed-before-hydration'
import { AGE_ERROR } from './calculator-text'
import {
  inLimits,
  isMaxFormula,
  KNOWN_MAX_LIMITS,
  KNOWN_MAX_MESSAGE,
  RESTING_LIMITS,
  RESTING_MESSAGE,
  type CalculatorInput,
  type MaxFormula,
} from './methods'
import { DEFAULT_INPUT, readQuery, writeQuery, type IgnoredValue } from './url-state'
import { isValidAge, parseAge } from './zones'

export interface Draft {
  age: string
  resting: string
  knownMax: string
  formula: MaxFormula
}
export type NumberField = 'age' | 'resting' | 'knownMax'

/** A field is judged once the visitor leaves it or stops typing this long, not at each keystroke. */
const PAUSE_MS = 1200

/** Marks the addresses the calculator writes itself, so that it does not read them back as a new link. */
const OWN_ADDRESS = { calculateur: true } as const
const isOwnAddress = (state: unknown) => typeof state === 'object' && state !== null && 'calculateur' in state

const toDraft = ({ age, formula, resting, knownMax }: CalculatorInput): Draft => ({
  age: String(age),
  formula,
  resting: resting === null ? '' : String(resting),
  knownMax: knownMax === null ? '' : String(knownMax),
})

/** An optional field: empty is « not given »; a value out of its bounds is an error and is not used. */
function optional(raw: string, limits: { min: number; max: number }) {
  const value = parseAge(raw)
  return { value: inLimits(value, limits) ? value : null, invalid: raw.trim() !== '' && !inLimits(value, limits) }
}

/** What the results follow, read from the fields as typed; no input while the age cannot be read (empty field). */
function readDraft(draft: Draft) {
  const age = parseAge(draft.age)
  const resting = optional(draft.resting, RESTING_LIMITS)
  const knownMax = optional(draft.knownMax, KNOWN_MAX_LIMITS)
  const input: CalculatorInput | null = age === null ? null : { age, formula: draft.formula, resting: resting.value, knownMax: knownMax.value }
  const invalid: Record<NumberField, boolean> = { age: !isValidAge(age), resting: resting.invalid, knownMax: knownMax.invalid }
  return { input, invalid }
}

const MESSAGES: Record<NumberField, string> = { age: AGE_ERROR, resting: RESTING_MESSAGE, knownMax: KNOWN_MAX_MESSAGE }

/** The fields a pre-rendered form names, as the draft names them. */
const FIELD_NAMES: Record<string, keyof Draft> = { age: 'age', repos: 'resting', fcmax: 'knownMax', formule: 'formula' }

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

const sameDraft = (a: Draft, b: Draft) => a.age === b.age && a.resting === b.resting && a.knownMax === b.knownMax && a.formula === b.formula

export function useCalculatorState(form: RefObject<HTMLFormElement | null>) {
  const location = useLocation()
  const navigate = useNavigate()
  // The pre-rendered page holds the defaults; the address is read once the page has hydrated.
  const [draft, setDraft] = useState(() => toDraft(DEFAULT_INPUT))
  const [ignored, setIgnored] = useState<IgnoredValue[]>([])
  // Whether the fields hold something the visitor typed that the address does not say yet.
  const [touched, setTouched] = useState(false)
  const [typing, setTyping] = useState<NumberField | null>(null)
  const addressRead = useRef(false)

  // An address the calculator did not write (the page opened from a shared link, a link followed to it) sets the
  // fields; what the visitor typed before the page hydrated wins over it. Values the address cannot give are dropped
  // from it, and named. Nothing is set when nothing changes: an ordinary visit hydrates without a second render.
  useLayoutEffect(() => {
    // The calculator's own address is read too when the page opens at it (back to it from another page, a reload).
    if (addressRead.current && isOwnAddress(location.state)) return
    const { input, ignored: dropped, cleanQuery } = readQuery(location.search)
    const typed = addressRead.current ? {} : typedBeforeHydration(form.current)
    addressRead.current = true
    const next = { ...toDraft(input), ...typed }
    if (!sameDraft(next, draft)) setDraft(next)
    if (dropped.length || ignored.length) setIgnored(dropped)
    const typedSomething = Object.keys(typed).length > 0
    if (touched !== typedSomething) setTouched(typedSomething)
    if (dropped.length) void navigate({ search: cleanQuery, hash: location.hash }, { replace: true, preventScrollReset: true, state: OWN_ADDRESS })
    // Only a new address is read: the draft's own changes must not bring the address back over what is typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key])

  const { input, invalid } = readDraft(draft)
  const canShare = input !== null && !invalid.age && !invalid.resting && !invalid.knownMax
  const query = input === null ? null : writeQuery(input)

  // The address follows what the visitor types, once valid, in place: no new history entry, so Back leaves the page.
  useEffect(() => {
    if (!touched || !canShare || query === null) return
    if (writeQuery(readQuery(location.search).input) === query) return
    void navigate({ search: query, hash: location.hash }, { replace: true, preventScrollReset: true, state: OWN_ADDRESS })
  }, [touched, canShare, query, location.search, location.hash, navigate])

  // A field typed in is judged once the visitor pauses.
  useEffect(() => {
    if (typing === null) return
    const timer = setTimeout(() => setTyping(null), PAUSE_MS)
    return () => clearTimeout(timer)
  }, [typing, draft])

  const update = (change: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...change }))
    setTouched(true)
    const field = (['age', 'resting', 'knownMax'] as const).find((name) => change[name] !== undefined)
    setTyping(field ?? null)
  }
  /** The visitor left a field: it is judged now. */
  const settle = () => setTyping(null)

  const errors = Object.fromEntries(
    (Object.keys(MESSAGES) as NumberField[]).map((field) => [field, invalid[field] && typing !== field ? MESSAGES[field] : null]),
  ) as Record<NumberField, string | null>

  return {
    draft,
    update,
    settle,
    input,
    /** Whether the age can be used, now: the button's check (spec §5). */
    ageIsValid: !invalid.age,
    /** Every value valid: only then are the results copied, printed or shared. */
    canShare,
    /** The error each field shows, once judged. */
    errors,
    /** Why the results cannot be passed on now, one message per invalid field. */
    problems: (Object.keys(MESSAGES) as NumberField[]).filter((field) => invalid[field]).map((field) => MESSAGES[field]),
    /** Whether the results' warning shows: the age is invalid and judged. */
    showInvalid: errors.age !== null,
    ignored,
    dismissIgnored: () => setIgnored([]),
    shareQuery: query,
  }
}
