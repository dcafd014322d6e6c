/**
 * A form whose values live in the address's fragment: the calculator's and each test's, as its spec declares. What
 * the visitor types is kept as typed (an empty or wrong field stays as it is); each field is judged when the spec says;
 * the address follows the fields in place (no history entry, no request). The pre-rendered form is everyone's: the
 * address, and what the visitor typed before the page hydrated, are read once it has.
 */
import { useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react'
import { onAddressChange, replaceAddress } from '../browser/address'
import { typedBeforeHydration } from '../browser/typed-before-hydration'
import type { Draft, FormAddress } from './fragment'

/**
 * How a form behaves, declared once: where its values live, and when a field is judged. A test's sets `address`; the
 * calculator's, all three; the resting log's entry, none.
 */
export interface FormSpec<D extends Draft, I = never> {
  /** How the address holds the values (fragment.ts); without it, the form keeps them to itself (the resting log's). */
  address?: FormAddress<D, I>
  /** An anchor followed within the page (« #contenu ») gives way to the values at once; without it, at the next change. */
  restoresAfterAnchor?: boolean
  /**
   * Every field judged from the start, but the one being typed until the visitor pauses this long (ms) or leaves it:
   * the calculator's. Without it, a field is judged once left, or given by a link, and all once the form is sent.
   */
  pause?: number
}

/** Nothing typed, nothing read from a link: the address is left as it is. */
const UNTOUCHED = {}

/**
 * The form's state for `initial`, the empty form (which may change: the resting log's date is today's once known), and
 * `spec`, a constant. `set` a value, `judge` a field left, `judgeAll` when the form is sent, `reset` once it is used;
 * `addressChanges` counts the changes of the address under the page since it hydrated.
 */
export function useToolForm<D extends Draft, I = never>(initial: D, { address, restoresAfterAnchor, pause }: FormSpec<D, I>) {
  const formRef = useRef<HTMLFormElement>(null)
  const onPause = pause !== undefined
  // What the visitor typed, or a link gave, over the empty form. The address follows the fields from the first of them.
  const [typed, setTyped] = useState<Partial<D>>(UNTOUCHED)
  const draft = { ...initial, ...typed }
  // The fields judged (without `pause`), as the keys of an object: a link's values, the empty form's once it is sent.
  const [judged, setJudged] = useState<Partial<Record<keyof D, unknown>>>({})
  const [typing, setTyping] = useState<keyof D | null>(null)
  const [ignored, setIgnored] = useState<I[]>([])
  const [addressChanges, addressChanged] = useReducer((n: number) => n + 1, 0)
  const hasRead = useRef(false)
  useEffect(() => onAddressChange(addressChanged), [])

  // The address the page opened at, then any that Back, Forward or a link bring, sets the fields; what the visitor typed
  // before the page hydrated wins over it. Before the page renders again, so that React does not put its own values
  // back first. Nothing is set when nothing changes: an ordinary visit hydrates without a second render.
  useLayoutEffect(() => {
    const first = !hasRead.current
    hasRead.current = true
    const reading = address?.read(window.location, initial)
    // An anchor followed within the page holds none of the values: the fields stay as they are.
    if (!first && !reading?.values) return
    const typedFirst = first ? typedBeforeHydration(formRef.current, initial) : {}
    if (reading?.values || Object.keys(typedFirst).length) setTyped({ ...reading?.values, ...typedFirst })
    // A link's values are judged at once: a wrong one is named.
    if (reading?.values && !onPause) setJudged(reading.values)
    const dropped = reading?.ignored ?? []
    setIgnored((current) => (current.length || dropped.length ? dropped : current))
    if (reading?.rewrite) replaceAddress(reading.rewrite)
  }, [addressChanges, initial, address, onPause])

  // The fragment follows the fields in place, once the form has read the address (which keeps what it says till then).
  const fragment = address && typed !== UNTOUCHED ? address.write(draft, initial) : null
  const anchorsFollowed = restoresAfterAnchor ? addressChanges : 0
  useEffect(() => {
    if (fragment === null || !address) return
    const shown = address.read(window.location, initial)
    if (shown.written === fragment && !shown.rewrite) return
    replaceAddress({ search: shown.rewrite?.search ?? window.location.search, hash: fragment })
  }, [fragment, anchorsFollowed, address, initial])

  // A field being typed is judged once the visitor pauses: each change starts the pause again.
  useEffect(() => {
    if (typing === null) return
    const timer = setTimeout(() => setTyping(null), pause)
    return () => clearTimeout(timer)
  }, [typing, typed, pause])

  const set = <K extends keyof D>(key: K, value: D[K]) => {
    setTyped((current) => ({ ...current, [key]: value }))
    if (onPause) setTyping(key)
  }
  const judge = (key: keyof D) => {
    setJudged((current) => ({ ...current, [key]: true }))
    setTyping(null)
  }
  const judgeAll = () => {
    setJudged(initial)
    setTyping(null)
  }
  const reset = () => {
    setTyped(UNTOUCHED)
    setJudged({})
  }
  const isJudged = (key: keyof D) => (onPause || key in judged) && typing !== key
  return { formRef, draft, set, judge, judgeAll, reset, isJudged, ignored, dismissIgnored: () => setIgnored([]), addressChanges }
}
