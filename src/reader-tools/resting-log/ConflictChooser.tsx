import { useEffect, useRef, useState, type FormEvent } from 'react'
import { formatDate } from '../../locale'
import type { DateConflict, EntryOrigin } from '../../heart-rate/resting-log'
import { formatRate } from '../../heart-rate/typed-number'

const FROM: Record<EntryOrigin, string> = { journal: 'déjà dans le journal', saisie: 'nouvelle mesure', fichier: 'fichier importé' }

/** Two rates for one day, or more: the reader keeps one for each day, the log's own value chosen at first. */
export function ConflictChooser({ conflicts, onSettle }: { conflicts: DateConflict[]; onSettle: (chosen: Map<string, number>) => void }) {
  const heading = useRef<HTMLHeadingElement>(null)
  const [chosen, setChosen] = useState<Map<string, number>>(new Map())
  const dates = conflicts.map((conflict) => conflict.date).join()
  useEffect(() => {
    // A question raised by what the reader just did takes them to it; one found in the stored log waits on the page.
    if (document.activeElement && document.activeElement !== document.body) heading.current?.focus()
  }, [dates])

  const value = (conflict: DateConflict) => chosen.get(conflict.date) ?? conflict.options[0]?.bpm
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSettle(new Map(conflicts.map((conflict) => [conflict.date, value(conflict) ?? 0])))
    setChosen(new Map())
  }
  return (
    <section aria-labelledby="choisir-mesure" className="rounded-xl border-2 border-amber-400 bg-amber-50 p-5 sm:p-6">
      <h2 id="choisir-mesure" ref={heading} tabIndex={-1} className="text-xl font-bold text-ink">
        {conflicts.length === 1 ? 'Deux mesures pour un même jour' : 'Plusieurs mesures pour un même jour'}
      </h2>
      <p className="mt-2 text-slate-800">Le journal garde une mesure par matin. Choisissez celle à garder; l’autre sera oubliée.</p>
      <form onSubmit={submit} className="mt-4 grid gap-4">
        {conflicts.map((conflict) => (
          <fieldset key={conflict.date} className="grid gap-1">
            <legend className="font-semibold text-ink">{formatDate(conflict.date)}</legend>
            {conflict.options.map((option) => (
              <label key={option.bpm} className="flex min-h-11 cursor-pointer items-center gap-3">
                <input
                  type="radio"
                  name={`garder-${conflict.date}`}
                  checked={value(conflict) === option.bpm}
                  onChange={() => setChosen((current) => new Map(current).set(conflict.date, option.bpm))}
                  className="size-5 shrink-0 accent-brand-700"
                />
                {formatRate(option.bpm)} ({FROM[option.origin]})
              </label>
            ))}
          </fieldset>
        ))}
        <div>
          <button type="submit" className="button-primary">
            Garder ces mesures
          </button>
        </div>
      </form>
    </section>
  )
}
