import { useEffect, useSyncExternalStore } from 'react'
import { onAddressChange, replaceAddress } from '../browser/address'
import { calculate } from '../heart-rate/methods'
import { formatBpmRange, type ZoneNumber } from '../heart-rate/zones'
import { answerFor } from './calculator-text'
import { readAddress } from './url-state'

/** The visitor's figures in the zones guide: what they are for, and each zone's range (none where zones do not apply). */
export interface YourZones {
  summary: string
  ranges: Partial<Record<ZoneNumber, string>>
}

/** The address's query and fragment, but nothing while React hydrates the pre-rendered page (which is everyone's). */
function useAddressOnceHydrated(): string {
  return useSyncExternalStore(
    onAddressChange,
    () => `${window.location.search}${window.location.hash}`,
    () => '',
  )
}

/**
 * The figures of the calculator's link (#age=45&repos=58…, or an older link's ?age=45, moved to the fragment at once),
 * worked out exactly as the calculator works them out, resting rate, measured maximum, formula and situation included:
 * the guide and the calculator give one answer. None without an age, nor before the page has hydrated.
 */
export function useZonesFromAddress(): YourZones | null {
  const address = useAddressOnceHydrated()
  const { input, choices, cleanState, rewrite } = readAddress(address ? window.location : { search: '', hash: '' })
  const { search, hash } = rewrite ?? {}
  useEffect(() => {
    if (search !== undefined && hash !== undefined) replaceAddress({ search, hash })
  }, [search, hash])
  if (!new URLSearchParams(cleanState).has('age')) return null
  const result = calculate(input)
  const noZones = choices.situation
  const summary = answerFor({ input, result, noZones, valid: true })
  if (!result || noZones) return { summary, ranges: {} }
  return { summary, ranges: Object.fromEntries(result.zones.map((zone) => [zone.number, formatBpmRange(zone.minBpm, zone.maxBpm)])) }
}
