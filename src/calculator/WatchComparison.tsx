import { ExternalLink } from '../ui/ExternalLink'
import { articlePath } from '../site-pages'
import type { CalculatorResult } from '../heart-rate/methods'
import type { WatchBrand } from '../heart-rate/option-values'
import { brandZones, WATCH_BRANDS, WATCH_BRANDS_LEFT_OUT } from '../heart-rate/watch-brands'
import { formatBpm, formatBpmRange } from '../heart-rate/zones'

/** Why the watch and the site may disagree, for these results (both brands' defaults are the site's % of maximum zones). */
function whyTheyDiffer(result: CalculatorResult): string {
  return `Mêmes bornes que nos zones\u00a0: si la montre vous place dans une autre zone, c’est que la FC\u00a0max inscrite dans votre profil n’est pas ${formatBpm(result.max)}, ou que vous avez choisi d’autres zones.`
}

/** The zones a brand gives by default for the visitor's maximum, beside the site's, with the maker's documentation. */
export function WatchComparison({ brand, result }: { brand: WatchBrand; result: CalculatorResult }) {
  const defaults = WATCH_BRANDS[brand]
  const theirs = brandZones(brand, result.max)
  return (
    <section aria-labelledby="zones-montre" className="mt-6 rounded-xl border border-slate-200 p-4" data-testid="comparaison-montre">
      <h3 id="zones-montre" className="font-semibold text-ink">
        Vos zones et celles de {defaults.name}
      </h3>
      <table className="mt-3 w-full text-left text-sm tabular-nums">
        <caption className="sr-only">Zones de ce site et zones par défaut de {defaults.name}, en BPM</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-1 pr-2 font-semibold">
              Zone
            </th>
            <th scope="col" className="py-1 pr-2 font-semibold">
              Ce site
            </th>
            <th scope="col" className="py-1 font-semibold">
              {defaults.name}
            </th>
          </tr>
        </thead>
        <tbody>
          {result.zones.map((zone, index) => (
            <tr key={zone.number} className="border-b border-slate-200">
              <th scope="row" className="py-1 pr-2 font-normal">
                {zone.number}
              </th>
              <td className="py-1 pr-2 whitespace-nowrap narrow:whitespace-normal">{formatBpmRange(zone.minBpm, zone.maxBpm)}</td>
              <td className="py-1 whitespace-nowrap narrow:whitespace-normal">
                {theirs[index] && formatBpmRange(theirs[index].minBpm, theirs[index].maxBpm)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-sm text-slate-700">
        Par défaut, {defaults.name}&nbsp;: {defaults.method}. Calculées ici avec votre FC&nbsp;max, {formatBpm(result.max)}. {whyTheyDiffer(result)}
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
          Zones cardiaques&nbsp;: quelle méthode choisir, et pourquoi votre montre affiche autre chose
        </a>
      </p>
    </section>
  )
}
