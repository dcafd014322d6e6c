import { useRef, useState } from 'react'

/** Radix tooltips, and the zone texts they show (each zone's goal and description). */
export type TooltipModule = typeof import('../ui/feedback/InfoTooltip') & {
  zoneDetails: (typeof import('virtual:content/zone-details'))['default']
}

/**
 * Radix tooltips (spec §4 delays) load when the pointer or the keyboard first reaches the calculator, not with the
 * page, with the zone texts they show.
 */
export function useLazyTooltips() {
  const [tooltips, setTooltips] = useState<TooltipModule | null>(null)
  const requested = useRef(false)
  const load = () => {
    if (requested.current) return
    requested.current = true
    void Promise.all([import('../ui/feedback/InfoTooltip'), import('virtual:content/zone-details')]).then(([module, details]) =>
      setTooltips({ ...module, zoneDetails: details.default }),
    )
  }
  return { tooltips, load }
}
