import { NO_ZONES_ARTICLE_ID } from '../content/site-facts'
import { WHEN_ZONES_DO_NOT_APPLY_ID } from '../calculator/calculator-text'
import { articlePath, pagePath } from '../site-pages'

/**
 * For people whose heart rate the age formulas do not describe. Static text, folded under the calculator; the
 * results link to its content, which opens it (a link to a place inside a closed <details> opens it).
 */
export function WhenZonesDoNotApply() {
  return (
    <details className="mt-3 rounded-lg border border-slate-200 bg-white px-4 py-3 print:hidden">
      <summary className="cursor-pointer py-1 font-semibold text-brand-700">Médicaments, maladie du cœur ou grossesse?</summary>
      <div id={WHEN_ZONES_DO_NOT_APPLY_ID} className="mt-2 grid gap-2 text-slate-700">
        <p>
          Certains médicaments ralentissent le cœur (les bêtabloquants, mais aussi le diltiazem, le vérapamil, la digoxine ou l’ivabradine)&nbsp;:
          votre pouls ne monte alors plus comme la formule le prévoit. Avec une maladie du cœur, ou pendant la grossesse, les zones calculées selon
          l’âge ne s’appliquent pas non plus.
        </p>
        <p>
          Guidez-vous plutôt sur le test de la parole (pouvez-vous encore parler en phrases complètes?) et sur l’effort ressenti, par exemple
          l’échelle de Borg, et demandez à votre médecin, ou pendant la grossesse à la personne qui la suit, quelle intensité vous convient.
        </p>
        <p className="flex flex-wrap gap-x-6 gap-y-1">
          <a href={articlePath(NO_ZONES_ARTICLE_ID)} className="font-semibold text-brand-700 underline underline-offset-2">
            S’entraîner sans zones cardiaques&nbsp;: médicaments, maladie du cœur, grossesse
          </a>
          <a href={pagePath('zones-cardiaques')} className="font-semibold text-brand-700 underline underline-offset-2">
            Le test de la parole, zone par zone
          </a>
        </p>
      </div>
    </details>
  )
}
