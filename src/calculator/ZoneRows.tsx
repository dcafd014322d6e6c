import { useState, type ReactNode } from 'react'
import zoneTexts from 'virtual:content/zone-texts'
import { NO_FIGURE } from './calculator-text'
import { KeepFocus } from '../ui/KeepFocus'
import type { CalculatorResult } from '../heart-rate/methods'
import type { TooltipModule } from './use-lazy-tooltips'
import { formatBpmRange, percentLabel, ZONES, type HeartRateZone, type ZoneDefinition, type ZoneNumber } from '../heart-rate/zones'

/** What the options change in a row: the pulse to count in 15 seconds or, where zones do not apply, the perceived exertion in place of the BPM. */
export interface ZoneExtra {
  figure?: string
  reference?: string
  talkTest?: string
  count?: string
}
export type ZoneExtras = Partial<Record<ZoneNumber, ZoneExtra>>

const capitalized = (text: string) => text[0]?.toUpperCase() + text.slice(1)

/**
 * The five zones, one row each, with no figure while there is no result (empty age). Each zone's « ? » button opens
 * its goal and description in the row, by touch, mouse or keyboard (their text loads with the tooltips, when the
 * pointer or the focus first reaches the calculator). One help at a time: the tooltip, the goal alone, shows only to a
 * mouse resting on « ? » while the row's explanation is closed, never on focus (a tap focuses the button too, and
 * the rows' redraw once the tooltips arrive gives the focus back), and to the left of « ? », off every range.
 */
interface RowProps {
  zone: ZoneDefinition
  range: HeartRateZone | undefined
  extra: ZoneExtra
  open: boolean
  onToggle: () => void
  withTooltip: (label: string, trigger: ReactNode) => ReactNode
  /** The zone's goal and description, once loaded with the tooltips. */
  details: TooltipModule['zoneDetails'][ZoneNumber] | undefined
}

/** What a row says under its name and figure: the percentages, the talk test, the count in 15 seconds. */
function RowDetails({ zone, extra }: Pick<RowProps, 'zone' | 'extra'>) {
  const talkTest = extra.talkTest ?? zoneTexts[zone.number].talkTest
  return (
    <p>
      <span className={extra.reference ? undefined : 'whitespace-nowrap narrow:whitespace-normal'}>
        {extra.reference ?? `${percentLabel(zone)} de la FC max`}
      </span>{' '}
      · <span className="text-slate-800">{capitalized(talkTest)}</span>
      {extra.count && (
        <span className="block text-slate-800" data-testid={`zone-${zone.number}-pouls`}>
          {extra.count}
        </span>
      )}
    </p>
  )
}

function ZoneRow({ zone, range, extra, open, onToggle, withTooltip, details }: RowProps) {
  const detailId = `detail-zone-${zone.number}`
  return (
    <li
      data-testid={`zone-${zone.number}`}
      className="rounded-lg border-l-8 bg-slate-50 px-4 py-3 @max-[14em]:px-3"
      style={{ borderLeftColor: zone.color }}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="min-w-0">
          <span className="font-semibold whitespace-nowrap text-ink">Zone&nbsp;{zone.number}</span>{' '}
          <span className="font-semibold text-ink">{zone.name}</span>
        </p>
        <p className="text-lg font-semibold whitespace-nowrap text-ink tabular-nums narrow:whitespace-normal" data-testid={`zone-${zone.number}-bpm`}>
          {range ? (extra.figure ?? formatBpmRange(range.minBpm, range.maxBpm)) : NO_FIGURE}
        </p>
      </div>
      <div className="mt-1 flex items-center justify-between gap-3 text-sm text-slate-600">
        <RowDetails zone={zone} extra={extra} />
        {withTooltip(
          details ? `Objectif\u00a0: ${details.goal}` : '',
          <button
            id={`aide-zone-${zone.number}`}
            type="button"
            className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full border border-slate-300 bg-white text-base font-semibold text-slate-700 print:hidden"
            aria-label={`En savoir plus sur la zone ${zone.number}, ${zone.name}`}
            aria-expanded={open}
            aria-controls={detailId}
            onClick={onToggle}
            onFocus={(event) => event.preventDefault()}
            onPointerMove={(event) => open && event.preventDefault()}
          >
            ?
          </button>,
        )}
      </div>
      <div id={detailId}>
        {open && details && (
          <p className="mt-2 text-sm text-slate-700">
            <span className="font-semibold">Objectif&nbsp;: {details.goal}.</span> {details.description}
          </p>
        )}
      </div>
    </li>
  )
}

export function ZoneRows({
  result,
  tooltips,
  extras = {},
}: {
  result: CalculatorResult | null
  tooltips: TooltipModule | null
  extras?: ZoneExtras
}) {
  const [openDetail, setOpenDetail] = useState<ZoneNumber | null>(null)
  const withTooltip = (label: string, trigger: ReactNode) =>
    tooltips ? <tooltips.InfoTooltip label={label}>{trigger}</tooltips.InfoTooltip> : trigger
  const rows = (
    <ol className="mt-6 grid grid-cols-1 gap-2" aria-label="Vos cinq zones d’entraînement" data-infobulles={tooltips ? 'pretes' : undefined}>
      {ZONES.map((zone) => (
        <ZoneRow
          key={zone.number}
          zone={zone}
          range={result?.zones[zone.number - 1]}
          extra={extras[zone.number] ?? {}}
          open={openDetail === zone.number}
          onToggle={() => setOpenDetail(openDetail === zone.number ? null : zone.number)}
          withTooltip={withTooltip}
          details={tooltips?.zoneDetails[zone.number]}
        />
      ))}
    </ol>
  )
  // Wrapping the rows in the tooltip provider redraws them: a « ? » button that had the focus keeps it.
  return <KeepFocus>{tooltips ? <tooltips.TooltipProvider>{rows}</tooltips.TooltipProvider> : rows}</KeepFocus>
}
