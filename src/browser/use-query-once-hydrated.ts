import { useSyncExternalStore } from 'react'
import { useLocation } from 'react-router-dom'

const noSubscription = () => () => {}

/**
 * The address's query, but '' while React hydrates the pre-rendered page (which is the same for every visitor):
 * what depends on the query is rendered once the page has hydrated, and an address without one hydrates without a
 * second render. Navigations re-render through the router's location.
 */
export function useQueryOnceHydrated(): string {
  useLocation()
  return useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => '',
  )
}
