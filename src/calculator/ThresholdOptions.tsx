import { GLOSSARY, markdownPagePath } from '../site-pages'
import type { ReactNode } from 'react'
import type { OptionProps } from './option-props'
import { SPORT_NAMES } from '../heart-rate/friel-zones'
import { SPORTS } from '../heart-rate/option-values'
import { SafetyLink } from '../components/SafetyLink'

/** Friel's 30-minute test, as he describes it, and the caution a maximal effort calls for. */
function ThresholdTest() {
  return (
    <details className="rounded-lg bg-slate-50 px-3 py-1 text-sm text-slate-700">
      <summary className="min-h-11 cursor-pointer content-center font-semibold text-brand-700">Le test de 30&nbsp;minutes, pas à pas</summary>
      <ol className="mt-1 mb-2 list-decimal space-y-1 pl-5" data-testid="test-seuil">
        <li>
          Échauffez-vous, puis courez ou pédalez 30&nbsp;minutes seul ou seule, sans partenaire et hors compétition, aussi fort que vous le pouvez de
          façon régulière.
        </li>
        <li>À 10&nbsp;minutes, appuyez sur le bouton de tour de votre montre ou de votre compteur.</li>
        <li>
          Votre fréquence au seuil est la fréquence moyenne des 20&nbsp;dernières minutes. Partir trop vite fausse le résultat&nbsp;: il s’affine d’un
          test à l’autre.
        </li>
      </ol>
      <p className="mb-2 font-semibold" data-testid="test-seuil-prudence">
        C’est un effort soutenu, proche du maximum, que vous pouvez arrêter à tout moment&nbsp;: il convient à une personne en santé, déjà entraînée,
        que le Q-AAP+ ne renvoie pas d’abord à un médecin; après 45&nbsp;ans, sans habitude des efforts intenses, voyez d’abord une ou un kinésiologue
        (notre convention). Sous un médicament qui ralentit le cœur, avec une maladie du cœur ou pendant la grossesse, ce test ne vous concerne pas.
        Au premier signal d’alarme, arrêtez-vous et suivez notre règle, qui dit qui appeler&nbsp;: <SafetyLink />.{' '}
        <a href={`${markdownPagePath(GLOSSARY)}#test-d-effort-maximal`} className="text-brand-700 underline underline-offset-2">
          La règle des tests d’effort
        </a>
      </p>
    </details>
  )
}

/** The lactate-threshold heart rate (`field`, the options' own) and the sport of the test: Friel's zones join the results. */
export function ThresholdOptions({ form: { draft, set }, field }: Pick<OptionProps, 'form'> & { field: ReactNode }) {
  return (
    <div className="grid gap-3">
      {field}
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
                  onChange={() => set('sport', sport)}
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
