import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False while React hydrates the pre-rendered page, which is the same for every visitor, true afterwards: what
 * depends on the visitor's address or device is rendered from then on.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
