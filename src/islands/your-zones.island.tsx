import { useZonesFromAddress } from '../calculator/use-zones-from-address'
import type { ZoneNumber } from '../heart-rate/zones'

/**
 * The zones guide's figures for the visitor, when the calculator's link gave its values: the summary (part 'summary') or
 * one zone's range. Empty in the pre-rendered page, which is everyone's; filled once hydrated, when the browser is idle.
 */
export default function YourZones({ part }: { part: 'summary' | ZoneNumber }) {
  const yours = useZonesFromAddress()
  if (!yours) return null
  if (part === 'summary')
    return (
      <p className="rounded-lg bg-slate-100 px-4 py-3 font-semibold text-ink" data-testid="zones-pour">
        {yours.summary}
      </p>
    )
  const range = yours.ranges[part]
  return (
    range && (
      <p className="mt-1 text-lg font-semibold text-ink tabular-nums" data-testid={`zone-${part}-vos-bpm`}>
        Pour vous&nbsp;: {range}
      </p>
    )
  )
}
