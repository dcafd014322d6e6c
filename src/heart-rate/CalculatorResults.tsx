import { useEffect, useRef, useState } from 'react'
import { formatDate, localIsoDate } from '../locale'
import { pagePath } from '../site-pages'
import { NOTE_ID } from '../components/WhenZonesDoNotApply'
import { METHOD_TEXT, resultSummary } from './calculator-text'
import { copyWithToast } from './copy'
import { MaxHeartRate } from './MaxHeartRate'
import type { CalculatorInput, CalculatorResult } from './methods'
import type { TooltipModule } from './use-lazy-tooltips'
import { WatchLimits } from './WatchLimits'
import { ZoneRows } from './ZoneRows'
import { ZoneScale } from './ZoneScale'

/** Screen readers hear the results once the visitor pauses, not at every keystroke. */
const ANNOUNCE_AFTER_MS = 1000

interface Props {
  input: CalculatorInput
  result: CalculatorResult
  valid: boolean
  shareQuery: string
  tooltips: TooltipModule | null
}

function useAnnouncement(summary: string) {
  const [announcement, setAnnouncement] = useState('')
  const first = useRef(summary)
  useEffect(() => {
    if (summary === first.current) return
    const timer = setTimeout(() => setAnnouncement(summary), ANNOUNCE_AFTER_MS)
    return () => clearTimeout(timer)
  }, [summary])
  return announcement
}

/** The date printed on the card, set when the visitor prints (the pre-rendered page has none). */
function usePrintDate() {
  const [date, setDate] = useState<string | null>(null)
  useEffect(() => {
    const onBeforePrint = () => setDate(formatDate(localIsoDate()))
    window.addEventListener('beforeprint', onBeforePrint)
    return () => window.removeEventListener('beforeprint', onBeforePrint)
  }, [])
  return date
}

export function CalculatorResults({ input, result, valid, shareQuery, tooltips }: Props) {
  const announcement = useAnnouncement(resultSummary(result, valid))
  const printDate = usePrintDate()
  const copyLink = () => {
    const url = new URL(`${pagePath('calculateur-bpm')}${shareQuery}`, window.location.origin).href
    void copyWithToast(url, { title: 'Lien copié', description: 'Ce lien rouvre le calculateur avec vos valeurs.' })
  }
  return (
    <section aria-labelledby="vos-resultats" className="mt-6 border-t border-slate-200 pt-6">
      <h2 id="vos-resultats" className="text-xl font-bold text-ink">
        Vos résultats
      </h2>
      <p className="mt-1 hidden text-sm text-slate-700 print:block" data-testid="impression">
        Âge&nbsp;: {input.age}&nbsp;ans · {METHOD_TEXT[result.method].name}
        {input.resting !== null && ` · Repos\u00a0: ${input.resting}\u00a0BPM`}
        {printDate && ` · Calculé le ${printDate}`}
      </p>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {!valid && (
        <p className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-semibold text-red-800" data-testid="resultats-non-valides">
          Ces résultats ne valent pas pour l’âge inscrit&nbsp;: entrez un âge entre 15 et 100&nbsp;ans.
        </p>
      )}
      <div className={valid ? 'mt-4' : 'mt-4 rounded-xl border-2 border-dashed border-red-400 p-3'} data-valide={valid}>
        <MaxHeartRate input={input} result={result} />
        <ZoneScale zones={result.zones} />
        <ZoneRows result={result} tooltips={tooltips} />
        <p className="mt-3 text-sm text-slate-600 print:hidden">
          Vous prenez un médicament qui ralentit le cœur, avez une maladie du cœur ou êtes enceinte?{' '}
          <a href={`#${NOTE_ID}`} className="font-semibold text-brand-700 underline underline-offset-2">
            Ces zones ne s’appliquent pas
          </a>
          .
        </p>
        <WatchLimits result={result} />
      </div>
      <div className="mt-5 flex flex-wrap gap-3 print:hidden">
        <button type="button" className="button-secondary" onClick={copyLink} disabled={!valid}>
          Copier le lien
        </button>
        <button type="button" className="button-secondary" onClick={() => window.print()}>
          Imprimer
        </button>
      </div>
    </section>
  )
}
