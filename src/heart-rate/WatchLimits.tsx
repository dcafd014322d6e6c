import { watchLimitsText } from './calculator-text'
import { copyWithToast } from './copy'
import type { CalculatorResult } from './methods'

/** The five lower limits, laid out as sports watches and apps ask for them, ready to copy. */
export function WatchLimits({ result }: { result: CalculatorResult }) {
  return (
    <section aria-labelledby="limites-montre" className="mt-6 rounded-xl border border-slate-200 p-4">
      <h3 id="limites-montre" className="font-semibold text-ink">
        Pour votre montre ou votre application
      </h3>
      <p className="mt-1 text-sm text-slate-600">Les montres demandent la limite inférieure de chaque zone, en BPM, et votre fréquence maximale.</p>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center sm:grid-cols-6" data-testid="limites-montre">
        {result.zones.map((zone) => (
          <div key={zone.number} className="rounded-lg bg-slate-50 px-2 py-2">
            <dt className="text-xs text-slate-600">Zone {zone.number}</dt>
            <dd className="text-lg font-semibold text-ink tabular-nums">{zone.minBpm}</dd>
          </div>
        ))}
        <div className="rounded-lg bg-slate-50 px-2 py-2">
          <dt className="text-xs text-slate-600">FC max</dt>
          <dd className="text-lg font-semibold text-ink tabular-nums">{result.max}</dd>
        </div>
      </dl>
      <button
        type="button"
        className="button-secondary mt-3 print:hidden"
        onClick={() =>
          void copyWithToast(watchLimitsText(result), { title: 'Limites copiées', description: 'Collez-les dans votre montre ou votre application.' })
        }
      >
        Copier les limites
      </button>
    </section>
  )
}
