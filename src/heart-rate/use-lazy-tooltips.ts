import { useEffect, useRef, useState } from 'react'

/** Radix tooltips, and the zone texts they show (each zone's goal and description). */
export type TooltipModule = typeof import('../ui/feedback/InfoTooltip') & {
  zoneDetails: (typeof import('virtual:content/zone-details'))['default']
}

/**
 * Radix tooltips (spec §4 delays) load when the pointer or the keyboard first reaches the calculator, not with the
 * page, with the zone texts they show. Wrapping the zones in the tooltip provider redraws them: a control that lost the focus to the redraw gets it
 * back. Focus the visitor has moved elsewhere meanwhile stays where it is.
 */
export function useLazyTooltips() {
  const [tooltips, setTooltips] = useState<TooltipModule | null>(null)
  const requested = useRef(false)
  const focusedId = useRef<string | null>(null)
  const load = () => {
    if (requested.current) return
    requested.current = true
    void Promise.all([import('../ui/feedback/InfoTooltip'), import('virtual:content/zone-details')]).then(([module, details]) => {
      focusedId.current = document.activeElement?.id || null
      setTooltips({ ...module, zoneDetails: details.default })
    })
  }
  useEffect(() => {
    const dropped = document.activeElement === null || document.activeElement === document.body
    if (tooltips && focusedId.current && dropped) document.getElementById(focusedId.current)?.focus()
  }, [tooltips])
  return { tooltips, load }
}
