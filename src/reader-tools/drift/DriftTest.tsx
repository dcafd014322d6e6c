import {
  isOutputKind,
  NO_CONDITIONS,
  OUTPUT_KINDS,
  readDrift,
  VOIDING_CONDITION_NAMES,
  VOIDING_CONDITIONS,
  type DriftDraft,
  type OutputKind,
  type VoidingCondition,
} from '../../heart-rate/drift'
import { boundFields } from '../bound-fields'
import { CheckboxGroup } from '../ChoiceGroup'
import { fragmentAddress } from '../fragment'
import { TestCard } from '../TestCard'
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
  ...NO_CONDITIONS,
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
    coeur: { param: 'coeur' },
    output: { param: 'mesure', accept: isOutputKind },
    firstOutput: { param: 'mesure1' },
    secondOutput: { param: 'mesure2' },
  }),
}
const FIELD_ORDER = ['minutes', 'first', 'second', 'firstOutput', 'secondOutput'] as const

const OUTPUT_UNITS: Record<Exclude<OutputKind, 'aucune'>, { unit: string; help?: string; inputMode: 'decimal' | 'text' }> = {
  allure: { unit: 'min/km', help: 'En minutes et secondes, par exemple 5:30.', inputMode: 'text' },
  vitesse: { unit: 'km/h', inputMode: 'decimal' },
  puissance: { unit: 'W', inputMode: 'decimal' },
}

const toDraft = (form: DriftForm): DriftDraft => ({
  ...form,
  conditions: Object.fromEntries(VOIDING_CONDITION_NAMES.map((name) => [name, form[name]])) as DriftDraft['conditions'],
})

/** The cardiac-drift test: each half's average rate, how long the steady part lasted, what may void it, and the outputs for Friel's decoupling. */
export function DriftTest() {
  const form = useToolForm(EMPTY, FORM)
  const { draft, set } = form
  const { result, errors } = readDrift(toDraft(draft))
  const { text, choice } = boundFields(form, errors, 'derive')
  const output = draft.output === 'aucune' ? null : OUTPUT_UNITS[draft.output]

  return (
    <TestCard
      name="derive"
      title="Calculer ma dérive"
      form={form}
      order={output ? FIELD_ORDER : FIELD_ORDER.slice(0, 3)}
      errors={errors}
      result={result && <DriftResultView result={result} draft={draft} />}
      waiting={<>Entrez la durée et la fréquence moyenne de chaque moitié&nbsp;: la dérive s’affiche ici.</>}
    >
      {text('minutes', 'Durée de l’effort régulier (minutes)', { help: 'Sans l’échauffement.' })}
      <div className="grid gap-x-4 gap-y-4 sm:grid-cols-2 sm:gap-y-1">
        {text('first', 'Moyenne de la 1ʳᵉ moitié (BPM)', { aligned: true })}
        {text('second', 'Moyenne de la 2ᵉ moitié (BPM)', { aligned: true })}
      </div>
      <CheckboxGroup
        legend="Pendant la séance… (cochez ce qui s’applique)"
        options={VOIDING_CONDITIONS}
        checked={(key) => draft[key]}
        onChange={(key, value) => set(key, value)}
      />
      {choice('output', 'Pour le découplage de Friel, avez-vous aussi pour chaque moitié…', OUTPUT_KINDS)}
      {output && (
        <div className="grid gap-x-4 gap-y-4 sm:grid-cols-2 sm:gap-y-1">
          {text('firstOutput', `1ʳᵉ moitié (${output.unit})`, { help: output.help, inputMode: output.inputMode, aligned: true })}
          {text('secondOutput', `2ᵉ moitié (${output.unit})`, { help: output.help, inputMode: output.inputMode, aligned: true })}
        </div>
      )}
    </TestCard>
  )
}
