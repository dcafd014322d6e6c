import { useRef, type FormEvent } from 'react'
import {
  isOutputKind,
  OUTPUT_KINDS,
  readDrift,
  VOIDING_CONDITION_NAMES,
  VOIDING_CONDITIONS,
  type DriftDraft,
  type OutputKind,
  type VoidingCondition,
} from '../../heart-rate/drift'
import { CheckboxGroup } from '../CheckboxGroup'
import { ChoiceGroup } from '../ChoiceGroup'
import { fragmentAddress } from '../fragment'
import { focusFirstError } from '../focus'
import { SubmitButton } from '../SubmitButton'
import { fieldMessages, SIDE_BY_SIDE, STACKED } from '../../ui/field-messages'
import { NumberField } from '../../ui/NumberField'
import { useToolForm, type FormSpec } from '../use-tool-form'
import { DriftResultView } from './DriftResultView'

type DriftForm = Record<VoidingCondition, boolean> & {
  minutes: string
  first: string
  second: string
  output: OutputKind
  firstOutput: string
  secondOutput: string
}

const EMPTY: DriftForm = {
  minutes: '',
  first: '',
  second: '',
  chaleur: false,
  cotes: false,
  intervalles: false,
  malade: false,
  output: 'aucune',
  firstOutput: '',
  secondOutput: '',
}
/** The fragment of a shared result: #duree=50&moitie1=140&moitie2=148&chaleur=1&mesure=allure&mesure1=5%3A30&mesure2=5%3A45 */
const FORM: FormSpec<DriftForm> = {
  address: fragmentAddress({
    minutes: { param: 'duree' },
    first: { param: 'moitie1' },
    second: { param: 'moitie2' },
    chaleur: { param: 'chaleur' },
    cotes: { param: 'cotes' },
    intervalles: { param: 'intervalles' },
    malade: { param: 'malade' },
    output: { param: 'mesure', accept: isOutputKind },
    firstOutput: { param: 'mesure1' },
    secondOutput: { param: 'mesure2' },
  }),
}
const FIELD_ORDER = ['minutes', 'first', 'second', 'firstOutput', 'secondOutput'] as const
type TextKey = (typeof FIELD_ORDER)[number]

const CONDITION_LABELS = Object.fromEntries(VOIDING_CONDITION_NAMES.map((name) => [name, VOIDING_CONDITIONS[name].label])) as Record<
  VoidingCondition,
  string
>
const OUTPUT_UNITS: Record<Exclude<OutputKind, 'aucune'>, { unit: string; help?: string; inputMode: 'decimal' | 'text' }> = {
  allure: { unit: 'min/km', help: 'En minutes et secondes, par exemple 5:30.', inputMode: 'text' },
  vitesse: { unit: 'km/h', inputMode: 'decimal' },
  puissance: { unit: 'W', inputMode: 'decimal' },
}

const toDraft = (form: DriftForm): DriftDraft => ({
  ...form,
  conditions: { chaleur: form.chaleur, cotes: form.cotes, intervalles: form.intervalles, malade: form.malade },
})

/** The cardiac-drift test: each half's average rate, how long the steady part lasted, what may void it, and the outputs for Friel's decoupling. */
export function DriftTest() {
  const { formRef, draft, set, judge, judgeAll, isJudged } = useToolForm(EMPTY, FORM)
  const resultHeading = useRef<HTMLHeadingElement>(null)
  const { result, errors } = readDrift(toDraft(draft))
  const order = draft.output === 'aucune' ? FIELD_ORDER.slice(0, 3) : FIELD_ORDER
  const field = (key: TextKey, label: string, more: { help?: string | undefined; inputMode?: 'decimal' | 'text'; aligned?: boolean } = {}) => {
    const id = `derive-${key}`
    const error = isJudged(key) ? (errors[key] ?? null) : null
    return (
      <NumberField
        id={id}
        name={key}
        label={label}
        error={error}
        value={draft[key]}
        onChange={(value) => set(key, value)}
        onBlur={() => judge(key)}
        inputMode={more.inputMode}
        width="w-full max-w-40"
        className={more.aligned ? SIDE_BY_SIDE : STACKED}
        {...fieldMessages(id, { error, help: more.help })}
      />
    )
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    judgeAll()
    if (!focusFirstError(formRef.current, order, errors)) resultHeading.current?.focus()
  }
  const output = draft.output === 'aucune' ? null : OUTPUT_UNITS[draft.output]

  return (
    <div className="rounded-xl border border-slate-200 p-5 shadow-sm sm:p-6">
      <h2 id="calcul-derive" className="text-xl font-bold text-ink">
        Calculer ma dérive
      </h2>
      <form ref={formRef} noValidate onSubmit={submit} aria-labelledby="calcul-derive" className="mt-4 grid gap-6">
        {field('minutes', 'Durée de l’effort régulier (minutes)', { help: 'Sans l’échauffement.' })}
        <div className="grid gap-x-4 gap-y-4 sm:grid-cols-2 sm:gap-y-1">
          {field('first', 'Moyenne de la 1re moitié (BPM)', { aligned: true })}
          {field('second', 'Moyenne de la 2e moitié (BPM)', { aligned: true })}
        </div>
        <CheckboxGroup
          legend="Pendant la séance… (cochez ce qui s’applique)"
          options={CONDITION_LABELS}
          checked={(key) => draft[key]}
          onChange={(key, value) => set(key, value)}
        />
        <ChoiceGroup
          name="output"
          legend="Pour le découplage de Friel, avez-vous aussi pour chaque moitié…"
          options={OUTPUT_KINDS}
          value={draft.output}
          onChange={(value) => set('output', value)}
        />
        {output && (
          <div className="grid gap-x-4 gap-y-4 sm:grid-cols-2 sm:gap-y-1">
            {field('firstOutput', `1re moitié (${output.unit})`, { help: output.help, inputMode: output.inputMode, aligned: true })}
            {field('secondOutput', `2e moitié (${output.unit})`, { help: output.help, inputMode: output.inputMode, aligned: true })}
          </div>
        )}
        <div>
          <SubmitButton>Voir mon résultat</SubmitButton>
        </div>
      </form>
      <section aria-labelledby="resultat-derive" className="mt-6 rounded-lg bg-slate-50 p-4 sm:p-5">
        <h3 id="resultat-derive" ref={resultHeading} tabIndex={-1} className="text-lg font-bold text-ink">
          Votre résultat
        </h3>
        {result ? (
          <DriftResultView result={result} draft={draft} />
        ) : (
          <p className="mt-2 text-slate-700">Entrez la durée et la fréquence moyenne de chaque moitié&nbsp;: la dérive s’affiche ici.</p>
        )}
      </section>
    </div>
  )
}
