import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react'
import { useLocation } from 'react-router-dom'
import { AGE_FIELD_ID, EMPTY_AGE, NO_FIGURE, noZonesLine, resultLine } from './calculator-text'
import { CalculatorResults } from './CalculatorResults'
import { calculate, DEFAULT_FORMULA } from './methods'
import { useCalculatorState } from './use-calculator-state'
import { useLazyTooltips } from './use-lazy-tooltips'
import { useOptionResults } from './use-option-results'
import { INVALID_AGE_MESSAGE, MAX_AGE, MIN_AGE } from './zones'

const CalculatorOptions = lazy(() => import('./CalculatorOptions'))
// Needed only when a shared link held values the calculator could not use.
const IgnoredValues = lazy(() => import('./IgnoredValues'))

/**
 * Age field and the five zones (spec §4, §5, §9): results follow the typed age live, the button re-validates it.
 * The maximum sits beside the field and one line sums up the answer, so that both are on a phone's first screen.
 * Options (resting rate, formula, measured maximum) are folded away, and their code loads when they are opened.
 */
export function Calculator() {
  const form = useRef<HTMLFormElement>(null)
  const options = useRef<HTMLDetailsElement>(null)
  const state = useCalculatorState(form)
  const { draft, update, settle, input, errors } = state
  const result = input && calculate(input)
  const { tooltips, load: loadTooltips } = useLazyTooltips()
  const { choices } = state
  const optionResults = useOptionResults(
    result?.method === 'reserve' || choices.threshold !== null || choices.pulse || !!choices.situation || !!choices.watch,
  )
  const hasOptions =
    draft.resting !== '' ||
    draft.knownMax !== '' ||
    draft.formula !== DEFAULT_FORMULA ||
    draft.threshold !== '' ||
    draft.pulse ||
    !!draft.situation ||
    !!draft.watch
  const [optionsOpen, setOptionsOpen] = useState(false)
  const showOptions = optionsOpen || hasOptions
  // Options opened before the page hydrated: their fields are shown once it has.
  useLayoutEffect(() => {
    if (options.current?.open) setOptionsOpen(true)
  }, [])
  // A link to the age field (the home page's call to action) puts the focus in it, unless the visitor is elsewhere already.
  const { hash } = useLocation()
  useEffect(() => {
    const field = document.getElementById(AGE_FIELD_ID)
    if (hash === `#${AGE_FIELD_ID}` && (document.activeElement === document.body || document.activeElement === null)) field?.focus()
  }, [hash])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    settle()
    if (!state.ageIsValid) window.alert(INVALID_AGE_MESSAGE)
  }

  return (
    <div
      className="calculator rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8"
      onPointerEnter={loadTooltips}
      onFocus={loadTooltips}
      data-imprimable={state.canShare}
    >
      <div role="status">
        {state.ignored.length > 0 && (
          <Suspense>
            <IgnoredValues values={state.ignored} onDismiss={state.dismissIgnored} />
          </Suspense>
        )}
      </div>
      <form ref={form} noValidate onSubmit={onSubmit} className="flex flex-wrap items-start gap-x-3 gap-y-3 sm:gap-x-4 print:hidden">
        <div className="grid max-w-48 gap-1">
          <label htmlFor={AGE_FIELD_ID} className="font-semibold text-ink">
            Votre âge
          </label>
          <input
            id={AGE_FIELD_ID}
            name="age"
            type="number"
            inputMode="numeric"
            min={MIN_AGE}
            max={MAX_AGE}
            step={1}
            value={draft.age}
            onChange={(event) => update({ age: event.target.value })}
            onBlur={settle}
            aria-invalid={errors.age !== null}
            aria-describedby={`${AGE_FIELD_ID}-aide`}
            className="field w-28 text-lg tabular-nums"
          />
          {/* One message, at the field: the range while all is well, the error in its place once the age is judged. */}
          <p id={`${AGE_FIELD_ID}-aide`} className={errors.age ? 'text-sm font-semibold text-red-700' : 'text-sm text-slate-600'}>
            {errors.age ?? `De ${MIN_AGE} à ${MAX_AGE}\u00a0ans`}
          </p>
        </div>
        <div className="rounded-xl bg-ink px-3 py-2.5 text-white sm:px-4 sm:py-3">
          <p className="text-sm text-slate-300">FC max</p>
          <p className="text-3xl font-bold whitespace-nowrap tabular-nums" data-testid="fcm">
            {result && !choices.situation ? result.max : NO_FIGURE}&nbsp;<span className="text-xl font-semibold">BPM</span>
          </p>
        </div>
        <button type="submit" className="button-primary basis-full sm:basis-auto">
          Calculer mes zones
        </button>
      </form>
      <p
        className="sticky top-16 z-10 -mx-1 mt-3 rounded-lg bg-slate-100 px-3 py-2 font-semibold text-ink tabular-nums print:hidden"
        data-testid="ligne-resultat"
      >
        {input && result ? (choices.situation ? noZonesLine(input) : resultLine(input, result)) : EMPTY_AGE}
      </p>

      <details
        ref={options}
        className="mt-4 rounded-lg border border-slate-200 px-4 py-2 print:hidden"
        open={showOptions}
        onToggle={(event) => setOptionsOpen(event.currentTarget.open)}
      >
        <summary className="cursor-pointer py-2 font-semibold text-brand-700">Options&nbsp;: fréquence au repos, formule, maximum mesuré</summary>
        {showOptions && (
          <Suspense fallback={<p className="mt-3 text-sm text-slate-600">Chargement des options…</p>}>
            <CalculatorOptions draft={draft} update={update} settle={settle} errors={errors} />
          </Suspense>
        )}
      </details>

      <CalculatorResults input={input} result={result} state={state} tooltips={tooltips} options={optionResults} />
    </div>
  )
}
