/**
 * What the newer options add to the results, loaded only when one of them is in use (a resting rate included): ACSM's
 * classes on the reserve, the rows' extra labels, the pulse counted without a watch, Friel's threshold zones, the
 * notice where zones do not apply, how to set a watch on these zones, and their lines in the copied limits.
 */
import { frielZones, SPORT_NAMES } from '../heart-rate/friel-zones'
import type { CalculatorResult } from '../heart-rate/methods'
import { NoZonesNotice } from './NoZonesNotice'
import type { OptionChoices } from '../heart-rate/option-values'
import { COUNT_SECONDS, countLabel, pulseCounts } from '../heart-rate/pulse-counts'
import { ReserveClasses, reserveClassesText } from './ReserveClasses'
import { ThresholdLimits } from './ThresholdLimits'
import { ThresholdZones } from './ThresholdZones'
import { WatchSetup } from './WatchSetup'
import { zoneExtras } from './zone-extras'

/** What the options add to the copied limits: the counts in 15 seconds, ACSM's classes, Friel's lower limits. Plain spaces, for any app. */
function extraLimitsText(result: CalculatorResult, choices: OptionChoices): string {
  const lines: string[] = []
  if (result.reserve) lines.push(reserveClassesText(result.reserve))
  if (choices.pulse) {
    const counts = pulseCounts(
      result.zones.map((zone) => zone.minBpm),
      result.max,
    )
    lines.push(`Pouls en ${COUNT_SECONDS} s :`, ...result.zones.map((zone, index) => `Zone ${zone.number} : ${countLabel(counts[index] ?? null)}`))
  }
  if (choices.threshold !== null) {
    const zones = frielZones(choices.threshold, choices.sport).filter((zone) => zone.minBpm !== null)
    lines.push(`Zones au seuil (Friel, ${SPORT_NAMES[choices.sport].toLowerCase()}), seuil ${choices.threshold} BPM :`)
    lines.push(...zones.map((zone) => `Z${zone.name} : ${zone.minBpm} BPM`))
  }
  return lines.join('\n')
}

/** How to count without a watch, why neighbouring zones never share a count, and what one beat miscounted costs. */
function PulseHowTo() {
  return (
    <p className="mt-3 text-sm text-slate-700" data-testid="pouls-comment">
      Sans montre&nbsp;: posez deux doigts (index et majeur) à l’intérieur du poignet, sous le pouce, comptez les battements pendant {COUNT_SECONDS}
      &nbsp;secondes et multipliez par 4. Un battement compté de trop ou de moins fait 4&nbsp;BPM d’écart, souvent assez pour changer de zone&nbsp;:
      près d’une limite, fiez-vous aussi au test de la parole. Chaque compte part de la limite basse de la zone divisée par 4, arrondie vers le haut,
      et s’arrête juste avant le compte de la zone suivante&nbsp;: deux zones voisines n’ont jamais le même compte.
    </p>
  )
}

/** After the zones: the sources of their labels, how to count, Friel's zones and a watch's (none where zones do not apply). */
function OptionPanels({ result, choices }: { result: CalculatorResult; choices: OptionChoices }) {
  if (choices.situation) return null
  return (
    <>
      {result.reserve && <ReserveClasses reserve={result.reserve} max={result.max} />}
      {choices.pulse && <PulseHowTo />}
      {choices.threshold !== null && <ThresholdZones threshold={choices.threshold} sport={choices.sport} pulse={choices.pulse} />}
      {choices.watch && <WatchSetup brand={choices.watch} result={result} />}
    </>
  )
}

/** Everything the results take from this module, once loaded (use-option-results.ts). */
export const optionResults = { zoneExtras, OptionPanels, NoZonesNotice, ThresholdLimits, extraLimitsText }
