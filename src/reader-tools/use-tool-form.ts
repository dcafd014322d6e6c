/**
 * A test's form: what the reader types (kept as typed, so that an empty or wrong field stays as it is), which fields
 * are judged (once left, or all at once when the form is sent), and the address's fragment kept in step with them.
 * The pre-rendered form is everyone's; the fragment and what was typed before hydration are read in an effect.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { changedBeforeHydration } from '../browser/typed-before-hydration'
import { holdsValues, readFragment, replaceFragment, writeFragment, type Draft, type FragmentSpec } from './fragment'

/** What the visitor changed in the form before it hydrated, for the draft's own fields. */
function typedBeforeHydration<D extends Draft>(form: HTMLFormElement | null, initial: D): Partial<D> {
  const typed: Partial<D> = {}
  for (const [name, value] of form ? changedBeforeHydration(form) : []) {
    if (Object.hasOwn(initial, name) && typeof value === typeof initial[name]) typed[name as keyof D] = value as D[keyof D]
  }
  return typed
}

export function useToolForm<D extends Draft>(initial: D, spec: FragmentSpec<D>) {
  const formRef = useRef<HTMLFormElement>(null)
  const [draft, setDraft] = useState(initial)
  const [judged, setJudged] = useState<ReadonlySet<keyof D>>(() => new Set())
  const started = useRef(false)

  // Before the page renders again, so that what was typed before hydration is read before React puts its own values back.
  useLayoutEffect(() => {
    const linked = holdsValues(window.location.hash, spec) ? readFragment(window.location.hash, initial, spec) : {}
    setDraft({ ...initial, ...linked, ...typedBeforeHydration(formRef.current, initial) })
    // A link's values are shown judged: a wrong one is named at once.
    setJudged(new Set(Object.keys(linked)))
    const onFragment = () => {
      if (!holdsValues(window.location.hash, spec)) return
      const values = readFragment(window.location.hash, initial, spec)
      setDraft({ ...initial, ...values })
      setJudged(new Set(Object.keys(values)))
    }
    window.addEventListener('hashchange', onFragment)
    return () => window.removeEventListener('hashchange', onFragment)
  }, [initial, spec])

  useEffect(() => {
    // The first run sees the pre-rendered (empty) form: the address keeps what it says until the form has read it.
    if (!started.current) {
      started.current = true
      return
    }
    replaceFragment(writeFragment(draft, initial, spec), spec)
  }, [draft, initial, spec])

  const set = useCallback(<K extends keyof D>(key: K, value: D[K]) => setDraft((current) => ({ ...current, [key]: value })), [])
  const judge = useCallback((key: keyof D) => setJudged((current) => new Set(current).add(key)), [])
  const judgeAll = useCallback(() => setJudged(new Set(Object.keys(initial))), [initial])
  return { formRef, draft, set, judge, judgeAll, isJudged: (key: keyof D) => judged.has(key) }
}
