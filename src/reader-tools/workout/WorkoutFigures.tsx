import { NO_CONDITIONS, readDrift } from '../../heart-rate/drift'
import { MAX_FORMULAS } from '../../heart-rate/methods'
import { formatDecimal } from '../../heart-rate/typed-number'
import type { DriftFromFile, WorkoutAnalysis } from '../../heart-rate/workout/analysis'
import type { ReaderZones } from '../../heart-rate/workout/reader-zones'
import { pagePath, rulePath } from '../../site-pages'
import { formatDuration } from './durations'

const LINK = 'font-semibold underline underline-offset-2'
const tenth = (value: number) => formatDecimal(Math.round(value * 10) / 10)
const fragment = (values: Record<string, string>) => `#${new URLSearchParams(values).toString()}`

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

/**
 * The drift after the warm-up and Friel's decoupling, worked out by the drift test's arithmetic, without its verdict:
 * the scale holds only for a steady, flat ride in the cool, which a file does not tell. The test, opened with these
 * figures, gives it once the reader says how the session went.
 */
function DriftFigure({ drift }: { drift: DriftFromFile }) {
  const fields = driftFields(drift)
  const { result } = readDrift({ ...fields, conditions: { ...NO_CONDITIONS, intervalles: drift.stops > 0 } })
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
        <p className="text-lg" data-testid="seance-derive-chiffre">
          Dérive&nbsp;: <strong className="text-2xl text-ink tabular-nums">{formatDecimal(result.drift)}&nbsp;%</strong>
          {result.decoupling !== null && (
            <>
              {' '}
              · découplage de Friel, d’après {drift.output?.kind === 'puissance' ? 'la puissance' : 'la vitesse'}&nbsp;:{' '}
              <strong className="tabular-nums">{formatDecimal(result.decoupling)}&nbsp;%</strong>
            </>
          )}
        </p>
      ) : (
        <p data-testid="seance-derive-chiffre">
          {drift.second < drift.first
            ? 'Votre pouls n’a pas augmenté d’une moitié à l’autre (souvent parce que vous avez ralenti en fin de séance)\u00a0: aucune dérive à mesurer.'
            : 'L’outil ne peut pas calculer la dérive de cette séance.'}
        </p>
      )}
      <p className="text-slate-700">
        Pas de verdict ici&nbsp;: l’outil ne tient compte ni de la chaleur, ni des côtes, ni des accélérations
        {drift.stops > 0 ? `, et la séance compte ${drift.stops > 1 ? `${drift.stops} pauses` : 'une pause'} après l’échauffement` : ''}. Pour
        l’obtenir,{' '}
        <a href={link} className={LINK} data-testid="vers-derive">
          reportez ces chiffres dans le test de dérive
        </a>{' '}
        et cochez ce qui s’applique à votre séance.
      </p>
    </section>
  )
}

/**
 * The drop in the minute after the highest rate, without the recovery test's grade, which supposes the effort stopped
 * there. The link carries the two rates only: how the reader recovered is theirs to say on the test's page.
 */
function RecoveryFigure({ recovery }: { recovery: NonNullable<WorkoutAnalysis['recovery']> }) {
  const link = pagePath('test-recuperation-cardiaque') + fragment({ mesure: 'bpm', fin: String(recovery.peak), une: String(recovery.oneMinute) })
  return (
    <section aria-labelledby="seance-recuperation" className="grid gap-2">
      <h3 id="seance-recuperation" className="text-lg font-bold text-ink">
        Récupération
      </h3>
      <p>
        Une minute après votre fréquence la plus haute, atteinte après {formatDuration(recovery.at)} de séance, votre pouls était de{' '}
        <strong className="tabular-nums">{recovery.oneMinute}&nbsp;BPM</strong>.
      </p>
      <p className="text-lg" data-testid="seance-recuperation-chiffre">
        Baisse en 1&nbsp;minute&nbsp;: <strong className="text-2xl text-ink tabular-nums">{recovery.peak - recovery.oneMinute}&nbsp;BPM</strong>
      </p>
      <p className="text-slate-700">
        Si ce pouls le plus haut était un pic du capteur, cette baisse ne veut rien dire. L’échelle du test suppose que l’effort s’est arrêté à ce
        moment-là, et l’outil ne sait pas si vous avez ralenti, marché ou si vous vous êtes arrêté pendant cette minute, ce qui change la baisse.{' '}
        <a href={link} className={LINK} data-testid="vers-recuperation">
          Reportez ces chiffres dans le test de récupération
        </a>{' '}
        pour indiquer comment vous avez récupéré.
      </p>
    </section>
  )
}

/** Ne cherchez pas ce maximum exprès: the one sentence that sends to the rule on maximal tests. */
const NotOnPurpose = () => (
  <>
    {' '}
    Ne le cherchez pas exprès&nbsp;:{' '}
    <a href={rulePath('test-maximal-medical')} className={LINK}>
      un test poussé jusqu’à l’épuisement se fait sous supervision médicale
    </a>
    .
  </>
)

/** What a spike is, before a rate above the maximum is taken for one. */
const SPIKE = 'Si la séance a été enregistrée avec une ceinture thoracique et que ce chiffre n’est pas un pic isolé'

/** The highest rate against the maximum the zones come from: the formula's estimate, or the one the reader measured. */
function HighestFigure({ highest, zones }: { highest: number; zones: ReaderZones | null }) {
  if (!zones) return <p>Entrez votre âge ci-dessus pour comparer cette fréquence à l’estimation de votre maximum.</p>
  const estimate = zones.estimate
  if (!estimate || zones.measured) {
    return highest > zones.max ? (
      <p data-testid="au-dessus-estimation">
        Elle dépasse de {highest - zones.max}&nbsp;BPM le maximum que vous avez entré, {zones.max}&nbsp;BPM. {SPIKE}, votre maximum est d’au moins{' '}
        {highest}&nbsp;BPM&nbsp;: entrez-le à la place.
        <NotOnPurpose />
      </p>
    ) : (
      <p>Elle ne dépasse pas le maximum que vous avez entré, {zones.max}&nbsp;BPM.</p>
    )
  }
  const formula = MAX_FORMULAS[estimate.formula]
  if (highest <= estimate.max)
    return (
      <p>
        Cette fréquence ne dépasse pas les {estimate.max}&nbsp;BPM qu’estime {formula.name} ({formula.expression})&nbsp;: à moins d’un effort maximal,
        une séance n’atteint pas le maximum, et ce chiffre ne dit presque rien de votre vrai maximum.
        <NotOnPurpose />
      </p>
    )
  return (
    <p data-testid="au-dessus-estimation">
      Elle dépasse de {highest - estimate.max}&nbsp;BPM les {estimate.max}&nbsp;BPM qu’estime {formula.name} ({formula.expression}). Une formule ne
      donne qu’une moyenne pour votre âge (
      <a href={rulePath('formule-220')} className={LINK}>
        ce qu’en disent les études
      </a>
      ). {SPIKE}, votre maximum est d’au moins {highest}&nbsp;BPM&nbsp;: entrez-le comme fréquence maximale mesurée, ci-dessus ou dans le{' '}
      <a href={pagePath('calculateur-bpm') + fragment({ fcmax: String(highest) })} className={LINK}>
        calculateur
      </a>
      . Un effort qui mène près du maximum ne convient pas à tout le monde&nbsp;:{' '}
      <a href={rulePath('effort-maximal')} className={LINK}>
        notre règle sur les efforts maximaux
      </a>
      .
      <NotOnPurpose />
    </p>
  )
}

const pausesIn = (count: number) => (count > 1 ? `en ${count} pauses` : 'en 1 pause')

/** The session's figures: duration, mean and highest rate, then the drift and the recovery when the file shows them. */
export function WorkoutFigures({ analysis, zones }: { analysis: WorkoutAnalysis; zones: ReaderZones | null }) {
  return (
    <>
      <section aria-labelledby="seance-chiffres" className="grid gap-2">
        <h3 id="seance-chiffres" className="text-lg font-bold text-ink">
          Durée et fréquences
        </h3>
        <ul className="grid gap-1 tabular-nums" data-testid="seance-chiffres">
          <li>
            Durée&nbsp;: {formatDuration(analysis.elapsedSeconds)}
            {analysis.pauses > 0 && `, dont ${formatDuration(analysis.pausedSeconds)} ${pausesIn(analysis.pauses)}`}
          </li>
          <li>Temps avec fréquence cardiaque&nbsp;: {formatDuration(analysis.countedSeconds)}</li>
          {analysis.lostSeconds >= 30 && <li>Signal perdu ou absent&nbsp;: {formatDuration(analysis.lostSeconds)}, laissé de côté</li>}
          <li>
            Fréquence moyenne&nbsp;: <strong>{Math.round(analysis.meanRate)}&nbsp;BPM</strong>
          </li>
          <li>
            Fréquence la plus haute&nbsp;: <strong>{analysis.highest.rate}&nbsp;BPM</strong>, atteinte après {formatDuration(analysis.highest.at)} de
            séance
          </li>
        </ul>
        <HighestFigure highest={analysis.highest.rate} zones={zones} />
      </section>
      {analysis.drift && <DriftFigure drift={analysis.drift} />}
      {analysis.recovery && <RecoveryFigure recovery={analysis.recovery} />}
    </>
  )
}
