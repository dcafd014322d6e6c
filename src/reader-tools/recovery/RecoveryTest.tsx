import { isKeyOf } from '../../heart-rate/keys'
import { readRecovery, RECOVERY_CHOICES, type MeasureMethod, type RecoveryPosture } from '../../heart-rate/recovery'
import { SLOWED_HEART } from '../../heart-rate/slowed-heart'
import { boundFields } from '../bound-fields'
import { CheckboxGroup } from '../ChoiceGroup'
import { fragmentAddress } from '../fragment'
import { TestCard } from '../TestCard'
import { useToolForm, type FormSpec } from '../use-tool-form'
import { RecoveryResultView } from './RecoveryResultView'

type RecoveryForm = {
  method: MeasureMethod
  end: string
  oneMinute: string
  twoMinutes: string
  posture: RecoveryPosture
  slowed: boolean
}

const EMPTY: RecoveryForm = { method: 'bpm', end: '', oneMinute: '', twoMinutes: '', posture: 'active', slowed: false }
/** The fragment of a shared result: #fin=172&une=146&deux=120&recup=couche&coeur=1&mesure=compte */
const FORM: FormSpec<RecoveryForm> = {
  address: fragmentAddress({
    method: { param: 'mesure', accept: isKeyOf(RECOVERY_CHOICES.method) },
    end: { param: 'fin' },
    oneMinute: { param: 'une' },
    twoMinutes: { param: 'deux' },
    posture: { param: 'recup', accept: isKeyOf(RECOVERY_CHOICES.posture) },
    slowed: { param: 'coeur' },
  }),
}
const FIELD_ORDER = ['end', 'oneMinute', 'twoMinutes'] as const

const LABELS: Record<MeasureMethod, Record<(typeof FIELD_ORDER)[number], string>> = {
  bpm: { end: 'À la fin de l’effort (BPM)', oneMinute: 'Une minute après (BPM)', twoMinutes: 'Deux minutes après (BPM)' },
  compte: {
    end: 'À la fin de l’effort (battements en 15 s)',
    oneMinute: 'Une minute après (battements en 15 s)',
    twoMinutes: 'Deux minutes après (battements en 15 s)',
  },
}

/** The recovery test: the rates at the end of the effort and after one minute (two, optionally), how the reader recovered, and whether the scale can apply to their heart. */
export function RecoveryTest() {
  const form = useToolForm(EMPTY, FORM)
  const { draft, set } = form
  const { result, errors } = readRecovery(draft)
  const { text, choice } = boundFields(form, errors, 'recuperation')

  return (
    <TestCard
      name="recuperation"
      title="Calculer ma récupération"
      form={form}
      order={FIELD_ORDER}
      errors={errors}
      result={result && <RecoveryResultView result={result} draft={draft} />}
      waiting={<>Entrez votre fréquence à la fin de l’effort et une minute après&nbsp;: la baisse s’affiche ici.</>}
    >
      {choice('method', 'Comment avez-vous mesuré?', RECOVERY_CHOICES.method)}
      <div className="grid gap-x-4 gap-y-4 sm:grid-cols-3 sm:gap-y-1">
        {FIELD_ORDER.map((field) =>
          text(field, LABELS[draft.method][field], { help: field === 'twoMinutes' ? 'Facultatif.' : undefined, aligned: true }),
        )}
      </div>
      {choice('posture', 'Pendant cette minute, vous avez récupéré…', RECOVERY_CHOICES.posture)}
      <CheckboxGroup
        legend="Votre situation (cochez si elle s’applique)"
        options={{ slowed: SLOWED_HEART }}
        checked={() => draft.slowed}
        onChange={(_, value) => set('slowed', value)}
      />
    </TestCard>
  )
}
