import type { FormEvent, RefObject } from 'react'
import { AGE_ERROR, AGE_FIELD_ID, AGE_HELP, NO_FIGURE, NOT_A_NUMBER } from './calculator-text'
import type { CalculatorForm } from './calculator-form'
import { ReservedMessage } from './ReservedMessage'
import { NumberField } from '../ui/NumberField'

/**
 * The age field, the maximum beside it (none where zones do not apply, nor for an impossible age) and the button that
 * re-validates the age. The field's message keeps the room of the longest one it may show, so that the button stays
 * where the finger aims when the message changes as the field loses the focus.
 */
export function AgeForm({
  formRef,
  form,
  error,
  max,
  invalid,
  onSubmit,
}: {
  formRef: RefObject<HTMLFormElement | null>
  /** The calculator's form (calculator-form.ts): the age's text, and its changes. */
  form: Pick<CalculatorForm, 'draft' | 'set' | 'judge'>
  error: string | null
  max: number | null
  /** Whether the age is judged out of bounds: the maximum beside it is struck through, and says so to a screen reader. */
  invalid: boolean
  onSubmit: (event: FormEvent) => void
}) {
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-wrap items-start gap-x-3 gap-y-3 sm:gap-x-4 print:hidden">
      {/* 8rem wide at least, growing with the text: the longest message then takes two lines, and the maximum fits
          beside the field on a 360 px phone at ordinary text. The messages take the column's width, never widen it. */}
      <NumberField
        id={AGE_FIELD_ID}
        name="age"
        label="Votre âge"
        value={form.draft.age}
        error={error}
        onChange={(age) => form.set('age', age)}
        onBlur={() => form.judge('age')}
        describedBy={`${AGE_FIELD_ID}-aide`}
        spellCheck={false}
        width="w-28"
        className="grid max-w-full min-w-[8rem] gap-1"
      >
        {/* One message, at the field: the range while all is well, the error in its place once the age is judged. */}
        <ReservedMessage id={`${AGE_FIELD_ID}-aide`} messages={[AGE_HELP, AGE_ERROR, NOT_A_NUMBER]} error={error} />
      </NumberField>
      <div className="rounded-xl bg-ink px-3 py-2.5 text-white sm:px-4 sm:py-3">
        {/* An age out of bounds strikes the maximum through, without changing the box's size: the button stays put. */}
        <p className="text-sm text-slate-300" data-testid="fcm-titre">
          FC max{invalid && <span className="sr-only">, âge non valide</span>}
        </p>
        <p className={`text-3xl font-bold whitespace-nowrap tabular-nums ${invalid ? 'line-through decoration-2' : ''}`} data-testid="fcm">
          {max ?? NO_FIGURE}&nbsp;<span className="text-xl font-semibold">BPM</span>
        </p>
      </div>
      <button type="submit" className="button-primary basis-full sm:basis-auto">
        Calculer mes zones
      </button>
    </form>
  )
}
