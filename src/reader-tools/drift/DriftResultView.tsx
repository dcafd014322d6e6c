import { DRIFT_GRADES, FRIEL_DECOUPLING_MARK, meetsFrielMark, type DriftResult } from '../../heart-rate/drift'
import { formatDecimal } from '../../heart-rate/typed-number'
import { ResultHeadline, scaleInWords } from '../ResultHeadline'
import { ShareLink } from '../ShareLink'

const NEXT_STEP: Record<NonNullable<DriftResult['next']>, string> = {
  retest: 'Refaites le test dans de meilleures conditions.',
  'own-tests': 'Comparez plutôt ce chiffre à celui de vos propres tests, faits dans les mêmes conditions.',
  both: 'Refaites le test dans de meilleures conditions, puis comparez le chiffre à celui de vos propres tests plutôt qu’à notre échelle.',
}

const percent = (value: number) => `${formatDecimal(value)}\u00a0%`

export function DriftResultView({ result, draft }: { result: DriftResult; draft: { first: string; second: string } }) {
  const first = draft.first.trim()
  return (
    <div className="mt-2 grid gap-3 text-slate-800">
      <ResultHeadline testId="derive" measure="Dérive cardiaque" figure={percent(result.drift)} grade={result.grade} scale={DRIFT_GRADES} />
      <p className="text-sm text-slate-600 tabular-nums">
        ({draft.second.trim()} − {first}) ÷ {first} × 100 = {percent(result.drift)}
      </p>
      {result.withheld.length > 0 ? (
        <div className="rounded-lg border border-slate-300 bg-white p-4" data-testid="verdict-suspendu">
          <p className="font-semibold text-ink">Pas de verdict pour cette séance</p>
          <p className="mt-1">Le chiffre est là, mais il ne se compare pas à vos autres tests, car&nbsp;:</p>
          <ul className="mt-1 list-disc pl-6">
            {result.withheld.map((reason) => (
              <li key={reason}>{reason}.</li>
            ))}
          </ul>
          <p className="mt-1">{NEXT_STEP[result.next ?? 'retest']}</p>
        </div>
      ) : (
        <p>
          Sur l’échelle de notre article sur l’endurance&nbsp;: {scaleInWords(DRIFT_GRADES)}. Des repères d’entraîneurs, pas des normes
          médicales&nbsp;: suivez la tendance d’un test à l’autre.
        </p>
      )}
      {result.decoupling !== null && (
        <p data-testid="decouplage">
          Découplage de Friel&nbsp;: <strong className="tabular-nums">{percent(result.decoupling)}</strong>.{' '}
          {result.withheld.length > 0
            ? 'Il ne se juge pas non plus, pour les mêmes raisons.'
            : meetsFrielMark(result.decoupling)
              ? `Sous la marque de ${FRIEL_DECOUPLING_MARK}\u00a0% de Friel\u00a0: une endurance aérobie bien développée pour cette durée.`
              : `Au-dessus de la marque de ${FRIEL_DECOUPLING_MARK}\u00a0% de Friel\u00a0: votre endurance aérobie peut encore se développer pour cette durée.`}
        </p>
      )}
      <ShareLink />
    </div>
  )
}
