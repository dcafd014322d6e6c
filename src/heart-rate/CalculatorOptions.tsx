import { MAX_FORMULAS, isMaxFormula, KNOWN_MAX_LIMITS, RESTING_LIMITS } from './methods'
import type { Draft, NumberField } from './use-calculator-state'

interface Props {
  draft: Draft
  update: (change: Partial<Draft>) => void
  settle: () => void
  errors: Record<NumberField, string | null>
}

function NumberField({
  id,
  label,
  help,
  error,
  value,
  limits,
  onChange,
  onBlur,
}: {
  id: string
  label: string
  help: string
  error: string | null
  value: string
  limits: { min: number; max: number }
  onChange: (value: string) => void
  onBlur: () => void
}) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={limits.min}
        max={limits.max}
        value={value}
        aria-invalid={error !== null}
        aria-describedby={`${id}-aide`}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        className="field w-36 text-lg tabular-nums"
      />
      {/* One message at the field: its help, or the error in its place once the value is judged. */}
      <p id={`${id}-aide`} className={error ? 'text-sm font-semibold text-red-700' : 'text-sm text-slate-600'}>
        {error ?? help}
      </p>
    </div>
  )
}

/** Resting rate (Karvonen), maximum formula and measured maximum: loaded when the visitor opens the options. */
export default function CalculatorOptions({ draft, update, settle, errors }: Props) {
  return (
    <div className="mt-4 grid gap-5">
      <NumberField
        id="calc-repos"
        label="Fréquence cardiaque au repos (BPM)"
        help="Facultatif. Mesurée le matin, au réveil. Avec elle, les zones suivent votre réserve cardiaque (Karvonen)."
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
    </div>
  )
}
