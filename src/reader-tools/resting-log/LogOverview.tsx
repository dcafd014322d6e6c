import { useState } from 'react'
import { formatDate } from '../../locale'
import { addDays } from '../../heart-rate/iso-dates'
import { BASELINE_DAYS, BASELINE_MIN_MORNINGS, morningsBefore, RISE_BPM, type JudgedMorning } from '../../heart-rate/resting-log'
import { formatRate } from '../../heart-rate/typed-number'
import { RestingChart } from './RestingChart'
import { plural } from './plural'

const PERIODS = { '4': '4 dernières semaines', '12': '12 dernières semaines', tout: 'Tout le journal' } as const
type Period = keyof typeof PERIODS

/** The period's first day: so many weeks back from today, or the log's first morning. */
function periodStart(period: Period, today: string, judged: readonly JudgedMorning[]): string {
  if (period !== 'tout') return addDays(today, -7 * Number(period) + 1)
  const first = judged[0]?.date
  return first && first < today ? first : today
}

/** What the chart shows, in words: the period, the range, the usual value and how it is worked out, the high mornings. */
function summary(shown: JudgedMorning[], judged: JudgedMorning[], start: string, today: string): string {
  const period = `Du ${formatDate(start)} au ${formatDate(today)}`
  if (!shown.length) return `${period}\u00a0: aucune mesure.`
  const rates = shown.map((morning) => morning.bpm)
  const parts = [`${period}\u00a0: ${plural(shown.length, 'mesure')}, de ${formatRate(Math.min(...rates))} à ${formatRate(Math.max(...rates))}.`]
  const last = judged.at(-1)
  if (last && last.baseline !== null)
    parts.push(
      `Votre valeur habituelle au ${formatDate(last.date)}\u00a0: ${formatRate(last.baseline)}; le signal part de ${formatRate(last.baseline + RISE_BPM)}.`,
    )
  else if (last) {
    const before = morningsBefore(judged, last.date).length
    parts.push(
      `Votre valeur habituelle n’est pas encore établie\u00a0: il faut ${BASELINE_MIN_MORNINGS} matins notés dans les ${BASELINE_DAYS} jours qui précèdent une mesure, et votre dernière en a ${before}.`,
    )
  }
  const high = shown.filter((morning) => morning.high).length
  parts.push(high ? `${plural(high, 'matin')} au-dessus du seuil.` : 'Aucun matin au-dessus du seuil.')
  return parts.join(' ')
}

/** The last weeks: a choice of period, their summary, the chart and the table, whose rows can be deleted one by one. */
export function LogOverview({ judged, today, onRemove }: { judged: JudgedMorning[]; today: string; onRemove: (date: string) => void }) {
  const [period, setPeriod] = useState<Period>('4')
  const start = periodStart(period, today, judged)
  const shown = judged.filter((morning) => morning.date >= start && morning.date <= today)
  return (
    <section aria-labelledby="vos-semaines" className="grid gap-4">
      <h2 id="vos-semaines" className="section-title">
        Vos dernières semaines
      </h2>
      <div className="grid gap-1">
        <label htmlFor="journal-periode" className="font-semibold text-ink">
          Période affichée
        </label>
        <select id="journal-periode" value={period} onChange={(event) => setPeriod(event.target.value as Period)} className="field w-full max-w-xs">
          {(Object.keys(PERIODS) as Period[]).map((key) => (
            <option key={key} value={key}>
              {PERIODS[key]}
            </option>
          ))}
        </select>
      </div>
      <p id="resume-journal" className="text-slate-800" data-testid="resume-journal">
        {summary(shown, judged, start, today)}
      </p>
      {shown.length > 0 && <RestingChart mornings={shown} start={start} end={today} describedBy="resume-journal" />}
      {shown.length > 0 && (
        <details className="rounded-lg border border-slate-200 px-4 py-2">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-700">Tableau des mesures de la période ({shown.length})</summary>
          <table className="table-stack mt-2 mb-2">
            <caption>Vos mesures de la période, de la plus récente à la plus ancienne</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Fréquence</th>
                <th scope="col">Valeur habituelle</th>
                <th scope="col">Écart</th>
                <th scope="col">
                  <span className="sr-only">Supprimer</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {[...shown].reverse().map((morning) => (
                <tr key={morning.date} className={morning.high ? 'bg-red-50' : undefined}>
                  <th scope="row">{formatDate(morning.date)}</th>
                  <td data-label="Fréquence" className="tabular-nums">
                    {formatRate(morning.bpm)}
                  </td>
                  <td data-label="Valeur habituelle" className="tabular-nums">
                    {morning.baseline === null ? 'pas encore établie' : formatRate(morning.baseline)}
                  </td>
                  <td data-label="Écart" className="tabular-nums">
                    {morning.baseline === null
                      ? '—'
                      : `${morning.bpm >= morning.baseline ? '+' : '−'}${formatRate(Math.abs(morning.bpm - morning.baseline))}`}
                    {morning.high && <strong className="ml-2 font-semibold text-red-800">au-dessus du seuil</strong>}
                  </td>
                  <td data-label="">
                    <button
                      type="button"
                      onClick={() => onRemove(morning.date)}
                      aria-label={`Supprimer la mesure du ${formatDate(morning.date)}`}
                      className="min-h-11 px-2 text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
                    >
                      Supprimer
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
    </section>
  )
}
