import { ExternalLink } from '../ui/ExternalLink'
import { articlePath } from '../site-pages'
import type { CalculatorResult } from '../heart-rate/methods'
import type { WatchBrand } from '../heart-rate/option-values'
import { WATCH_BRANDS, WATCH_BRANDS_LEFT_OUT } from '../heart-rate/watch-brands'
import { formatBpm } from '../heart-rate/zones'

/**
 * How to make a watch show these zones. The brands kept (watch-brands.ts) default to the site's own % of maximum
 * bands, so a table of theirs beside ours would repeat ours: what the visitor needs is the maximum to enter.
 */
export function WatchSetup({ brand, result }: { brand: WatchBrand; result: CalculatorResult }) {
  const defaults = WATCH_BRANDS[brand]
  const max = formatBpm(result.max)
  return (
    <section aria-labelledby="zones-montre" className="mt-6 rounded-xl border border-slate-200 p-4" data-testid="reglage-montre">
      <h3 id="zones-montre" className="font-semibold text-ink">
        Régler votre montre {defaults.name} sur ces zones
      </h3>
      <p className="mt-2 text-sm text-slate-700">
        Par défaut, {defaults.name}&nbsp;: {defaults.method}. Ce sont les pourcentages de nos zones&nbsp;: seule la FC&nbsp;max peut les séparer.
      </p>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>
          Inscrivez <strong className="text-ink">{max}</strong> comme FC&nbsp;max dans le profil de la montre ou dans Garmin Connect.
        </li>
        <li>Gardez ses zones en pourcentage de la FC&nbsp;max, et non sur la réserve ou le seuil lactique.</li>
      </ol>
      <p className="mt-2 text-sm text-slate-700">
        La montre affichera alors les mêmes BPM que le calculateur. Si elle vous place dans une autre zone, sa FC&nbsp;max n’est pas {max}, ou ses
        zones suivent une autre méthode.
      </p>
      <p className="mt-2 text-sm text-slate-700">
        Source&nbsp;:{' '}
        <ExternalLink href={defaults.documentation.url} kind="reference" className="text-brand-700 underline underline-offset-2">
          {defaults.documentation.title}
        </ExternalLink>
        . {WATCH_BRANDS_LEFT_OUT}
      </p>
      <p className="mt-2 text-sm">
        <a href={articlePath('methode-zones-cardiaques-montre-calculateur')} className="font-semibold text-brand-700 underline underline-offset-2">
          Zones cardiaques&nbsp;: quelle méthode choisir et pourquoi votre montre affiche autre chose
        </a>
      </p>
    </section>
  )
}
