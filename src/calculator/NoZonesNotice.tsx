import { ExternalLink } from '../ui/ExternalLink'
import { articlePath } from '../site-pages'
import type { Situation } from '../heart-rate/option-values'
import { NO_ZONES_ARTICLE_ID } from '../content/site-facts'
import { MOTTOLA_2018 } from '../content/shared-sources'
import { whoToAsk } from './calculator-text'

/** The SOGC and CSEP guideline on physical activity during pregnancy, cited as the article on training without zones cites it. */
const PREGNANCY_GUIDELINE = {
  citation: `${MOTTOLA_2018.authors}, «\u00a0${MOTTOLA_2018.title}\u00a0», ${MOTTOLA_2018.publisher}, ${MOTTOLA_2018.year}`,
  url: MOTTOLA_2018.url,
}

const WHY: Record<Situation, string> = {
  medicament:
    'Un médicament qui ralentit le cœur empêche votre pouls de monter comme les formules le prévoient\u00a0: les BPM calculés selon l’âge ne sont pas des cibles pour vous.',
  coeur:
    'Avec une maladie du cœur, l’intensité qui vous convient dépend de votre état, et parfois d’une épreuve d’effort\u00a0: les BPM calculés selon l’âge ne sont pas des cibles pour vous.',
  grossesse:
    'Pendant la grossesse, le pouls au repos et à l’effort change au fil des mois\u00a0: les BPM calculés selon l’âge ne sont pas des cibles pour vous.',
}

/** Where the age zones do not apply: results that lead with perceived exertion, and the doctor first. */
export function NoZonesNotice({ situation }: { situation: Situation }) {
  return (
    <section aria-labelledby="sans-zones" className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950" data-testid="sans-zones">
      <h3 id="sans-zones" className="font-semibold">
        Parlez-en {whoToAsk(situation)}
      </h3>
      <p className="mt-1">{WHY[situation]}</p>
      <p className="mt-2">
        Guidez-vous plutôt sur l’effort ressenti&nbsp;: l’échelle de Borg va de 6 (aucun effort) à 20 (effort maximal), et le test de la parole dit où
        vous en êtes. Avant d’aller au-delà d’un effort «&nbsp;un peu difficile&nbsp;» (12 ou 13 sur l’échelle de Borg), demandez{' '}
        {whoToAsk(situation)} quelle intensité vous convient.
      </p>
      {situation === 'grossesse' && (
        <p className="mt-2" data-testid="ligne-directrice-grossesse">
          En l’absence de contre-indication, les Directives canadiennes en matière d’activité physique pendant la grossesse (SOGC et SCPE, édition
          2019) recommande au moins 150 minutes par semaine d’activité physique d’intensité moyenne, réparties sur au moins trois jours, et encourage
          à bouger chaque jour de diverses façons. Source&nbsp;:{' '}
          <ExternalLink href={PREGNANCY_GUIDELINE.url} kind="reference" className="underline underline-offset-2">
            {PREGNANCY_GUIDELINE.citation}
          </ExternalLink>
          .
        </p>
      )}
      <p className="mt-2">
        <a href={articlePath(NO_ZONES_ARTICLE_ID)} className="font-semibold underline underline-offset-2">
          S’entraîner sans zones cardiaques&nbsp;: médicaments, maladie du cœur, grossesse
        </a>
      </p>
    </section>
  )
}
