import type { PageContent } from '../content/schema'
import { ReadingTheResult } from '../components/GradeTable'
import { ToolPage } from '../components/ToolPage'
import { EffortSafety } from '../components/EffortSafety'
import { WorkoutFileLink } from '../components/WorkoutFileLink'
import {
  DRIFT_GRADES,
  FRIEL_DECOUPLING_MARK,
  MAX_STEADY_MINUTES,
  MIN_STEADY_MINUTES,
  VOIDING_CONDITION_NAMES,
  VOIDING_CONDITIONS,
} from '../heart-rate/drift'
import DriftTestIsland from '../islands/drift-test.island'

/**
 * How to read the result, from the test's own arithmetic; then, as for every page that asks for an effort, the link to
 * the rule on warning signs and the note for readers whose heart rate the age formulas do not describe.
 */
const scale = (
  <div className="grid gap-8">
    <ReadingTheResult caption="L’échelle de notre article sur l’endurance" measure="Dérive cardiaque" rows={DRIFT_GRADES}>
      <p className="mt-4 text-lg text-slate-700">
        L’outil donne le chiffre sans verdict si l’effort régulier a duré moins de {MIN_STEADY_MINUTES} ou plus de {MAX_STEADY_MINUTES}&nbsp;minutes,
        ou si vous cochez l’une de ces conditions&nbsp;:
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-lg text-slate-700">
        {VOIDING_CONDITION_NAMES.map((name) => (
          <li key={name}>«&nbsp;{VOIDING_CONDITIONS[name]}&nbsp;»</li>
        ))}
      </ul>
      <p className="mt-4 text-lg text-slate-700">
        Le découplage de Friel se lit à part&nbsp;: moins de {FRIEL_DECOUPLING_MARK}&nbsp;% signale une endurance aérobie bien développée pour la
        durée de la séance.
      </p>
      <WorkoutFileLink figures="la moyenne de chaque moitié après l’échauffement, ainsi que la vitesse ou la puissance si le fichier les donne" />
    </ReadingTheResult>
    <EffortSafety />
  </div>
)

export default function DriftTestPage({ content }: { content: PageContent<'test-derive-cardiaque'> }) {
  return <ToolPage name="test-derive-cardiaque" content={content} island={DriftTestIsland} props={{}} scale={scale} />
}
