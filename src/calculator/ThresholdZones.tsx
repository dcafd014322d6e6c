import { ExternalLink } from '../ui/ExternalLink'
import { FRIEL_SOURCE, frielZones, SPORT_NAMES, type ThresholdZone } from '../heart-rate/friel-zones'
import type { Sport } from '../heart-rate/option-values'
import { countLabel, pulseCounts } from '../heart-rate/pulse-counts'
import { countText } from './zone-extras'
import { formatBpm, formatBpmRange } from '../heart-rate/zones'

/**
 * « 145–152 BPM », « moins de 145 BPM », « 182 BPM et plus »
 * @internal also used by tests and tools, outside the production code
 */
export function thresholdRange({ minBpm, maxBpm }: ThresholdZone): string {
  if (minBpm === null) return `moins de ${formatBpm((maxBpm ?? 0) + 1)}`
  if (maxBpm === null) return `${formatBpm(minBpm)} et plus`
  return formatBpmRange(minBpm, maxBpm)
}

/**
 * The 15-second counts of Friel's zones: zone 1 has no lower limit and zone 5c no upper one.
 * @internal also used by tests and tools, outside the production code
 */
export const thresholdCounts = (zones: ThresholdZone[]) =>
  pulseCounts(
    zones.map((zone) => zone.minBpm),
    null,
  )

/** Friel's seven zones for the threshold the visitor measured, beside the age zones, with his test and its caution. */
export function ThresholdZones({ threshold, sport, pulse }: { threshold: number; sport: Sport; pulse: boolean }) {
  const zones = frielZones(threshold, sport)
  const counts = thresholdCounts(zones)
  return (
    <section aria-labelledby="zones-seuil" className="mt-6 rounded-xl border border-slate-200 p-4" data-testid="zones-seuil">
      <h3 id="zones-seuil" className="font-semibold text-ink">
        Vos zones au seuil (Friel, {SPORT_NAMES[sport].toLowerCase()})
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        En % de votre fréquence au seuil lactique, {formatBpm(threshold)}&nbsp;: la moyenne des 20&nbsp;dernières minutes d’un test de
        30&nbsp;minutes. Friel les note Z1 à Z5c&nbsp;: elles ne correspondent pas, numéro à numéro, aux zones 1 à 5 ci-dessus.
      </p>
      <ol className="mt-3 grid grid-cols-1 gap-2" aria-label="Vos zones au seuil">
        {zones.map((zone, index) => (
          <li key={zone.name} className="rounded-lg bg-slate-50 px-4 py-2" data-testid={`seuil-${zone.name}`}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <p className="font-semibold text-ink">Z{zone.name}</p>
              <p className="font-semibold whitespace-nowrap text-ink tabular-nums narrow:whitespace-normal">{thresholdRange(zone)}</p>
            </div>
            <p className="text-sm text-slate-600">
              {zone.band} du seuil
              {pulse && <span className="block text-slate-800">{countText(countLabel(counts[index] ?? null))}</span>}
            </p>
          </li>
        ))}
      </ol>
      <p className="mt-3 text-sm text-slate-700">
        Bandes de Joe Friel, {sport === 'velo' ? 'pour le vélo' : 'pour la course à pied'} (sous le seuil, elles diffèrent d’un sport à
        l’autre)&nbsp;:{' '}
        <ExternalLink href={FRIEL_SOURCE.url} kind="reference" className="text-brand-700 underline underline-offset-2">
          {FRIEL_SOURCE.author}, «&nbsp;{FRIEL_SOURCE.title}&nbsp;», {FRIEL_SOURCE.date}
        </ExternalLink>
        .
      </p>
    </section>
  )
}
