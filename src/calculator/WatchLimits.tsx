import type { ReactNode } from 'react'
import { NO_FIGURE, watchLimitsText } from './calculator-text'
import { copyWithToast } from './copy'
import type { CalculatorResult } from '../heart-rate/methods'
import { PassOnButton } from './PassOnButton'
import { ZONE_NUMBERS } from '../heart-rate/zones'

/** One limit as a watch asks for it: its name, then its value in BPM. */
export function LimitTile({ label, value }: { label: string; value: number | string }) {
  return (
    <div className="rounded-lg bg-slate-50 px-2 py-2">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-lg font-semibold text-ink tabular-nums">{value}</dd>
    </div>
  )
}

/**
 * The five lower limits, laid out as sports watches and apps ask for them, ready to copy while every value is valid;
 * the options' limits (threshold zones) follow them, and their text (counts, threshold zones) is copied with them.
 */
export function WatchLimits({
  result,
  allowed,
  refuse,
  extraText = '',
  children,
}: {
  result: CalculatorResult | null
  allowed: boolean
  refuse: () => void
  extraText?: string
  children?: ReactNode
}) {
  const limits = ZONE_NUMBERS.map((number) => ({ number, minBpm: result?.zones[number - 1]?.minBpm ?? NO_FIGURE }))
  return (
    <section aria-labelledby="limites-montre" className="mt-6 rounded-xl border border-slate-200 p-4">
      <h3 id="limites-montre" className="font-semibold text-ink">
        Pour votre montre ou votre application
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        La plupart des montres (Garmin, par exemple) demandent la limite inférieure de chaque zone, en BPM, et votre fréquence maximale.
      </p>
      <dl className="mt-3 grid grid-cols-[repeat(auto-fill,minmax(4em,1fr))] gap-2 text-center sm:grid-cols-6" data-testid="limites-montre">
        {limits.map((zone) => (
          <LimitTile key={zone.number} label={`Zone ${zone.number}`} value={zone.minBpm} />
        ))}
        <LimitTile label="FC max" value={result?.max ?? NO_FIGURE} />
      </dl>
      {children}
      <PassOnButton
        allowed={allowed && result !== null}
        onAllowed={() =>
          result &&
          void copyWithToast([watchLimitsText(result), extraText].filter(Boolean).join('\n\n'), {
            title: 'Limites copiées',
            description: 'Collez-les dans votre montre ou votre application.',
          })
        }
        refuse={refuse}
        className="mt-3 print:hidden"
      >
        Copier les limites
      </PassOnButton>
    </section>
  )
}
