import { useRef, useState } from 'react'
import { isMaxFormula, MAX_FORMULAS, DEFAULT_FORMULA, type MaxFormula } from '../../heart-rate/methods'
import type { WorkoutAnalysis } from '../../heart-rate/workout/analysis'
import { WORKOUT_PROBLEMS, type WorkoutProblem } from '../../heart-rate/workout/problems'
import { readZones } from '../../heart-rate/workout/reader-zones'
import { timeInZones } from '../../heart-rate/workout/time-in-zones'
import { boundFields } from '../bound-fields'
import { fragmentAddress } from '../fragment'
import { useToolForm, type FormSpec } from '../use-tool-form'
import { FilePicker } from './FilePicker'
import { HeartRateCurve } from './HeartRateCurve'
import { readWorkoutFile } from './read-workout-file'
import { WorkoutFigures } from './WorkoutFigures'
import { ZoneTimeView } from './ZoneTimeView'

type ZonesForm = {
  age: string
  knownMax: string
  formula: MaxFormula
}
const EMPTY: ZonesForm = { age: '', knownMax: '', formula: DEFAULT_FORMULA }
/** The calculator's names in the fragment (#age=45&fcmax=182&formule=tanaka): its link brings the reader's zones here. */
const FORM: FormSpec<ZonesForm> = {
  address: fragmentAddress<ZonesForm>({ age: { param: 'age' }, knownMax: { param: 'fcmax' }, formula: { param: 'formule', accept: isMaxFormula } }),
}
const FORMULA_CHOICES = Object.fromEntries(
  Object.entries(MAX_FORMULAS).map(([key, formula]) => [key, `${formula.label} (${formula.expression})`]),
) as Record<MaxFormula, string>

type Reading =
  | { state: 'none' }
  | { state: 'reading'; name: string }
  | { state: 'problem'; name: string; problem: WorkoutProblem }
  | { state: 'read'; name: string; analysis: WorkoutAnalysis }

/** The workout-file tool: the reader's zones, a file read on the device, and what it shows. */
export function WorkoutReader() {
  const form = useToolForm(EMPTY, FORM)
  const { draft, formRef } = form
  const { zones, errors } = readZones(draft)
  const { text, choice } = boundFields(form, errors, 'seance')
  const [reading, setReading] = useState<Reading>({ state: 'none' })
  const latest = useRef(0)

  const read = (file: File) => {
    const turn = ++latest.current
    setReading({ state: 'reading', name: file.name })
    readWorkoutFile(file).then(
      (answer) => {
        if (turn !== latest.current) return
        setReading(
          typeof answer === 'string' ? { state: 'problem', name: file.name, problem: answer } : { state: 'read', name: file.name, analysis: answer },
        )
      },
      () => turn === latest.current && setReading({ state: 'problem', name: file.name, problem: 'failed' }),
    )
  }

  return (
    <div className="rounded-xl border border-slate-200 p-5 shadow-sm sm:p-6">
      <h2 id="lire-seance" className="text-xl font-bold text-ink">
        Lire votre séance
      </h2>
      <form ref={formRef} noValidate onSubmit={(event) => event.preventDefault()} aria-labelledby="lire-seance" className="mt-4 grid gap-6">
        <FilePicker onFile={read} busy={reading.state === 'reading'} />
        <fieldset className="grid gap-4">
          <legend className="mb-1 font-semibold text-ink">Vos zones</legend>
          <div className="grid gap-x-4 gap-y-4 sm:grid-cols-2 sm:gap-y-1">
            {text('age', 'Âge', { aligned: true })}
            {text('knownMax', 'Fréquence maximale mesurée (BPM, facultatif)', { aligned: true, help: 'Elle remplace la formule.' })}
          </div>
          {choice('formula', 'Formule de la FC max (si vous n’entrez pas de maximum mesuré)', FORMULA_CHOICES)}
          <p className="text-slate-700" data-testid="seance-zones">
            {zones
              ? `Vos zones\u00a0: maximum de ${zones.max}\u00a0BPM (${zones.basis}).`
              : 'Entrez votre âge, ou une fréquence maximale mesurée, pour voir le temps passé dans chacune de vos zones.'}
          </p>
        </fieldset>
      </form>
      <section aria-labelledby="resultat-seance" className="mt-6 grid gap-6 rounded-lg bg-slate-50 p-4 sm:p-5">
        <h3 id="resultat-seance" className="text-lg font-bold text-ink">
          Votre séance
        </h3>
        <div role="status" aria-live="polite" data-testid="seance-etat">
          {reading.state === 'none' && <p className="text-slate-700">Choisissez le fichier d’une séance&nbsp;: son analyse s’affiche ici.</p>}
          {reading.state === 'reading' && <p>Lecture de «&nbsp;{reading.name}&nbsp;»…</p>}
          {reading.state === 'problem' && (
            <p className="font-semibold text-red-800" data-testid="seance-probleme">
              Analyse impossible pour «&nbsp;{reading.name}&nbsp;». {WORKOUT_PROBLEMS[reading.problem]}
            </p>
          )}
          {reading.state === 'read' && <p>«&nbsp;{reading.name}&nbsp;» a été lu.</p>}
        </div>
        {reading.state === 'read' && (
          <>
            <HeartRateCurve analysis={reading.analysis} zones={zones?.zones ?? null} />
            {zones && <ZoneTimeView time={timeInZones(reading.analysis.rateSeconds, zones.zones)} zones={zones.zones} max={zones.max} />}
            <WorkoutFigures analysis={reading.analysis} zones={zones} />
          </>
        )}
      </section>
    </div>
  )
}
