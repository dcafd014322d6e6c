import type { PageContent } from '../content/schema'
import { ToolPage } from '../components/ToolPage'
import { EffortSafety } from '../components/EffortSafety'
import { MAX_STEADY_MINUTES, MIN_STEADY_MINUTES } from '../heart-rate/drift'
import { MIN_DRIFT_MINUTES, PAUSE_SECONDS, RECOVERY_SECONDS, RECOVERY_TOLERANCE, VALID_RATES, WARM_UP_MINUTES } from '../heart-rate/workout/analysis'
import WorkoutFileIsland from '../islands/workout-file.island'

/**
 * Under the tool: the link to the rule on warning signs, for whom age-based zones do not hold (the calculator's shared
 * block), then how the tool counts, from its own arithmetic: technical settings that sort the file's data, said as
 * such (not rules for the reader, so not in the register).
 */
const afterTool = (
  <div className="grid gap-8">
    <EffortSafety />
    <section aria-labelledby="conventions" className="grid gap-3">
      <h2 id="conventions" className="text-2xl font-bold text-ink">
        Comment l’outil compte
      </h2>
      <p className="text-lg text-slate-700">
        Ces réglages techniques trient les données du fichier; ce ne sont pas des règles pour vous. Aucune norme ne les fixe&nbsp;: nous les avons
        choisis.
      </p>
      <ul className="list-disc space-y-2 pl-6 text-lg text-slate-700">
        <li>
          Une fréquence sous {VALID_RATES.min} ou au-dessus de {VALID_RATES.max}&nbsp;BPM est un signal perdu (les montres écrivent souvent 0 ou 255),
          pas une fréquence cardiaque&nbsp;: elle est laissée de côté.
        </li>
        <li>
          Plus de {PAUSE_SECONDS}&nbsp;secondes sans enregistrement, c’est une pause&nbsp;: elle ne compte dans aucune zone. En enregistrement
          «&nbsp;intelligent&nbsp;», un appareil Garmin ne garde que les points où la direction, la vitesse ou le pouls changent, si bien qu’un effort
          très régulier peut laisser de longs trous. L’Edge&nbsp;820, par exemple, enregistre un point chaque seconde quand un capteur de puissance
          lui est jumelé.
        </li>
        <li>Chaque fréquence enregistrée vaut jusqu’à l’enregistrement suivant.</li>
        <li>
          La dérive laisse de côté les {WARM_UP_MINUTES} premières minutes, comptées comme l’échauffement, puis compare les deux moitiés du reste. Il
          faut au moins {MIN_DRIFT_MINUTES}&nbsp;minutes après l’échauffement pour obtenir un chiffre, et sur si peu de temps il dit peu de chose; le
          test de dérive, qui seul donne un verdict, exige de {MIN_STEADY_MINUTES} à {MAX_STEADY_MINUTES}&nbsp;minutes d’effort régulier. Une pause
          après l’échauffement est signalée, et le lien vers le test coche la case des arrêts.
        </li>
        <li>
          La récupération se lit {RECOVERY_SECONDS}&nbsp;secondes après la fréquence la plus haute (à {RECOVERY_TOLERANCE}&nbsp;secondes près), si
          l’enregistrement continue sans pause ni signal perdu.
        </li>
      </ul>
    </section>
  </div>
)

export default function WorkoutFilePage({ content }: { content: PageContent<'analyse-seance'> }) {
  return <ToolPage name="analyse-seance" content={content} island={WorkoutFileIsland} props={{}} scale={afterTool} />
}
