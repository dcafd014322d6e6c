import { useId, useState, type FormEvent } from 'react'
import zoneTexts from 'virtual:content/zone-texts'
import { InfoTooltip, TooltipProvider } from '../components/feedback/InfoTooltip'
import {
  DEFAULT_AGE,
  formatBpm,
  formatBpmRange,
  INVALID_AGE_MESSAGE,
  isValidAge,
  MAX_AGE,
  maxHeartRate,
  MIN_AGE,
  parseAge,
  percentLabel,
  zonesForAge,
} from './zones'

/** Age field and the five zones; results follow the typed age live, the button re-validates it (spec §4-5). */
export function Calculator() {
  const inputId = useId()
  const [rawAge, setRawAge] = useState(String(DEFAULT_AGE))
  // The last age that could be read: an empty or unreadable field keeps the previous zones rather than showing NaN.
  const [shownAge, setShownAge] = useState(DEFAULT_AGE)
  const zones = zonesForAge(shownAge)

  const onChange = (value: string) => {
    setRawAge(value)
    const age = parseAge(value)
    if (age !== null) setShownAge(age)
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!isValidAge(parseAge(rawAge))) window.alert(INVALID_AGE_MESSAGE)
  }

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="font-semibold text-ink">
            Votre âge
          </label>
          <input
            id={inputId}
            name="age"
            type="number"
            inputMode="numeric"
            min={MIN_AGE}
            max={MAX_AGE}
            step={1}
            value={rawAge}
            onChange={(event) => onChange(event.target.value)}
            aria-describedby={`${inputId}-aide`}
            className="w-32 rounded-lg border border-slate-300 px-3 py-2.5 text-lg text-ink focus:border-brand-600"
          />
          <p id={`${inputId}-aide`} className="text-sm text-slate-600">
            Entre {MIN_AGE} et {MAX_AGE} ans
          </p>
        </div>
        <button type="submit" className="button-primary sm:mb-7">
          Calculer mes zones
        </button>
      </form>

      <p className="mt-6 text-lg text-ink" aria-live="polite">
        Fréquence cardiaque maximale estimée : <strong data-testid="fcm">{formatBpm(Math.round(maxHeartRate(shownAge)))}</strong>
      </p>
      <TooltipProvider>
        <ol className="mt-4 grid gap-2" aria-label="Vos cinq zones d’entraînement">
          {zones.map((zone) => (
            <li
              key={zone.number}
              data-testid={`zone-${zone.number}`}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border-l-8 bg-slate-50 px-4 py-3"
              style={{ borderLeftColor: zone.color }}
            >
              <span className="flex items-center gap-2">
                <span className="font-semibold text-ink">{`Zone ${zone.number} · ${zone.name}`}</span>
                <InfoTooltip label={zoneTexts[zone.number].goal}>
                  <button
                    type="button"
                    className="inline-flex h-6 w-6 items-center justify-center rounded-full border border-slate-300 text-xs text-slate-600"
                    aria-label={`Objectif de la zone ${zone.name}`}
                  >
                    ?
                  </button>
                </InfoTooltip>
                <span className="text-sm text-slate-600">{percentLabel(zone)}</span>
              </span>
              <span className="font-mono text-lg font-semibold text-ink" data-testid={`zone-${zone.number}-bpm`}>
                {formatBpmRange(zone.minBpm, zone.maxBpm)}
              </span>
            </li>
          ))}
        </ol>
      </TooltipProvider>
    </div>
  )
}
