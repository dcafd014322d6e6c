/**
 * The calculator's state: what the visitor types (kept as typed, so that an empty or invalid field stays as it is),
 * the address it is shared at, and the values the results follow.
 */
import { useEffect, useState, useSyncExternalStore } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { inLimits, KNOWN_MAX_LIMITS, RESTING_LIMITS, type CalculatorInput, type MaxFormula } from './methods'
import { readQuery, writeQuery } from './url-state'
import { isValidAge, parseAge } from './zones'

export interface Draft {
  age: string
  resting: string
  knownMax: string
  formula: MaxFormula
}

const toDraft = ({ age, formula, resting, knownMax }: CalculatorInput): Draft => ({
  age: String(age),
  formula,
  resting: resting === null ? '' : String(resting),
  knownMax: knownMax === null ? '' : String(knownMax),
})

const noSubscription = () => () => {}
/** False while React hydrates the pre-rendered page (which holds the defaults), true afterwards. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )

/** An optional field: empty is « not given »; a value out of its bounds is an error and is not used. */
function optional(raw: string, limits: { min: number; max: number }) {
  const value = parseAge(raw)
  return { value: inLimits(value, limits) ? value : null, invalid: raw.trim() !== '' && !inLimits(value, limits) }
}

/** What the results follow, read from the fields as typed. */
function readDraft(draft: Draft, lastAge: number) {
  const typedAge = parseAge(draft.age)
  const resting = optional(draft.resting, RESTING_LIMITS)
  const knownMax = optional(draft.knownMax, KNOWN_MAX_LIMITS)
  const input: CalculatorInput = { age: typedAge ?? lastAge, formula: draft.formula, resting: resting.value, knownMax: knownMax.value }
  return { input, ageIsValid: isValidAge(typedAge), restingInvalid: resting.invalid, knownMaxInvalid: knownMax.invalid }
}

export function useCalculatorState() {
  const hydrated = useHydrated()
  const { search } = useLocation()
  const navigate = useNavigate()
  const address = hydrated ? search : ''

  const [draft, setDraft] = useState(() => toDraft(readQuery(address)))
  // The last age that could be read: an empty or unreadable field keeps the previous zones rather than showing NaN.
  const [lastAge, setLastAge] = useState(() => readQuery(address).age)
  // A new address that the calculator did not write itself (a shared link once hydrated, back or forward) sets the
  // fields to what it says. The calculator's own writes arrive later than the typing that may follow them: they change nothing.
  const [seenAddress, setSeenAddress] = useState(address)
  const [written, setWritten] = useState<string | null>(null)
  const showAddress = (query: string) => {
    const fromAddress = readQuery(query)
    setWritten(null)
    setDraft(toDraft(fromAddress))
    setLastAge(fromAddress.age)
  }
  if (seenAddress !== address) {
    setSeenAddress(address)
    if (address !== written) showAddress(address)
  }
  // Back and forward are read from the browser itself: when they follow a write quickly, the router may render only
  // the last address, the same one as before, and the fields would keep what was typed.
  useEffect(() => {
    const onBackOrForward = () => showAddress(window.location.search)
    window.addEventListener('popstate', onBackOrForward)
    return () => window.removeEventListener('popstate', onBackOrForward)
  }, [])

  const { input, ageIsValid, restingInvalid, knownMaxInvalid } = readDraft(draft, lastAge)

  const update = (change: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...change }))
    if (change.age === undefined) return
    const age = parseAge(change.age)
    if (age !== null) setLastAge(age)
  }

  /** Writes the valid state into the address (a new history entry), so that back and forward step through results. */
  const commit = (change: Partial<Draft> = {}) => {
    const next = readDraft({ ...draft, ...change }, lastAge)
    if (!next.ageIsValid) return
    const query = writeQuery(next.input)
    // Leaving the field and pressing the button are two commits before the address changes: one history entry.
    if (query === search || query === written) return
    setWritten(query)
    void navigate({ search: query }, { preventScrollReset: true })
  }

  return { draft, update, commit, input, ageIsValid, restingInvalid, knownMaxInvalid, shareQuery: writeQuery(input) }
}
