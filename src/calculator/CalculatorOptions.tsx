import { MAX_FORMULAS, isMaxFormula, KNOWN_MAX_LIMITS, RESTING_LIMITS } from '../heart-rate/methods'
import { ChoiceOptions } from './ChoiceOptions'
import { NumberField } from './NumberField'
import { ThresholdOptions } from './ThresholdOptions'
import type { Draft, NumberField as FieldName } from './use-calculator-state'

export interface OptionProps {
  draft: Draft
  update: (change: Partial<Draft>) => void
  settle: () => void
  errors: Record<FieldName, string | null>
}

/**
 * Resting rate (Karvonen), maximum formula and measured maximum, then a threshold (Friel's zones), the pulse without a
 * watch, a situation where zones do not apply and a watch to compare with: loaded when the visitor opens the options.
 */
export default function CalculatorOptions({ draft, update, settle, errors }: OptionProps) {
  return (
    <div className="mt-4 grid gap-5">
      <NumberField
        id="calc-repos"
        label="Fréquence cardiaque au repos (BPM)"
        help="Facultatif. Mesurée au réveil, après au moins 5 minutes de calme. Vos zones restent en % de la FC max; les classes d’intensité calculées sur votre réserve cardiaque (Karvonen) s’y ajoutent."
        error={errors.resting}
        value={draft.resting}
        limits={RESTING_LIMITS}
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
          onChange={(event) => {
            const formula = event.target.value
            if (!isMaxFormula(formula)) return
            update({ formula })
          }}
          className="field w-full bg-white text-base sm:w-auto sm:max-w-full"
        >
          {Object.entries(MAX_FORMULAS).map(([key, formula]) => (
            <option key={key} value={key}>
              {formula.label}&nbsp;: {formula.expression}
            </option>
          ))}
        </select>
      </div>
      <NumberField
        id="calc-fcmax"
        label="Fréquence maximale mesurée (BPM)"
        help="Facultatif. Seulement si elle a été mesurée lors d’un test d’effort supervisé : elle remplace alors la formule."
        error={errors.knownMax}
        value={draft.knownMax}
        limits={KNOWN_MAX_LIMITS}
        onChange={(knownMax) => update({ knownMax })}
        onBlur={settle}
      />
      <ThresholdOptions draft={draft} update={update} settle={settle} errors={errors} />
      <ChoiceOptions draft={draft} update={update} />
    </div>
  )
}
