import type { HeartRateZone } from './zones'

/** The five zones on one horizontal scale in BPM, each segment in its colour and labelled, with its lower limit below. */
export function ZoneScale({ zones }: { zones: HeartRateZone[] }) {
  const first = zones[0]
  const last = zones.at(-1)
  if (!first || !last) return null
  const span = last.maxBpm - first.minBpm || 1
  return (
    <figure aria-hidden="true" className="mt-6">
      <figcaption className="mb-1 text-xs text-slate-600">Vos zones, en BPM</figcaption>
      <div className="flex h-10 overflow-hidden rounded-lg">
        {zones.map((zone) => (
          <div
            key={zone.number}
            className="flex items-center justify-center text-sm font-bold"
            style={{ width: `${((zone.maxBpm - zone.minBpm) / span) * 100}%`, backgroundColor: zone.color, color: zone.textColor }}
          >
            Z{zone.number}
          </div>
        ))}
      </div>
      <div className="relative mt-1 h-5 text-xs text-slate-600 tabular-nums">
        {[...zones.map((zone) => zone.minBpm), last.maxBpm].map((bpm, index) => (
          <span
            key={index}
            className="absolute -translate-x-1/2 first:translate-x-0 last:-translate-x-full"
            style={{ left: `${((bpm - first.minBpm) / span) * 100}%` }}
          >
            {bpm}
          </span>
        ))}
      </div>
    </figure>
  )
}
