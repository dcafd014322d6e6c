import { lazy, Suspense, useEffect, type FormEvent } from 'react'
import { AgeForm } from './AgeForm'
import { DEFAULT_DRAFT, judgeDraft } from './calculator-draft'
import { CALCULATOR_FORM } from './calculator-form'
import { AGE_FIELD_ID, resultLine, type Answer } from './calculator-text'
import { CalculatorResults, type CalculatorSite } from './CalculatorResults'
import { calculate } from '../heart-rate/methods'
import { hasChoices } from '../heart-rate/option-values'
import { OptionsPanel } from './OptionsPanel'
import { useLazyTooltips } from './use-lazy-tooltips'
import { useOptionResults } from './use-option-results'
import { INVALID_AGE_MESSAGE } from '../heart-rate/zones'
import { useToolForm } from '../reader-tools/use-tool-form'

// Needed only when a shared link held values the calculator could not use.
const IgnoredValues = lazy(() => import('./IgnoredValues'))

/**
 * Age field and the five zones (spec §4, §5, §9): results follow the typed age live, the button re-validates it.
 * The maximum sits beside the field and one line sums up the answer, so that both are on a phone's first screen.
 * Options (resting rate, formula, measured maximum) are folded away, and their code loads when they are opened.
 */
export function Calculator({ site }: { site: CalculatorSite }) {
  const form = useToolForm(DEFAULT_DRAFT, CALCULATOR_FORM)
  const { judgeAll } = form
  const state = judgeDraft(form.draft, form.isJudged)
  const { input, errors } = state
  const result = input && calculate(input)
  const { tooltips, load: loadTooltips } = useLazyTooltips()
  const { choices } = state
  const answer: Answer = { input, result, noZones: choices.situation, valid: !state.showInvalid }
  const optionResults = useOptionResults(Boolean(result?.reserve) || hasChoices(choices))
  // A link to the age field (the home page's call to action) puts the focus in it, unless the visitor is elsewhere already.
  const { addressChanges } = form
  useEffect(() => {
    const field = document.getElementById(AGE_FIELD_ID)
    if (window.location.hash === `#${AGE_FIELD_ID}` && (document.activeElement === document.body || document.activeElement === null)) field?.focus()
  }, [addressChanges])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    judgeAll()
    if (!state.ageIsValid) window.alert(INVALID_AGE_MESSAGE)
  }

  // A container, so that the card's margins narrow where the text is large for its width (14em: text at 200 % on a
  // phone), and not on an ordinary phone.
  return (
    <div className="@container">
      <div
        className="calculator rounded-2xl border border-slate-200 bg-white p-4 shadow-sm @max-[14em]:p-2 sm:p-8"
        onPointerEnter={loadTooltips}
        onFocus={loadTooltips}
        data-imprimable={state.canShare}
      >
        <div role="status">
          {form.ignored.length > 0 && (
            <Suspense>
              <IgnoredValues values={form.ignored} onDismiss={form.dismissIgnored} />
            </Suspense>
          )}
        </div>
        <AgeForm
          formRef={form.formRef}
          form={form}
          error={errors.age}
          max={result && !choices.situation ? result.max : null}
          invalid={state.showInvalid}
          onSubmit={onSubmit}
        />
        {/* In sight while the visitor scrolls, on a screen tall enough for its text (30em: 480 px at ordinary text, 960 px
          at 200 %); on a shorter one, a sticky line would take too much of it. */}
        <p
          className="sticky top-16 z-10 -mx-1 mt-3 rounded-lg bg-slate-100 px-3 py-2 font-semibold text-ink tabular-nums short:static print:hidden"
          data-testid="ligne-resultat"
        >
          {resultLine(answer)}
        </p>

        <OptionsPanel form={form} errors={errors} />

        <CalculatorResults site={site} answer={answer} state={state} settle={judgeAll} tooltips={tooltips} options={optionResults} />
      </div>
    </div>
  )
}
