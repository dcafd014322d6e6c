import { WHEN_ZONES_DO_NOT_APPLY_ID } from '../calculator/calculator-text'
import { sharedBlock } from '../pages/shared-block'
import { pagePath } from '../site-pages'

/**
 * For people whose heart rate the age formulas do not describe: the shared block content/blocs/zones-non-applicables.md,
 * under the calculator, open (a safety note is not hidden by default; the reader may fold it). Under the calculator it
 * also names the option that turns the results to perceived exertion: the one note on it, the results add none. On the
 * zones guide, whose zones carry the talk test, it does not link to that page itself.
 */
export function WhenZonesDoNotApply({ onZonesGuide = false, underCalculator = false }: { onZonesGuide?: boolean; underCalculator?: boolean }) {
  return (
    <details open className="mt-3 rounded-lg border border-slate-200 bg-white px-4 py-3 print:hidden">
      <summary className="cursor-pointer py-1 font-semibold text-brand-700">Médicaments, maladie du cœur ou grossesse?</summary>
      <div id={WHEN_ZONES_DO_NOT_APPLY_ID} className="mt-2 grid gap-2 text-slate-700">
        <div className="prose-content" dangerouslySetInnerHTML={{ __html: sharedBlock('zones-non-applicables') }} />
        {underCalculator && (
          <p>
            Dans les options du calculateur, à «&nbsp;Votre situation&nbsp;», choisissez la vôtre&nbsp;: les résultats reposent alors sur l’effort
            ressenti.
          </p>
        )}
        {!onZonesGuide && (
          <p>
            <a
              href={pagePath('zones-cardiaques')}
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
            >
              Le test de la parole, zone par zone
            </a>
          </p>
        )}
      </div>
    </details>
  )
}
