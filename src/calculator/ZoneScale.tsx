import { Fragment } from 'react'

import { formatBpmRange, type HeartRateZone } from '../heart-rate/zones'

const position = (bpm: number, first: number, span: number) => `${((bpm - first) / span) * 100}%`

/**
 * The visitor's five zones on one scale in BPM, each segment in its colour and as wide as its range, the limits below.
 * Its text equivalent, for those who do not see it, names each zone and its range. Where the text is large for the
 * scale's width (12em: text at 200 % on a phone), only its two ends are labelled, rather than labels over each other.
 */
export function ZoneScale({ zones }: { zones: HeartRateZone[] }) {
  const first = zones[0]
  const last = zones.at(-1)
  if (!first || !last || first.minBpm <= 0 || last.maxBpm <= first.minBpm) return null
  const span = last.maxBpm - first.minBpm
  const description = `Échelle de vos zones : ${zones.map((zone) => `zone ${zone.number}, ${formatBpmRange(zone.minBpm, zone.maxBpm)}`).join(' ; ')}.`
  return (
    <figure className="@container mt-2 mb-4" data-testid="echelle-zones">
      <figcaption className="mb-1 text-xs font-semibold text-slate-600">Vos zones, en BPM</figcaption>
      <div role="img" aria-label={description}>
        <div className="flex h-9 overflow-hidden rounded-lg" aria-hidden="true">
          {zones.map((zone) => (
            <div
              key={zone.number}
              className="flex min-w-0 items-center justify-center text-sm font-bold"
              style={{ width: position(zone.maxBpm, zone.minBpm, span), backgroundColor: zone.color, color: zone.textColor }}
            >
              {zone.number}
            </div>
          ))}
        </div>
        {/* A space between the limits, so that copied text or a reader that ignores role="img" never reads « 95114133… ». */}
        <div className="relative mt-1 h-5 text-xs text-slate-600 tabular-nums" aria-hidden="true">
          {[...zones.map((zone) => zone.minBpm), last.maxBpm].map((bpm, index) => (
            <Fragment key={index}>
              {index > 0 && ' '}
              <span
                className="absolute -translate-x-1/2 whitespace-nowrap first:translate-x-0 last:-translate-x-full not-first:not-last:@max-[12em]:hidden"
                style={{ left: position(bpm, first.minBpm, span) }}
              >
                {bpm}
              </span>
            </Fragment>
          ))}
        </div>
      </div>
    </figure>
  )
}
