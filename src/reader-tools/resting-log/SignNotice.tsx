import { formatDate } from '../../locale'
import { RISE_BPM, type JudgedMorning } from '../../heart-rate/resting-log'
import { formatRate } from '../../heart-rate/typed-number'
import { SafetySignal } from '../../components/SafetyLink'
import { Notice } from './Notice'

const list = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} et ${items.at(-1)}` : (items[0] ?? ''))

/**
 * The spec's sign, said without alarm: the mornings that raise it, then the site's own advice for it, the shared
 * block content/blocs/hausse-pouls-repos.md (its ordinary causes and what to do), given by the page as HTML.
 */
export function SignNotice({ mornings, baseline, advice }: { mornings: JudgedMorning[]; baseline: number; advice: string }) {
  const first = mornings[0]
  const last = mornings.at(-1)
  return (
    <Notice id="signal-hausse" title="Votre fréquence au repos est plus haute que d’habitude" large>
      <p className="mt-2">
        Lors de vos {mornings.length} derniers matins notés, du {first && formatDate(first.date)} au {last && formatDate(last.date)}, elle a dépassé
        votre valeur habituelle ({formatRate(baseline)}) d’au moins {RISE_BPM}&nbsp;BPM&nbsp;:{' '}
        {list(mornings.map((morning) => formatRate(morning.bpm)))}.
      </p>
      <div className="mt-2 grid gap-2 [&_a]:font-semibold [&_a]:underline [&_a]:underline-offset-2" dangerouslySetInnerHTML={{ __html: advice }} />
      <SafetySignal className="mt-2" />
    </Notice>
  )
}
