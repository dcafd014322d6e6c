import { lazy, Suspense, useState, type FormEvent } from 'react'
import { AGE_ERROR } from './calculator-text'
import { CalculatorResults } from './CalculatorResults'
import { calculate } from './methods'
import { useCalculatorState } from './use-calculator-state'
import { useLazyTooltips } from './use-lazy-tooltips'
import { INVALID_AGE_MESSAGE, isValidAge, MAX_AGE, MIN_AGE, parseAge } from './zones'

const CalculatorOptions = lazy(() => import('./CalculatorOptions'))

/**
 * Age field and the five zones (spec §4, §5, §9): results follow the typed age live, the button re-validates it.
 * Options (resting rate, formula, measured maximum) are folded away, and their code loads when they are opened.
 */
export function Calculator() {
  const state = useCalculatorState()
  const { draft, update, commit, input, ageIsValid } = state
  const result = calculate(input)
  const { tooltips, load: loadTooltips } = useLazyTooltips()
  const hasOptions = input.resting !== null || input.knownMax !== null || input.formula !== 'fox' || state.restingInvalid || state.knownMaxInvalid
  const [optionsOpen, setOptionsOpen] = useState(false)
  const showOptions = optionsOpen || hasOptions

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!isValidAge(parseAge(draft.age))) window.alert(INVALID_AGE_MESSAGE)
    else commit()
  }

  return (
    <div
      className="calculator rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      onPointerEnter={loadTooltips}
      onFocus={loadTooltips}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-wrap items-start gap-3 print:hidden">
        <div className="grid gap-1">
          <label htmlFor="calc-age" className="font-semibold text-ink">
            Votre âge
          </label>
          <input
            id="calc-age"
            name="age"
            type="number"
            inputMode="numeric"
            min={MIN_AGE}
            max={MAX_AGE}
            step={1}
            value={draft.age}
            onChange={(event) => update({ age: event.target.value })}
            onBlur={() => commit()}
            aria-invalid={!ageIsValid}
            aria-describedby={ageIsValid ? 'calc-age-aide' : 'calc-age-aide calc-age-erreur'}
            className="w-32 rounded-lg border border-slate-300 px-3 py-2.5 text-lg text-ink tabular-nums focus:border-brand-600 aria-invalid:border-red-700"
          />
          <p id="calc-age-aide" className="text-sm text-slate-600">
            Entre {MIN_AGE} et {MAX_AGE}&nbsp;ans
          </p>
          {!ageIsValid && (
            <p id="calc-age-erreur" className="text-sm font-semibold text-red-700">
              {AGE_ERROR}
            </p>
          )}
        </div>
        <button type="submit" className="button-primary mt-7">
          Calculer mes zones
        </button>
      </form>

      <details
        className="mt-5 rounded-lg border border-slate-200 px-4 py-3 print:hidden"
        open={showOptions}
        onToggle={(event) => setOptionsOpen(event.currentTarget.open)}
      >
        <summary className="cursor-pointer py-1 font-semibold text-brand-700">Options&nbsp;: fréquence au repos, formule, maximum mesuré</summary>
        {showOptions && (
          <Suspense fallback={<p className="mt-3 text-sm text-slate-600">Chargement des options…</p>}>
            <CalculatorOptions
              draft={draft}
              update={update}
              commit={commit}
              restingInvalid={state.restingInvalid}
              knownMaxInvalid={state.knownMaxInvalid}
            />
          </Suspense>
        )}
      </details>

      <CalculatorResults input={input} result={result} valid={ageIsValid} shareQuery={state.shareQuery} tooltips={tooltips} />
    </div>
  )
}
