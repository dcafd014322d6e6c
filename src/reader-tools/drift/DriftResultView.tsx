import { DRIFT_GRADES, FRIEL_DECOUPLING_MARK, meetsFrielMark, type DriftResult } from '../../heart-rate/drift'
import { formatDecimal } from '../../heart-rate/typed-number'
import { GradeBadge } from '../GradeBadge'
import { ShareLink } from '../ShareLink'

const percent = (value: number) => `${formatDecimal(value)}\u00a0%`

export function DriftResultView({ result, draft }: { result: DriftResult; draft: { first: string; second: string } }) {
  const scale = DRIFT_GRADES.map((grade) => `${grade.range}, ${grade.label.toLowerCase()}`).join('; ')
  const first = draft.first.trim()
  return (
    <div className="mt-2 grid gap-3 text-slate-800">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-lg" data-testid="derive">
        <span>
          Dérive cardiaque&nbsp;: <strong className="text-2xl text-ink tabular-nums">{percent(result.drift)}</strong>
        </span>
        {result.grade && <GradeBadge grade={result.grade} tone={result.grade === 'À développer' ? 'low' : 'good'} />}
      </p>
      <p className="text-sm text-slate-600 tabular-nums">
        ({draft.second.trim()} − {first}) ÷ {first} × 100 = {percent(result.drift)}
      </p>
      {result.withheld.length > 0 ? (
        <div className="rounded-lg border border-slate-300 bg-white p-4" data-testid="verdict-suspendu">
          <p className="font-semibold text-ink">Pas de verdict pour cette séance</p>
          <p className="mt-1">Le chiffre est là, mais il ne dit rien de votre endurance, car&nbsp;:</p>
          <ul className="mt-1 list-disc pl-6">
            {result.withheld.map((reason) => (
              <li key={reason}>{reason}.</li>
            ))}
          </ul>
          <p className="mt-1">Refaites le test dans de meilleures conditions.</p>
        </div>
      ) : (
        <p>
          Sur l’échelle de notre article sur l’endurance&nbsp;: {scale}. Des repères d’entraîneurs, pas des normes médicales&nbsp;: suivez la tendance
          d’un test à l’autre.
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
