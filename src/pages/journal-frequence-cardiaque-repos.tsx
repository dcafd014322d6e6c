import type { PageContent } from '../content/schema'
import { Section } from '../components/Section'
import { ToolPage } from '../components/ToolPage'
import { RISE_BPM, SIGN_MORNINGS } from '../heart-rate/resting-log'
import { rulePath } from '../site-pages'
import RestingLogIsland from '../islands/resting-log.island'
import { sharedBlock } from './shared-block'

export default function RestingLogPage({ content }: { content: PageContent<'journal-frequence-cardiaque-repos'> }) {
  const scale = (
    <Section id="lire-resultat" title="Comment le journal juge chaque matin">
      <ul className="mt-4 list-disc space-y-2 pl-6 text-lg text-slate-700">
        <li>
          <strong className="text-ink">Votre valeur habituelle</strong> est celle de{' '}
          <a href={rulePath('mesure-repos')} className="font-semibold underline underline-offset-2">
            notre règle de mesure
          </a>
          , en première étape ci-dessus. Pour juger un matin, le journal la calcule sur les jours qui le précèdent, ce matin-là exclu&nbsp;: il ne
          compte pas dans son propre repère.
        </li>
        <li>
          <strong className="text-ink">Le signal</strong> paraît quand votre fréquence dépasse votre valeur habituelle d’au moins {RISE_BPM}&nbsp;BPM
          pendant {SIGN_MORNINGS}&nbsp;matins de suite ou plus. Ces matins sont comparés à la valeur habituelle d’avant le premier d’entre eux, pour
          qu’ils ne comptent pas dans leur propre repère; un matin sans mesure interrompt la série.
        </li>
      </ul>
    </Section>
  )
  return (
    <ToolPage
      name="journal-frequence-cardiaque-repos"
      content={content}
      island={RestingLogIsland}
      props={{ signAdvice: sharedBlock('hausse-pouls-repos'), highUsualAdvice: sharedBlock('repos-au-dessus-de-100') }}
      scale={scale}
    />
  )
}
