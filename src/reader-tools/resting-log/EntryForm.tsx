import { useMemo, useState, type FormEvent } from 'react'
import { formatDate, localIsoDate } from '../../locale'
import { readEntry, type RestingEntry } from '../../heart-rate/resting-log'
import { formatRate } from '../../heart-rate/typed-number'
import { fieldMessages, STACKED } from '../../ui/field-messages'
import { NumberField } from '../../ui/NumberField'
import { FormCard } from '../FormCard'
import { focusFirstError } from '../focus'
import { useToday } from '../use-today'
import { useToolForm } from '../use-tool-form'

/** What came of an entry: added, or waiting for the reader to choose between two rates for its day. */
export type EntryOutcome = 'added' | 'conflict'

/** The entry's values stay in the page: no address holds them. */
const FORM = {}

/**
 * The morning's entry: the date (today's once the page has hydrated: the pre-rendered page cannot know it) and the
 * rate. Both are checked before anything is written; the outcome is announced.
 */
export function EntryForm({ onAdd }: { onAdd: (entry: RestingEntry) => EntryOutcome }) {
  const today = useToday()
  // The date is today's until the reader changes it, and again after each entry.
  const initial = useMemo(() => ({ date: today, bpm: '' }), [today])
  const { formRef, draft, set, judge, judgeAll, reset, isJudged } = useToolForm(initial, FORM)
  const [status, setStatus] = useState('')

  const { entry, errors } = readEntry(draft, localIsoDate())
  const submit = (event: FormEvent) => {
    event.preventDefault()
    judgeAll()
    if (focusFirstError(formRef.current, ['date', 'bpm'], errors) || !entry) return setStatus('')
    const outcome = onAdd(entry)
    const day = formatDate(entry.date)
    if (outcome === 'added') {
      setStatus(`Mesure du ${day} notée\u00a0: ${formatRate(entry.bpm)}.`)
      reset()
    } else setStatus(`Le ${day} a déjà une autre mesure\u00a0: choisissez plus bas laquelle garder.`)
  }
  const dateError = isJudged('date') ? (errors.date ?? null) : null
  const bpmError = isJudged('bpm') ? (errors.bpm ?? null) : null

  return (
    <FormCard
      id="noter-mesure"
      title="Noter la mesure du matin"
      formRef={formRef}
      onSubmit={submit}
      submit="Ajouter au journal"
      gap="gap-4"
      container
      status={
        <p role="status" className="text-slate-700">
          {status}
        </p>
      }
    >
      <div className="flex flex-wrap items-start gap-4">
        {/* A date field is wide by nature: where the text is large for the card (14em: 200 % on a phone), it takes the
            width there is, with a smaller margin and text, so that the year stays in view. */}
        <div className="grid max-w-full min-w-0 content-start gap-1">
          <label htmlFor="journal-date" className="font-semibold text-ink">
            Date
          </label>
          <input
            id="journal-date"
            name="date"
            type="date"
            max={today || undefined}
            value={draft.date}
            aria-invalid={dateError !== null}
            aria-describedby={dateError ? 'journal-date-aide' : undefined}
            onChange={(event) => set('date', event.target.value)}
            onBlur={() => judge('date')}
            className="field max-w-full min-w-0 text-lg @max-[14em]:px-2 @max-[14em]:text-base"
          />
          {dateError && (
            <p id="journal-date-aide" className="max-w-xs text-sm font-semibold text-red-700">
              {dateError}
            </p>
          )}
        </div>
        <NumberField
          id="journal-bpm"
          name="bpm"
          label="Fréquence au repos (BPM)"
          inputMode="numeric"
          error={bpmError}
          value={draft.bpm}
          onChange={(value) => set('bpm', value)}
          onBlur={() => judge('bpm')}
          width="w-32"
          className={STACKED}
          {...fieldMessages('journal-bpm', { error: bpmError })}
        />
      </div>
    </FormCard>
  )
}
