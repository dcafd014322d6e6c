import { calculate, MAX_FORMULAS, isMaxFormula } from '../heart-rate/methods'
import { fieldMessages, STACKED } from '../ui/field-messages'
import { NumberField } from '../ui/NumberField'
import { readDraft } from './calculator-draft'
import { ChoiceOptions } from './ChoiceOptions'
import type { OptionProps } from './option-props'
import { ThresholdOptions } from './ThresholdOptions'
import { valueWarnings } from './value-warnings'

/** The heart rates the options take, in BPM: each field's id, label and help; its bounds are in its help and its error. */
const RATES = {
  resting: {
    id: 'calc-repos',
    label: 'Fréquence cardiaque au repos (BPM)',
    help: 'Facultatif. Mesurée au réveil, encore au lit, pendant 60\u00a0secondes; notre journal en tire votre valeur habituelle, la médiane de vos matins. Vos zones restent en % de la FC max; les classes d’intensité calculées sur votre réserve de fréquence cardiaque (Karvonen) s’y ajoutent.',
  },
  knownMax: {
    id: 'calc-fcmax',
    label: 'Fréquence maximale mesurée (BPM)',
    help: 'Facultatif. Le maximum d’un test d’effort supervisé, ou un maximum vu vous-même avec une ceinture thoracique, à la fin d’une course par exemple, s’il dépasse l’estimation : il remplace alors la formule.',
  },
  threshold: {
    id: 'calc-seuil',
    label: 'Fréquence cardiaque au seuil lactique (BPM)',
    help: 'Facultatif. Mesurée par le test de 30\u00a0minutes ci-dessous\u00a0: vos zones au seuil, selon Joe Friel, s’ajoutent aux résultats.',
  },
} as const

/**
 * Resting rate (Karvonen), maximum formula and measured maximum, then a threshold (Friel's zones), the pulse without a
 * watch, a situation where zones do not apply and a watch to set on these zones: loaded when the visitor opens the options.
 * Values they accept that deserve a word say so (value-warnings.ts); a measured maximum replaces the formula, whose
 * list is then disabled.
 */
export default function CalculatorOptions({ form, errors }: OptionProps) {
  const { draft, set, judge } = form
  const { input, choices } = readDraft(draft)
  const warnings = valueWarnings(input, input && calculate(input), choices)
  const maxMeasured = input !== null && input.knownMax !== null
  const rate = (field: keyof typeof RATES) => {
    const { id, label, help } = RATES[field]
    const warning = field === 'knownMax' ? undefined : warnings[field]
    return (
      <NumberField
        id={id}
        label={label}
        value={draft[field]}
        error={errors[field]}
        onChange={(value) => set(field, value)}
        onBlur={() => judge(field)}
        inputMode="numeric"
        spellCheck={false}
        width="w-36"
        className={STACKED}
        {...fieldMessages(id, { error: errors[field], help, warning })}
      />
    )
  }
  return (
    <div className="mt-4 grid gap-5">
      {rate('resting')}
      <div className="grid gap-1">
        <label htmlFor="calc-formule" className="font-semibold text-ink">
          Formule de la fréquence maximale
        </label>
        <select
          id="calc-formule"
          value={draft.formula}
          disabled={maxMeasured}
          aria-describedby={maxMeasured ? 'calc-formule-aide' : undefined}
          onChange={(event) => {
            const formula = event.target.value
            if (!isMaxFormula(formula)) return
            set('formula', formula)
          }}
          className="field min-h-11 w-full bg-white text-base disabled:bg-slate-100 disabled:text-slate-600 sm:w-auto sm:max-w-full"
        >
          {Object.entries(MAX_FORMULAS).map(([key, formula]) => (
            <option key={key} value={key}>
              {formula.label}&nbsp;: {formula.expression}
            </option>
          ))}
        </select>
        {maxMeasured && (
          <p id="calc-formule-aide" className="text-sm text-slate-600">
            Inutile avec une fréquence maximale mesurée&nbsp;: elle remplace la formule.
          </p>
        )}
      </div>
      {rate('knownMax')}
      <ThresholdOptions form={form} field={rate('threshold')} />
      <ChoiceOptions form={form} />
    </div>
  )
}
