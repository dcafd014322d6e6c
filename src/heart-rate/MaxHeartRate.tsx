import { CAUTION, maxSourceText, METHOD_TEXT } from './calculator-text'
import type { CalculatorInput, CalculatorResult } from './methods'

/** The maximum as a large figure, where it comes from and how far it may be off, and the method the zones follow. */
export function MaxHeartRate({ input, result }: { input: CalculatorInput; result: CalculatorResult }) {
  const method = METHOD_TEXT[result.method]
  return (
    <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-start">
      <div className="rounded-xl bg-ink px-5 py-4 text-white">
        <p className="text-sm text-slate-300">Fréquence cardiaque maximale</p>
        <p className="mt-1 text-4xl font-bold tabular-nums" data-testid="fcm">
          {result.max}&nbsp;<span className="text-2xl font-semibold">BPM</span>
        </p>
      </div>
      <div className="grid gap-2 text-sm text-slate-700">
        <p data-testid="source-fcm">{maxSourceText(input, result)}.</p>
        {result.maxFrom === 'formula' && <p>{CAUTION}</p>}
        <p data-testid="methode">
          <span className="font-semibold text-ink">Méthode&nbsp;: {method.name}.</span> {method.explanation}
        </p>
      </div>
    </div>
  )
}
