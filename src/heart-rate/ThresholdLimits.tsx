import { frielZones, SPORT_NAMES } from './friel-zones'
import type { OptionChoices } from './option-values'

/** Friel's zones as a watch asks for them: the lower limit of each zone from 2 to 5c (zone 1 is everything below). */
export function ThresholdLimits({ choices }: { choices: OptionChoices }) {
  if (choices.threshold === null || choices.situation) return null
  const zones = frielZones(choices.threshold, choices.sport).filter((zone) => zone.minBpm !== null)
  return (
    <>
      <p className="mt-3 text-sm text-slate-600">
        Au seuil (Friel, {SPORT_NAMES[choices.sport].toLowerCase()})&nbsp;: limite inférieure de chaque zone, en BPM.
      </p>
      <dl className="mt-2 grid grid-cols-3 gap-2 text-center sm:grid-cols-6" data-testid="limites-seuil">
        {zones.map((zone) => (
          <div key={zone.name} className="rounded-lg bg-slate-50 px-2 py-2">
            <dt className="text-xs text-slate-600">Zone {zone.name}</dt>
            <dd className="text-lg font-semibold text-ink tabular-nums">{zone.minBpm}</dd>
          </div>
        ))}
      </dl>
    </>
  )
}
