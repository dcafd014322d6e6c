import type { FormEvent, RefObject } from 'react'
import { AGE_FIELD_ID, NO_FIGURE } from './calculator-text'
import { MAX_AGE, MIN_AGE } from '../heart-rate/zones'

/** The age field, the maximum beside it (none where zones do not apply) and the button that re-validates the age. */
export function AgeForm({
  form,
  age,
  error,
  max,
  onAge,
  onBlur,
  onSubmit,
}: {
  form: RefObject<HTMLFormElement | null>
  age: string
  error: string | null
  max: number | null
  onAge: (age: string) => void
  onBlur: () => void
  onSubmit: (event: FormEvent) => void
}) {
  return (
    <form ref={form} noValidate onSubmit={onSubmit} className="flex flex-wrap items-start gap-x-3 gap-y-3 sm:gap-x-4 print:hidden">
      <div className="grid max-w-48 gap-1">
        <label htmlFor={AGE_FIELD_ID} className="font-semibold text-ink">
          Votre âge
        </label>
        <input
          id={AGE_FIELD_ID}
          name="age"
          type="number"
          inputMode="numeric"
          min={MIN_AGE}
          max={MAX_AGE}
          step={1}
          value={age}
          onChange={(event) => onAge(event.target.value)}
          onBlur={onBlur}
          aria-invalid={error !== null}
          aria-describedby={`${AGE_FIELD_ID}-aide`}
          className="field w-28 text-lg tabular-nums"
        />
        {/* One message, at the field: the range while all is well, the error in its place once the age is judged. */}
        <p id={`${AGE_FIELD_ID}-aide`} className={error ? 'text-sm font-semibold text-red-700' : 'text-sm text-slate-600'}>
          {error ?? `De ${MIN_AGE} à ${MAX_AGE}\u00a0ans`}
        </p>
      </div>
      <div className="rounded-xl bg-ink px-3 py-2.5 text-white sm:px-4 sm:py-3">
        <p className="text-sm text-slate-300">FC max</p>
        <p className="text-3xl font-bold whitespace-nowrap tabular-nums" data-testid="fcm">
          {max ?? NO_FIGURE}&nbsp;<span className="text-xl font-semibold">BPM</span>
        </p>
      </div>
      <button type="submit" className="button-primary basis-full sm:basis-auto">
        Calculer mes zones
      </button>
    </form>
  )
}
