import { MAX_FORMULAS, isMaxFormula } from '../heart-rate/methods'
import { ChoiceOptions } from './ChoiceOptions'
import { NumberField } from './NumberField'
import { ThresholdOptions } from './ThresholdOptions'
import type { Draft, NumberField as FieldName } from './calculator-draft'
import type { ValueWarnings } from './value-warnings'

export interface OptionProps {
  draft: Draft
  update: (change: Partial<Draft>) => void
  settle: () => void
  errors: Record<FieldName, string | null>
  /** Values accepted that deserve a word (value-warnings.ts). */
  warnings: ValueWarnings
  /** A measured maximum is in use: it replaces the formula, whose list is then disabled. */
  maxMeasured: boolean
}

/**
 * Resting rate (Karvonen), maximum formula and measured maximum, then a threshold (Friel's zones), the pulse without a
 * watch, a situation where zones do not apply and a watch to compare with: loaded when the visitor opens the options.
 */
export default function CalculatorOptions({ draft, update, settle, errors, warnings, maxMeasured }: OptionProps) {
  return (
    <div className="mt-4 grid gap-5">
      <NumberField
        id="calc-repos"
        label="Fréquence cardiaque au repos (BPM)"
        help="Facultatif. Mesurée au réveil, après au moins 5 minutes de calme. Vos zones restent en % de la FC max; les classes d’intensité calculées sur votre réserve cardiaque (Karvonen) s’y ajoutent."
        error={errors.resting}
        warning={warnings.resting}
        value={draft.resting}
        onChange={(resting) => update({ resting })}
        onBlur={settle}
      />
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
            update({ formula })
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
      <NumberField
        id="calc-fcmax"
        label="Fréquence maximale mesurée (BPM)"
        help="Facultatif. Seulement si elle a été mesurée lors d’un test d’effort supervisé : elle remplace alors la formule."
        error={errors.knownMax}
        value={draft.knownMax}
        onChange={(knownMax) => update({ knownMax })}
        onBlur={settle}
      />
      <ThresholdOptions draft={draft} update={update} settle={settle} errors={errors} warning={warnings.threshold} />
      <ChoiceOptions draft={draft} update={update} />
    </div>
  )
}
