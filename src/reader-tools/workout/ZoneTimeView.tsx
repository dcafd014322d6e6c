import type { TimeInZones } from '../../heart-rate/workout/time-in-zones'
import { formatBpm, formatBpmRange, type HeartRateZone } from '../../heart-rate/zones'
import { pagePath } from '../../site-pages'
import { formatDuration } from './durations'

const share = (seconds: number, total: number) => `${Math.round((seconds / total) * 100)}\u00a0%`

/**
 * The time in each zone, in a table (minutes and %), each share drawn as a bar beside its figure for the eye. « Sous la zone 1 » is the time below 50 % of the maximum.
 */
export function ZoneTimeView({ time, zones, max }: { time: TimeInZones; zones: readonly HeartRateZone[]; max: number }) {
  const rows = [
    ...zones.map((zone) => ({
      key: String(zone.number),
      name: `Zone ${zone.number} · ${zone.name}`,
      range: formatBpmRange(zone.minBpm, zone.maxBpm),
      seconds: time.zones[zone.number],
      color: zone.color,
    })),
    { key: 'sous', name: 'Sous la zone 1', range: `moins de ${formatBpm(zones[0]!.minBpm)}`, seconds: time.below, color: '#94a3b8' },
  ]
  return (
    <section aria-labelledby="temps-zones" className="grid gap-3">
      <h3 id="temps-zones" className="text-lg font-bold text-ink">
        Temps dans chaque zone
      </h3>
      <div className="overflow-x-auto">
        <table className="w-full text-left tabular-nums" data-testid="temps-zones">
          <caption className="sr-only">Temps passé dans chaque zone, sur {formatDuration(time.total)} de fréquence cardiaque enregistrée</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-3">
                Zone
              </th>
              <th scope="col" className="py-2 pr-3">
                Temps
              </th>
              <th scope="col" className="py-2">
                Part
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b border-slate-200" data-zone={row.key}>
                <th scope="row" className="py-2 pr-3 font-normal wrap-anywhere hyphens-auto">
                  {row.name}
                  <span className="block text-sm text-slate-600">{row.range}</span>
                </th>
                <td className="py-2 pr-3 whitespace-nowrap">{formatDuration(row.seconds)}</td>
                <td className="w-1/3 py-2 whitespace-nowrap">
                  {share(row.seconds, time.total)}
                  <svg aria-hidden="true" viewBox="0 0 100 1" preserveAspectRatio="none" className="mt-1 block h-2 w-full">
                    <rect x="0" y="0" height="1" width={(row.seconds / time.total) * 100} fill={row.color} />
                  </svg>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {time.aboveMax > 0 && (
        <p data-testid="au-dessus-max">
          Dont {formatDuration(time.aboveMax)} au-dessus de {max}&nbsp;BPM, le maximum de vos zones (ce temps compte en zone&nbsp;5).
        </p>
      )}
      <p className="text-slate-700">
        Ce que chaque zone développe&nbsp;:{' '}
        <a href={pagePath('zones-cardiaques')} className="font-semibold underline underline-offset-2">
          le guide des zones
        </a>
        .
      </p>
    </section>
  )
}
