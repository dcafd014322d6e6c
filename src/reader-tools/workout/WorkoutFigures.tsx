import { DRIFT_GRADES, readDrift } from '../../heart-rate/drift'
import { readRecovery, RECOVERY_GRADES } from '../../heart-rate/recovery'
import { formatDecimal } from '../../heart-rate/typed-number'
import { RECOVERY_SECONDS, type DriftFromFile, type WorkoutAnalysis } from '../../heart-rate/workout/analysis'
import type { ReaderZones } from '../../heart-rate/workout/reader-zones'
import { MAX_FORMULAS } from '../../heart-rate/methods'
import { pagePath, rulePath } from '../../site-pages'
import { ResultHeadline } from '../ResultHeadline'
import { clockOf, formatDuration } from './durations'

const LINK = 'font-semibold underline underline-offset-2'
const tenth = (value: number) => formatDecimal(Math.round(value * 10) / 10)

/** The drift test's fields as its address writes them (test-derive-cardiaque's fragment), from the file's steady part. */
function driftFields(drift: DriftFromFile) {
  const output = drift.output
  return {
    minutes: String(Math.floor(drift.minutes)),
    first: tenth(drift.first),
    second: tenth(drift.second),
    output: output ? output.kind : ('aucune' as const),
    firstOutput: output ? tenth(output.first) : '',
    secondOutput: output ? tenth(output.second) : '',
  }
}

const fragment = (values: Record<string, string>) => `#${new URLSearchParams(values).toString()}`

function DriftFigure({ drift }: { drift: DriftFromFile }) {
  const fields = driftFields(drift)
  // Pauses within the steady part: the effort was not continuous, as the test's « arrêts » box says.
  const { result } = readDrift({ ...fields, conditions: { chaleur: false, cotes: false, intervalles: drift.stops > 0, malade: false } })
  const link =
    pagePath('test-derive-cardiaque') +
    fragment({
      duree: fields.minutes,
      moitie1: fields.first,
      moitie2: fields.second,
      ...(drift.stops > 0 ? { intervalles: '1' } : {}),
      ...(fields.output === 'aucune' ? {} : { mesure: fields.output, mesure1: fields.firstOutput, mesure2: fields.secondOutput }),
    })
  return (
    <section aria-labelledby="seance-derive" className="grid gap-2">
      <h3 id="seance-derive" className="text-lg font-bold text-ink">
        Dérive cardiaque
      </h3>
      <p>
        Sur les {formatDuration(drift.minutes * 60)} qui suivent l’échauffement, votre fréquence moyenne est passée de{' '}
        <strong className="tabular-nums">{fields.first}&nbsp;BPM</strong> dans la première moitié à{' '}
        <strong className="tabular-nums">{fields.second}&nbsp;BPM</strong> dans la seconde.
      </p>
      {result ? (
        <>
          <ResultHeadline
            testId="seance-derive-chiffre"
            measure="Dérive"
            figure={`${formatDecimal(result.drift)}\u00a0%`}
            grade={result.grade}
            scale={DRIFT_GRADES}
          />
          {result.withheld.length > 0 && <p>Pas de verdict&nbsp;: {result.withheld.join('; ')}.</p>}
          {result.decoupling !== null && (
            <p>
              Découplage de Friel, d’après {drift.output?.kind === 'puissance' ? 'la puissance' : 'la vitesse'} de chaque moitié&nbsp;:{' '}
              <strong className="tabular-nums">{formatDecimal(result.decoupling)}&nbsp;%</strong>.
            </p>
          )}
        </>
      ) : (
        <p data-testid="seance-derive-chiffre">Votre pouls n’a pas monté d’une moitié à l’autre&nbsp;: aucune dérive à mesurer.</p>
      )}
      <p className="text-slate-700">
        Le fichier ne dit pas s’il faisait chaud, s’il y avait des côtes ou des accélérations&nbsp;: cela fausse le verdict.{' '}
        <a href={link} className={LINK} data-testid="vers-derive">
          Ouvrir ces chiffres dans le test de dérive
        </a>
        , cochez ce qui s’applique, et lisez-y l’échelle.
      </p>
    </section>
  )
}

function RecoveryFigure({ recovery }: { recovery: NonNullable<WorkoutAnalysis['recovery']> }) {
  const draft = {
    end: String(recovery.peak),
    oneMinute: String(recovery.oneMinute),
    twoMinutes: '',
    posture: 'active',
    effort: 'intervalle',
    method: 'bpm',
  } as const
  const { result } = readRecovery(draft)
  const link =
    pagePath('test-recuperation-cardiaque') +
    fragment({ mesure: 'bpm', fin: draft.end, une: draft.oneMinute, recup: draft.posture, effort: draft.effort })
  return (
    <section aria-labelledby="seance-recuperation" className="grid gap-2">
      <h3 id="seance-recuperation" className="text-lg font-bold text-ink">
        Récupération
      </h3>
      <p>
        {RECOVERY_SECONDS}&nbsp;secondes après votre fréquence la plus haute ({clockOf(recovery.at)} dans la séance), votre pouls était de{' '}
        <strong className="tabular-nums">{recovery.oneMinute}&nbsp;BPM</strong>.
      </p>
      {result && (
        <ResultHeadline
          testId="seance-recuperation-chiffre"
          measure="Baisse en 1 minute"
          figure={`${formatDecimal(result.dropOneMinute)}\u00a0BPM`}
          grade={result.grade}
          scale={RECOVERY_GRADES}
        />
      )}
      <p className="text-slate-700">
        Le fichier ne dit pas si vous avez ralenti, marché ou vous êtes arrêté pendant cette minute, ce qui change la baisse.{' '}
        <a href={link} className={LINK} data-testid="vers-recuperation">
          Ouvrir ces chiffres dans le test de récupération
        </a>{' '}
        pour le préciser et lire l’échelle.
      </p>
    </section>
  )
}

/** The highest rate against the formula's estimate, under the site's rule on maximal efforts. */
function HighestFigure({ highest, zones }: { highest: number; zones: ReaderZones | null }) {
  const estimate = zones?.estimate
  if (!estimate) return <p>Entrez votre âge ci-dessus pour comparer cette fréquence à l’estimation de votre maximum.</p>
  const formula = MAX_FORMULAS[estimate.formula]
  if (highest <= estimate.max)
    return (
      <p>
        Elle reste sous l’estimation de {formula.name} ({formula.expression}), {estimate.max}&nbsp;BPM&nbsp;: une séance ordinaire ne va pas jusqu’au
        maximum, et cette fréquence ne dit rien de votre vrai maximum.
      </p>
    )
  return (
    <p data-testid="au-dessus-estimation">
      Elle dépasse de {highest - estimate.max}&nbsp;BPM l’estimation de {formula.name} ({formula.expression}), {estimate.max}&nbsp;BPM. Une formule ne
      donne qu’une moyenne pour votre âge (
      <a href={rulePath('formule-220')} className={LINK}>
        ce qu’en disent les études
      </a>
      ). Si la mesure vient d’une ceinture thoracique et non d’un pic isolé d’un capteur au poignet, votre maximum est d’au moins {highest}
      &nbsp;BPM&nbsp;: entrez-le comme fréquence maximale mesurée, ci-dessus ou dans le{' '}
      <a href={pagePath('calculateur-bpm') + fragment({ fcmax: String(highest) })} className={LINK}>
        calculateur
      </a>
      . Chercher ce maximum exprès est une autre affaire&nbsp;:{' '}
      <a href={rulePath('effort-maximal')} className={LINK}>
        notre règle sur les efforts maximaux
      </a>
      .
    </p>
  )
}

/** The session's figures: duration, mean and highest rate, then the drift and the recovery when the file shows them. */
export function WorkoutFigures({ analysis, zones }: { analysis: WorkoutAnalysis; zones: ReaderZones | null }) {
  return (
    <>
      <section aria-labelledby="seance-chiffres" className="grid gap-2">
        <h3 id="seance-chiffres" className="text-lg font-bold text-ink">
          La séance
        </h3>
        <ul className="grid gap-1 tabular-nums" data-testid="seance-chiffres">
          <li>
            Durée&nbsp;: {formatDuration(analysis.elapsedSeconds)}
            {analysis.pauses > 0 && `, dont ${formatDuration(analysis.pausedSeconds)} de pause (${analysis.pauses})`}
          </li>
          <li>Fréquence cardiaque enregistrée&nbsp;: {formatDuration(analysis.countedSeconds)}</li>
          {analysis.lostSeconds >= 30 && <li>Signal perdu ou absent&nbsp;: {formatDuration(analysis.lostSeconds)}, laissé de côté</li>}
          <li>
            Fréquence moyenne&nbsp;: <strong>{Math.round(analysis.meanRate)}&nbsp;BPM</strong>
          </li>
          <li>
            Fréquence la plus haute&nbsp;: <strong>{analysis.highest.rate}&nbsp;BPM</strong>, à {clockOf(analysis.highest.at)}
          </li>
        </ul>
        <HighestFigure highest={analysis.highest.rate} zones={zones} />
      </section>
      {analysis.drift && <DriftFigure drift={analysis.drift} />}
      {analysis.recovery && <RecoveryFigure recovery={analysis.recovery} />}
    </>
  )
}
