/**
 * What the options add to each zone's row (ZoneRows' `extras`): the pulse to count in 15 seconds and, where zones do
 * not apply, the perceived exertion in place of the BPM. Loaded with the options.
 */
import zoneTexts from 'virtual:content/zone-texts'
import { ZONE_BORG } from '../heart-rate/effort-scales'
import type { CalculatorResult } from '../heart-rate/methods'
import type { OptionChoices } from '../heart-rate/option-values'
import { countLabel, COUNT_SECONDS, pulseCounts } from '../heart-rate/pulse-counts'
import type { ZoneExtra, ZoneExtras } from './ZoneRows'
import type { HeartRateZone } from '../heart-rate/zones'

const NBSP = '\u00a0'

/** A zone where zones do not apply: how hard it feels, with no BPM. */
const exertionLabel = (zone: HeartRateZone): ZoneExtra => ({
  figure: `Borg ${ZONE_BORG[zone.number]}`,
  reference: 'Effort ressenti (échelle de Borg, de 6 à 20)',
  talkTest: zoneTexts[zone.number].talkTest,
})

export const countText = (label: string) => `En ${COUNT_SECONDS}${NBSP}s${NBSP}: ${label}`

export function zoneExtras(result: CalculatorResult, choices: OptionChoices): ZoneExtras {
  const counts = pulseCounts(
    result.zones.map((zone) => zone.minBpm),
    result.max,
  )
  return Object.fromEntries(
    result.zones.map((zone, index) => {
      if (choices.situation) return [zone.number, exertionLabel(zone)]
      const extra: ZoneExtra = {}
      if (choices.pulse) extra.count = countText(countLabel(counts[index] ?? null))
      return [zone.number, extra]
    }),
  )
}
