import { useSyncExternalStore } from 'react'

const onAddressChange = (change: () => void) => {
  window.addEventListener('popstate', change)
  return () => window.removeEventListener('popstate', change)
}

/**
 * The address's query, but '' while React hydrates the pre-rendered page (which is the same for every visitor):
 * what depends on the query is rendered once the page has hydrated, and an address without one hydrates without a
 * second render. Back and Forward within the page render it again.
 */
export function useQueryOnceHydrated(): string {
  return useSyncExternalStore(
    onAddressChange,
    () => window.location.search,
    () => '',
  )
}
