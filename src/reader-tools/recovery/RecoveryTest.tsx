import { useRef, type FormEvent } from 'react'
import {
  EFFORT_KINDS,
  isEffortKind,
  isMeasureMethod,
  isRecoveryPosture,
  MEASURE_METHODS,
  readRecovery,
  RECOVERY_POSTURES,
  type EffortKind,
  type MeasureMethod,
  type RecoveryPosture,
} from '../../heart-rate/recovery'
import { fragmentAddress } from '../fragment'
import { ChoiceGroup } from '../ChoiceGroup'
import { SubmitButton } from '../SubmitButton'
import { fieldMessages, SIDE_BY_SIDE } from '../../ui/field-messages'
import { NumberField } from '../../ui/NumberField'
import { focusFirstError } from '../focus'
import { useToolForm, type FormSpec } from '../use-tool-form'
import { RecoveryResultView } from './RecoveryResultView'

type RecoveryForm = {
  method: MeasureMethod
  end: string
  oneMinute: string
  twoMinutes: string
  posture: RecoveryPosture
  effort: EffortKind
}

const EMPTY: RecoveryForm = { method: 'bpm', end: '', oneMinute: '', twoMinutes: '', posture: 'active', effort: 'intervalle' }
/** The fragment of a shared result: #fin=172&une=146&deux=120&recup=couche&effort=maximal&mesure=compte */
const FORM: FormSpec<RecoveryForm> = {
  address: fragmentAddress({
    method: { param: 'mesure', accept: isMeasureMethod },
    end: { param: 'fin' },
    oneMinute: { param: 'une' },
    twoMinutes: { param: 'deux' },
    posture: { param: 'recup', accept: isRecoveryPosture },
    effort: { param: 'effort', accept: isEffortKind },
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

/** The recovery test: the rates at the end of the effort and after one minute (two, optionally), how the reader recovered. */
export function RecoveryTest() {
  const { formRef, draft, set, judge, judgeAll, isJudged } = useToolForm(EMPTY, FORM)
  const resultHeading = useRef<HTMLHeadingElement>(null)
  const { result, errors } = readRecovery(draft)
  const shown = (field: (typeof FIELD_ORDER)[number]) => (isJudged(field) ? (errors[field] ?? null) : null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    judgeAll()
    if (!focusFirstError(formRef.current, FIELD_ORDER, errors)) resultHeading.current?.focus()
  }

  return (
    <div className="rounded-xl border border-slate-200 p-5 shadow-sm sm:p-6">
      <h2 id="calcul-recuperation" className="text-xl font-bold text-ink">
        Calculer ma récupération
      </h2>
      <form ref={formRef} noValidate onSubmit={submit} aria-labelledby="calcul-recuperation" className="mt-4 grid gap-6">
        <ChoiceGroup
          name="method"
          legend="Comment avez-vous mesuré?"
          options={MEASURE_METHODS}
          value={draft.method}
          onChange={(value) => set('method', value)}
        />
        <div className="grid gap-x-4 gap-y-4 sm:grid-cols-3 sm:gap-y-1">
          {FIELD_ORDER.map((field) => {
            const id = `recuperation-${field}`
            return (
              <NumberField
                key={field}
                id={id}
                name={field}
                label={LABELS[draft.method][field]}
                error={shown(field)}
                value={draft[field]}
                onChange={(value) => set(field, value)}
                onBlur={() => judge(field)}
                width="w-full max-w-40"
                className={SIDE_BY_SIDE}
                {...fieldMessages(id, { error: shown(field), help: field === 'twoMinutes' ? 'Facultatif.' : undefined })}
              />
            )
          })}
        </div>
        <ChoiceGroup
          name="posture"
          legend="Pendant cette minute, vous étiez…"
          options={RECOVERY_POSTURES}
          value={draft.posture}
          onChange={(value) => set('posture', value)}
        />
        <ChoiceGroup
          name="effort"
          legend="L’effort qui a précédé était…"
          options={EFFORT_KINDS}
          value={draft.effort}
          onChange={(value) => set('effort', value)}
        />
        <div>
          <SubmitButton>Voir mon résultat</SubmitButton>
        </div>
      </form>
      <section aria-labelledby="resultat-recuperation" className="mt-6 rounded-lg bg-slate-50 p-4 sm:p-5">
        <h3 id="resultat-recuperation" ref={resultHeading} tabIndex={-1} className="text-lg font-bold text-ink">
          Votre résultat
        </h3>
        {result ? (
          <RecoveryResultView result={result} draft={draft} />
        ) : (
          <p className="mt-2 text-slate-700">Entrez votre fréquence à la fin de l’effort et une minute après&nbsp;: la baisse s’affiche ici.</p>
        )}
      </section>
    </div>
  )
}
