import type { ReactNode } from 'react'
import { OptionField } from './OptionField'
import type { OptionProps } from './option-props'
import { isWatchBrand, SITUATIONS, WATCH_BRAND_IDS, type Situation } from '../heart-rate/option-values'
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
        className="field min-h-11 w-full bg-white text-base"
      >
        {children}
      </select>
    </OptionField>
  )
}

/**
 * Where zones do not apply: one choice among four, as buttons whose labels wrap on a narrow screen, where a closed
 * list would cut them (« Je prends un médicament q… »).
 */
function SituationChoice({ value, onChange }: { value: Situation | ''; onChange: (value: Situation | '') => void }) {
  const choices: [Situation | '', string][] = [
    ['', 'Aucune de ces situations'],
    ...SITUATIONS.map((situation) => [situation, SITUATION_LABELS[situation]] as [Situation, string]),
  ]
  return (
    <fieldset className="grid gap-1" aria-describedby="calc-situation-aide">
      <legend className="font-semibold text-ink">Votre situation</legend>
      <p id="calc-situation-aide" className="text-sm text-slate-600">
        Dans ces situations, les zones calculées selon l’âge ne s’appliquent pas&nbsp;: les résultats reposent sur l’effort ressenti.
      </p>
      {choices.map(([situation, label]) => (
        <label key={situation || 'aucune'} className="flex min-h-11 items-center gap-3">
          <input
            type="radio"
            name="situation"
            value={situation}
            checked={value === situation}
            onChange={() => onChange(situation)}
            className="h-5 w-5 shrink-0"
          />
          {label}
        </label>
      ))}
    </fieldset>
  )
}

/** The pulse counted without a watch, a situation where zones do not apply, and a watch to set on these zones. */
export function ChoiceOptions({ form: { draft, set } }: Pick<OptionProps, 'form'>) {
  return (
    <>
      <div className="flex items-start gap-3">
        <input
          id="calc-pouls"
          type="checkbox"
          checked={draft.pulse}
          aria-describedby="calc-pouls-aide"
          onChange={(event) => set('pulse', event.target.checked)}
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
      <SituationChoice value={draft.situation} onChange={(situation) => set('situation', situation)} />
      <Select
        id="calc-montre"
        label="Régler votre montre sur ces zones"
        help={`${WATCH_BRAND_IDS.map((brand) => WATCH_BRANDS[brand].name).join(' et ')} seulement\u00a0: la documentation du fabricant dit comment la montre calcule ses zones par défaut. Nous vous disons quoi y inscrire pour qu’elle affiche les mêmes BPM que le calculateur.`}
        value={draft.watch}
        onChange={(watch) => set('watch', isWatchBrand(watch) ? watch : '')}
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
