import { useEffect, useRef, useState } from 'react'

export type TooltipModule = typeof import('../components/feedback/InfoTooltip')

/**
 * Radix tooltips (spec §4 delays) load when the pointer or the keyboard first reaches the calculator, not with the
 * page. Wrapping the zones in the tooltip provider redraws them: a control that lost the focus to the redraw gets it
 * back. Focus the visitor has moved elsewhere meanwhile stays where it is.
 */
export function useLazyTooltips() {
  const [tooltips, setTooltips] = useState<TooltipModule | null>(null)
  const requested = useRef(false)
  const focusedId = useRef<string | null>(null)
  const load = () => {
    if (requested.current) return
    requested.current = true
    void import('../components/feedback/InfoTooltip').then((module) => {
      focusedId.current = document.activeElement?.id || null
      setTooltips(module)
    })
  }
  useEffect(() => {
    const dropped = document.activeElement === null || document.activeElement === document.body
    if (tooltips && focusedId.current && dropped) document.getElementById(focusedId.current)?.focus()
  }, [tooltips])
  return { tooltips, load }
}
