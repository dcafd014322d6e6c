import { MAX_FORMULAS, isMaxFormula, KNOWN_MAX_LIMITS, KNOWN_MAX_MESSAGE, RESTING_LIMITS, RESTING_MESSAGE } from './methods'
import type { Draft } from './use-calculator-state'

const fieldClass =
  'w-36 rounded-lg border border-slate-300 px-3 py-2.5 text-lg text-ink tabular-nums focus:border-brand-600 aria-invalid:border-red-700'

interface Props {
  draft: Draft
  update: (change: Partial<Draft>) => void
  commit: (change?: Partial<Draft>) => void
  restingInvalid: boolean
  knownMaxInvalid: boolean
}

function NumberField({
  id,
  label,
  help,
  error,
  value,
  limits,
  onChange,
  onCommit,
}: {
  id: string
  label: string
  help: string
  error: string | null
  value: string
  limits: { min: number; max: number }
  onChange: (value: string) => void
  onCommit: () => void
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
        aria-describedby={`${id}-aide${error ? ` ${id}-erreur` : ''}`}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onCommit}
        className={fieldClass}
      />
      <p id={`${id}-aide`} className="text-sm text-slate-600">
        {help}
      </p>
      {error && (
        <p id={`${id}-erreur`} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

/** Resting rate (Karvonen), maximum formula and measured maximum: loaded when the visitor opens the options. */
export default function CalculatorOptions({ draft, update, commit, restingInvalid, knownMaxInvalid }: Props) {
  return (
    <div className="mt-4 grid gap-5">
      <NumberField
        id="calc-repos"
        label="Fréquence cardiaque au repos (BPM)"
        help="Facultatif. Mesurée le matin, au réveil. Avec elle, les zones suivent votre réserve cardiaque (Karvonen)."
        error={restingInvalid ? RESTING_MESSAGE : null}
        value={draft.resting}
        limits={RESTING_LIMITS}
        onChange={(resting) => update({ resting })}
        onCommit={() => commit()}
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
            commit({ formula })
          }}
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-ink focus:border-brand-600 sm:w-auto sm:max-w-full"
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
        error={knownMaxInvalid ? KNOWN_MAX_MESSAGE : null}
        value={draft.knownMax}
        limits={KNOWN_MAX_LIMITS}
        onChange={(knownMax) => update({ knownMax })}
        onCommit={() => commit()}
      />
    </div>
  )
}
