import type { OptionProps } from './CalculatorOptions'
import { SPORT_NAMES } from '../heart-rate/friel-zones'
import { NumberField } from './NumberField'
import { SPORTS } from '../heart-rate/option-values'

/** Friel's 30-minute test, as he describes it, and the caution a maximal effort calls for. */
function ThresholdTest() {
  return (
    <details className="rounded-lg bg-slate-50 px-3 py-1 text-sm text-slate-700">
      <summary className="min-h-11 cursor-pointer content-center font-semibold text-brand-700">Le test de 30&nbsp;minutes, pas à pas</summary>
      <ol className="mt-1 mb-2 list-decimal space-y-1 pl-5" data-testid="test-seuil">
        <li>
          Échauffez-vous, puis courez ou pédalez 30&nbsp;minutes seul, sans partenaire et hors compétition, aussi fort que vous le pouvez de façon
          régulière.
        </li>
        <li>À 10&nbsp;minutes, appuyez sur le bouton de tour de votre montre ou de votre compteur.</li>
        <li>
          Votre fréquence au seuil est la fréquence moyenne des 20&nbsp;dernières minutes. Partir trop vite fausse le résultat&nbsp;: il s’affine d’un
          test à l’autre.
        </li>
      </ol>
      <p className="mb-2 font-semibold">
        C’est un effort maximal soutenu&nbsp;: faites-le seulement si vous êtes en bonne santé et déjà entraîné. Avec un médicament qui ralentit le
        cœur, une maladie du cœur, une grossesse ou des symptômes à l’effort, parlez-en d’abord à votre médecin; arrêtez-vous en cas de douleur à la
        poitrine, d’étourdissement ou d’essoufflement inhabituel.
      </p>
    </details>
  )
}

/** The lactate-threshold heart rate and the sport of the test: Friel's zones join the results. */
export function ThresholdOptions({
  draft,
  update,
  settle,
  errors,
  warning,
}: Pick<OptionProps, 'draft' | 'update' | 'settle' | 'errors'> & { warning: string | undefined }) {
  return (
    <div className="grid gap-3">
      <NumberField
        id="calc-seuil"
        label="Fréquence cardiaque au seuil (BPM)"
        help={'Facultatif. Mesurée par le test de 30\u00a0minutes ci-dessous\u00a0: vos zones au seuil, selon Joe Friel, s’ajoutent aux résultats.'}
        error={errors.threshold}
        warning={warning}
        value={draft.threshold}
        onChange={(threshold) => update({ threshold })}
        onBlur={settle}
      />
      {draft.threshold !== '' && (
        <fieldset className="grid gap-1">
          <legend className="font-semibold text-ink">Sport du test</legend>
          <div className="flex flex-wrap gap-x-5">
            {SPORTS.map((sport) => (
              <label key={sport} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="sport"
                  value={sport}
                  checked={draft.sport === sport}
                  onChange={() => update({ sport })}
                  className="h-5 w-5"
                />
                {SPORT_NAMES[sport]}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <ThresholdTest />
    </div>
  )
}
