import { formatDate } from '../../locale'
import { RISE_BPM, type JudgedMorning } from '../../heart-rate/resting-log'
import { formatRate } from '../../heart-rate/typed-number'

const list = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} et ${items.at(-1)}` : (items[0] ?? ''))

/**
 * The spec's sign, said without alarm: the mornings that raise it, the ordinary causes, and what to do (the
 * endurance article's advice, from rest to the doctor and, for chest pain, 9-1-1).
 */
export function SignNotice({ mornings, baseline }: { mornings: JudgedMorning[]; baseline: number }) {
  const first = mornings[0]
  const last = mornings.at(-1)
  return (
    <section
      aria-labelledby="signal-hausse"
      className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950 sm:p-6"
      data-testid="signal-hausse"
    >
      <h2 id="signal-hausse" className="text-xl font-bold">
        Votre fréquence au repos est plus haute que d’habitude
      </h2>
      <p className="mt-2">
        Lors de vos {mornings.length} derniers matins notés, du {first && formatDate(first.date)} au {last && formatDate(last.date)}, elle a dépassé
        votre valeur habituelle ({formatRate(baseline)}) d’au moins {RISE_BPM}&nbsp;BPM&nbsp;:{' '}
        {list(mornings.map((morning) => formatRate(morning.bpm)))}.
      </p>
      <p className="mt-2">
        La cause est souvent ordinaire&nbsp;: une nuit courte ou agitée, l’alcool la veille, un rhume ou une infection qui commence, la chaleur, le
        stress ou la déshydratation. Ce peut aussi être une récupération incomplète après l’entraînement.
      </p>
      <p className="mt-2">
        <strong>Ce qu’il convient de faire&nbsp;:</strong> accordez-vous une journée de repos ou allégez nettement l’entraînement, en restant en
        zone&nbsp;1, jusqu’au retour à votre valeur habituelle. Avec de la fièvre ou des symptômes dans tout le corps (courbatures, frissons, grande
        fatigue), ne vous entraînez pas du tout. Si votre pouls ne redescend pas après quelques jours plus calmes, ou si la hausse s’accompagne de
        palpitations ou d’un essoufflement inhabituel, consultez un médecin. En cas de douleur à la poitrine, composez le 9-1-1.
      </p>
    </section>
  )
}
