import { CAUTION, maxSourceText, METHOD_TEXT, OLDER_AGE, olderNote, YOUTH_AGE, YOUTH_NOTE } from './calculator-text'
import type { CalculatorInput, CalculatorResult } from '../heart-rate/methods'

/** Under the zones: where the maximum comes from, how far it may be off (under 18, from 40: the register’s rules), and the method the zones follow. */
export function MethodNotes({ input, result }: { input: CalculatorInput; result: CalculatorResult }) {
  const method = METHOD_TEXT
  return (
    <div className="mt-4 grid gap-2 text-sm text-slate-700">
      <p data-testid="source-fcm">{maxSourceText(input, result)}.</p>
      {result.maxFrom === 'formula' && <p>{CAUTION}</p>}
      {result.maxFrom === 'formula' && input.age < YOUTH_AGE && <p data-testid="avant-18-ans">{YOUTH_NOTE}</p>}
      {result.maxFrom === 'formula' && input.formula === 'fox' && input.age >= OLDER_AGE && <p data-testid="apres-40-ans">{olderNote(input.age)}</p>}
      <p data-testid="methode">
        <span className="font-semibold text-ink">Méthode&nbsp;: {method.name}.</span> {method.explanation}
      </p>
    </div>
  )
}
