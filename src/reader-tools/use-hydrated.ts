import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False in the pre-rendered page and while it hydrates, true after. A test's form sends nothing until then: its button
 * is disabled, so that neither a click nor Enter can submit the form the browser's way, which would put the values
 * in a query that the server would receive.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
