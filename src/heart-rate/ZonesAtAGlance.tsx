import { percentLabel, ZONES } from './zones'

/** The five zones at a glance, as shares of the maximum: what the calculator turns into BPM (wide screens only). */
export function ZonesAtAGlance({ title }: { title: string }) {
  return (
    <figure className="hidden rounded-2xl bg-white/10 p-6 ring-1 ring-white/15 lg:block">
      <figcaption className="font-semibold text-white">{title}</figcaption>
      <ol className="mt-4 grid gap-2">
        {[...ZONES].reverse().map((zone) => (
          <li key={zone.number} className="flex items-center gap-3">
            <span aria-hidden="true" className="h-8 shrink-0 rounded-md" style={{ width: `${zone.high - 40}%`, backgroundColor: zone.color }} />
            <span className="text-sm text-slate-100">
              <span className="font-semibold text-white">
                Zone {zone.number}, {zone.name.toLowerCase()}
              </span>{' '}
              <span className="whitespace-nowrap">{percentLabel(zone)}</span>
            </span>
          </li>
        ))}
      </ol>
    </figure>
  )
}
