import type { Site } from '../content/schema'
import { toast } from '../ui/feedback/toast-store'
import { pagePath } from '../site-pages'
import type { JudgedDraft } from './calculator-draft'
import { answerFor, resultSummary, type Answer } from './calculator-text'
import { copyWithToast } from './copy'
import { MethodNotes } from './MethodNotes'
import { PassOnButton } from './PassOnButton'
import { addressWithState, writeState } from './url-state'
import { useAnnouncement, usePrintDate } from './result-hooks'
import type { TooltipModule } from './use-lazy-tooltips'
import type { OptionResults } from './use-option-results'
import { WatchLimits } from './WatchLimits'
import { ZoneScale } from './ZoneScale'
import { ZoneRows } from './ZoneRows'

/** What the calculator shows of the site: its name and address on the printed card, and the medical notice. */
export type CalculatorSite = Pick<Site, 'name' | 'baseUrl' | 'disclaimer'>

/** The site's facts the calculator island is given, from the whole of site.yaml that a page reads. */
export const calculatorSite = ({ name, baseUrl, disclaimer }: Site): CalculatorSite => ({ name, baseUrl, disclaimer })

interface Props {
  site: CalculatorSite
  answer: Answer
  state: JudgedDraft
  /** Judges every field: the results cannot be passed on, and each wrong value says why. */
  settle: () => void
  tooltips: TooltipModule | null
  /** What the newer options add, once loaded. */
  options: OptionResults | null
}

/** The print card's heading: the site, its address and the day the results were printed. */
function PrintHeader({ site }: { site: CalculatorSite }) {
  const printDate = usePrintDate()
  return (
    <div className="mb-4 hidden border-b border-slate-300 pb-3 print:block" data-testid="impression">
      <p className="text-lg font-bold text-ink">{site.name}</p>
      <p className="text-sm text-slate-700">
        {site.baseUrl.replace(/^https:\/\//, '')}
        {printDate && ` · Calculé le ${printDate}`}
      </p>
    </div>
  )
}

/** Copy the link, print, and go on with these values to the zones guide and, where zones apply, to a session's file. */
function PassOnBar({
  allowed,
  copyLink,
  refuse,
  guideLink,
  sessionLink,
}: {
  allowed: boolean
  copyLink: () => void
  refuse: () => void
  guideLink: string
  sessionLink: string | null
}) {
  return (
    <div className="mt-5 flex flex-wrap items-center gap-3 print:hidden">
      <PassOnButton allowed={allowed} onAllowed={copyLink} refuse={refuse}>
        Copier le lien
      </PassOnButton>
      <PassOnButton allowed={allowed} onAllowed={() => window.print()} refuse={refuse}>
        Imprimer
      </PassOnButton>
      <a href={guideLink} className="min-h-11 content-center font-semibold text-brand-700 underline underline-offset-2">
        Ce que chaque zone vous apporte
      </a>
      {sessionLink && (
        <a href={sessionLink} className="min-h-11 content-center font-semibold text-brand-700 underline underline-offset-2">
          Analyser une séance de ma montre avec ces zones
        </a>
      )}
    </div>
  )
}

export function CalculatorResults({ site, answer, state, settle, tooltips, options }: Props) {
  const { input, result, noZones } = answer
  const { canShare, choices } = state
  const announcement = useAnnouncement(resultSummary({ ...answer, valid: state.ageIsValid }))
  const refuse = () => {
    settle()
    toast({ variant: 'destructive', title: 'Rien n’est copié ni imprimé', description: `Corrigez d’abord vos valeurs. ${state.problems.join(' ')}` })
  }
  // The values' state (url-state.ts), passed on only once every value is valid: the copied link and the guide's hold it.
  const shared = canShare && input ? writeState(input, choices) : ''
  const copyLink = () => {
    const url = new URL(addressWithState(pagePath('calculateur-bpm'), shared), window.location.origin).href
    void copyWithToast(url, { title: 'Lien copié', description: 'Ce lien rouvre le calculateur avec vos valeurs.' })
  }
  // The guide shows each zone's BPM for these very values (none where zones do not apply): the same answer as here.
  const guideLink = addressWithState(pagePath('zones-cardiaques'), shared)
  return (
    <section aria-labelledby="vos-resultats" className="mt-6 border-t border-slate-200 pt-6 print:mt-0 print:border-0 print:pt-0">
      <PrintHeader site={site} />
      <h2 id="vos-resultats" className="text-xl font-bold text-ink">
        Vos résultats
      </h2>
      <p className="mt-1 text-sm text-slate-700" data-testid="resultats-pour">
        {answerFor(answer)}
      </p>
      <p className="sr-only" aria-live="polite" data-testid="annonce">
        {announcement}
      </p>
      {state.showInvalid && (
        <p className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-semibold text-red-800" data-testid="resultats-non-valides">
          Ces résultats ne valent pas pour l’âge inscrit.
        </p>
      )}
      <p className="print-refused mt-3 hidden font-semibold text-red-800" data-testid="non-imprimable">
        Aucun résultat n’est imprimé&nbsp;: les valeurs du calculateur ne sont pas valides.
      </p>
      <div className="resultats-chiffres mt-4" data-valide={!state.showInvalid}>
        {options && choices.situation && <options.NoZonesNotice situation={choices.situation} />}
        {result && !noZones && <ZoneScale zones={result.zones} />}
        {/* Where zones do not apply, no BPM shows, not even while the perceived exertion that replaces them loads. */}
        <ZoneRows
          result={noZones && !options ? null : result}
          tooltips={tooltips}
          extras={options && result ? options.zoneExtras(result, choices) : undefined}
        />
        {input && result && !noZones && <MethodNotes input={input} result={result} />}
        {options && result && <options.OptionPanels result={result} choices={choices} />}
        {!noZones && (
          <WatchLimits
            result={result}
            allowed={canShare}
            refuse={refuse}
            extraText={options && result ? options.extraLimitsText(result, choices) : ''}
          >
            {options && <options.ThresholdLimits choices={choices} />}
          </WatchLimits>
        )}
      </div>
      <PassOnBar
        allowed={canShare}
        copyLink={copyLink}
        refuse={refuse}
        guideLink={guideLink}
        sessionLink={noZones ? null : addressWithState(pagePath('analyse-seance'), shared)}
      />
      <p className="mt-4 hidden text-xs text-slate-700 print:block" data-testid="avis-impression">
        {site.disclaimer}
      </p>
    </section>
  )
}
