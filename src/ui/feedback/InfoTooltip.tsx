import * as Tooltip from '@radix-ui/react-tooltip'
import type { ReactNode } from 'react'

const TOOLTIP_DELAY_MS = 700
const TOOLTIP_SKIP_DELAY_MS = 300

/** Tooltip provider (spec §4 delays), around the calculator's zones. @public (loaded with import()) */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </Tooltip.Provider>
  )
}

/**
 * A short explanation that appears on hover or keyboard focus of its trigger, on the side given (the left of the
 * trigger, its top edge level with the trigger's, by default), and stays there even near the window's edge, rather
 * than slide over what is beside the trigger. A trigger can hold it back by calling preventDefault() in its own
 * onFocus or onPointerMove. @public (loaded with import())
 */
export function InfoTooltip({
  label,
  side = 'left',
  align = 'start',
  children,
}: {
  label: ReactNode
  side?: Tooltip.TooltipContentProps['side']
  align?: Tooltip.TooltipContentProps['align']
  children: ReactNode
}) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side={side}
          align={align}
          sideOffset={6}
          avoidCollisions={false}
          className="z-50 max-w-xs rounded-md bg-ink px-3 py-2 text-sm text-white shadow-lg"
        >
          {label}
          <Tooltip.Arrow className="fill-ink" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  )
}
