import { lazy, Suspense, useEffect, useRef, type FormEvent } from 'react'
import { useAddressChanges } from '../browser/address'
import { AgeForm } from './AgeForm'
import { AGE_FIELD_ID, EMPTY_AGE, noZonesLine, resultLine } from './calculator-text'
import { CalculatorResults } from './CalculatorResults'
import { calculate } from '../heart-rate/methods'
import { hasChoices } from '../heart-rate/option-values'
import { OptionsPanel } from './OptionsPanel'
import { useCalculatorState } from './use-calculator-state'
import { useLazyTooltips } from './use-lazy-tooltips'
import { useOptionResults } from './use-option-results'
import { INVALID_AGE_MESSAGE } from '../heart-rate/zones'

// Needed only when a shared link held values the calculator could not use.
const IgnoredValues = lazy(() => import('./IgnoredValues'))

/**
 * Age field and the five zones (spec §4, §5, §9): results follow the typed age live, the button re-validates it.
 * The maximum sits beside the field and one line sums up the answer, so that both are on a phone's first screen.
 * Options (resting rate, formula, measured maximum) are folded away, and their code loads when they are opened.
 */
export function Calculator() {
  const form = useRef<HTMLFormElement>(null)
  const state = useCalculatorState(form)
  const { draft, update, settle, input, errors } = state
  const result = input && calculate(input)
  const { tooltips, load: loadTooltips } = useLazyTooltips()
  const { choices } = state
  const optionResults = useOptionResults(Boolean(result?.reserve) || hasChoices(choices))
  // A link to the age field (the home page's call to action) puts the focus in it, unless the visitor is elsewhere already.
  const addressChanges = useAddressChanges()
  useEffect(() => {
    const field = document.getElementById(AGE_FIELD_ID)
    if (window.location.hash === `#${AGE_FIELD_ID}` && (document.activeElement === document.body || document.activeElement === null)) field?.focus()
  }, [addressChanges])

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
      <AgeForm
        form={form}
        age={draft.age}
        error={errors.age}
        max={result && !choices.situation ? result.max : null}
        onAge={(age) => update({ age })}
        onBlur={settle}
        onSubmit={onSubmit}
      />
      <p
        className="sticky top-16 z-10 -mx-1 mt-3 rounded-lg bg-slate-100 px-3 py-2 font-semibold text-ink tabular-nums print:hidden"
        data-testid="ligne-resultat"
      >
        {input && result ? (choices.situation ? noZonesLine(input) : resultLine(input, result)) : EMPTY_AGE}
      </p>

      <OptionsPanel draft={draft} update={update} settle={settle} errors={errors} />

      <CalculatorResults input={input} result={result} state={state} tooltips={tooltips} options={optionResults} />
    </div>
  )
}
