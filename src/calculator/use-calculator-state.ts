/**
 * The calculator's state: what the visitor types (kept as typed, so that an empty or invalid field stays as it is),
 * when a field is judged, the address the results are shared at, and the values the results follow.
 */
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react'
import { replaceAddress, useAddressChanges } from '../browser/address'
import { changedBeforeHydration } from '../browser/typed-before-hydration'
import {
  DEFAULT_DRAFT,
  judgedErrors,
  messageFor,
  NUMBER_FIELDS,
  readDraft,
  sameDraft,
  toDraft,
  type Draft,
  type NumberField,
} from './calculator-draft'
import { isMaxFormula } from '../heart-rate/methods'
import { readAddress, writeState, type IgnoredValue } from './url-state'

/** A field is judged once the visitor leaves it or stops typing this long, not at each keystroke. */
const PAUSE_MS = 1200

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
