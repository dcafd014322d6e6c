import { frielZones, SPORT_NAMES } from '../heart-rate/friel-zones'
import type { OptionChoices } from '../heart-rate/option-values'
import { LimitTile } from './WatchLimits'

/** Friel's zones as a watch asks for them: the lower limit of each zone from 2 to 5c (zone 1 is everything below). */
export function ThresholdLimits({ choices }: { choices: OptionChoices }) {
  if (choices.threshold === null || choices.situation) return null
  const zones = frielZones(choices.threshold, choices.sport).flatMap(({ name, minBpm }) => (minBpm === null ? [] : [{ name, minBpm }]))
  return (
    <>
      <p className="mt-3 text-sm text-slate-600">
        Au seuil (Friel, {SPORT_NAMES[choices.sport].toLowerCase()})&nbsp;: limite inférieure de chaque zone, en BPM.
      </p>
      <dl className="mt-2 grid grid-cols-[repeat(auto-fill,minmax(4em,1fr))] gap-2 text-center sm:grid-cols-6" data-testid="limites-seuil">
        {zones.map((zone) => (
          <LimitTile key={zone.name} label={`Z${zone.name}`} value={zone.minBpm} />
        ))}
      </dl>
    </>
  )
}
