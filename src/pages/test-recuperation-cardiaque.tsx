import type { PageContent } from '../content/schema'
import { ReadingTheResult } from '../components/GradeTable'
import { ToolPage } from '../components/ToolPage'
import { EffortSafety } from '../components/EffortSafety'
import { WorkoutFileLink } from '../components/WorkoutFileLink'
import { COLE_LANDMARK_BPM, RECOVERY_GRADES } from '../heart-rate/recovery'
import RecoveryTestIsland from '../islands/recovery-test.island'

/**
 * How to read the result, from the test's own arithmetic; then, as for every page that asks for an effort, the link to
 * the rule on warning signs and the note for readers whose heart rate the age formulas do not describe.
 */
const scale = (
  <div className="grid gap-8">
    <ReadingTheResult caption="L’échelle de notre article sur le HIIT" measure="Baisse en 1 minute" rows={RECOVERY_GRADES}>
      <p className="mt-4 text-lg text-slate-700">
        Le repère médical est à part&nbsp;: une baisse de {COLE_LANDMARK_BPM}&nbsp;BPM ou moins une minute après une épreuve d’effort maximale faite
        en clinique. L’outil le rappelle quand votre baisse est de {COLE_LANDMARK_BPM}&nbsp;BPM ou moins, sans l’appliquer à votre test.
      </p>
      <WorkoutFileLink figures="votre fréquence la plus haute (qui ne coïncide pas toujours avec la fin de l’effort) et celle d’une minute plus tard" />
      <p className="mt-4 text-lg text-slate-700">
        Une baisse mesurée depuis le pouls le plus haut d’une séance n’est pas celle du test&nbsp;: l’échelle suppose que l’effort s’est arrêté à ce
        moment-là. Si l’effort a continué après ce pouls, ou si c’était un pic du capteur, comparez la baisse seulement à celle de séances semblables,
        pas à l’échelle. Sinon, indiquez ci-dessus comment vous avez récupéré pendant la minute suivante.
      </p>
    </ReadingTheResult>
    <EffortSafety />
  </div>
)

export default function RecoveryTestPage({ content }: { content: PageContent<'test-recuperation-cardiaque'> }) {
  return <ToolPage name="test-recuperation-cardiaque" content={content} island={RecoveryTestIsland} props={{}} scale={scale} />
}
