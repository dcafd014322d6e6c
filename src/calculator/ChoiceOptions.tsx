import type { ReactNode } from 'react'
import type { OptionProps } from './CalculatorOptions'
import { OptionField } from './OptionField'
import { isSituation, isWatchBrand, SITUATIONS, WATCH_BRAND_IDS, type Situation } from '../heart-rate/option-values'
import { WATCH_BRANDS } from '../heart-rate/watch-brands'

const SITUATION_LABELS: Record<Situation, string> = {
  medicament: 'Je prends un médicament qui ralentit le cœur (un bêtabloquant, par exemple)',
  coeur: 'J’ai une maladie du cœur',
  grossesse: 'Je suis enceinte',
}

function Select({
  id,
  label,
  help,
  value,
  onChange,
  children,
}: {
  id: string
  label: string
  help: string
  value: string
  onChange: (value: string) => void
  children: ReactNode
}) {
  return (
    <OptionField id={id} label={label} help={help}>
      <select
        id={id}
        value={value}
        aria-describedby={`${id}-aide`}
        onChange={(event) => onChange(event.target.value)}
        className="field w-full bg-white text-base"
      >
        {children}
      </select>
    </OptionField>
  )
}

/** The pulse counted without a watch, a situation where zones do not apply, and a watch brand to compare with. */
export function ChoiceOptions({ draft, update }: Pick<OptionProps, 'draft' | 'update'>) {
  return (
    <>
      <div className="flex items-start gap-3">
        <input
          id="calc-pouls"
          type="checkbox"
          checked={draft.pulse}
          aria-describedby="calc-pouls-aide"
          onChange={(event) => update({ pulse: event.target.checked })}
          className="mt-3 h-5 w-5 shrink-0"
        />
        <div>
          <label htmlFor="calc-pouls" className="block min-h-11 content-center font-semibold text-ink">
            Sans montre&nbsp;: le pouls à compter en 15&nbsp;secondes
          </label>
          <p id="calc-pouls-aide" className="text-sm text-slate-600">
            Pour chaque zone, le nombre de battements à compter au poignet, tout de suite après l’arrêt. Un battement de plus ou de moins fait
            4&nbsp;BPM&nbsp;: c’est un repère, pas une mesure.
          </p>
        </div>
      </div>
      <Select
        id="calc-situation"
        label="Votre situation"
        help={'Dans ces situations, les zones calculées selon l’âge ne s’appliquent pas\u00a0: les résultats se guident sur l’effort ressenti.'}
        value={draft.situation}
        onChange={(situation) => update({ situation: isSituation(situation) ? situation : '' })}
      >
        <option value="">Aucune de ces situations</option>
        {SITUATIONS.map((situation) => (
          <option key={situation} value={situation}>
            {SITUATION_LABELS[situation]}
          </option>
        ))}
      </Select>
      <Select
        id="calc-montre"
        label="Comparer avec les zones de votre montre"
        help="Les zones par défaut de la marque, calculées pour vous, à côté des nôtres."
        value={draft.watch}
        onChange={(watch) => update({ watch: isWatchBrand(watch) ? watch : '' })}
      >
        <option value="">Aucune</option>
        {WATCH_BRAND_IDS.map((brand) => (
          <option key={brand} value={brand}>
            {WATCH_BRANDS[brand].name}
          </option>
        ))}
      </Select>
    </>
  )
}
