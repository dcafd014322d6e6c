/**
 * The page's address, as the islands use it without a router: navigations within the page (Back, Forward, a followed
 * « #section » link) counted, and the address rewritten in place, with no new history entry and no request.
 */
import { useEffect, useState } from 'react'

/** How many times the address has changed under the page since it hydrated; 0 until then and at first. */
export function useAddressChanges(): number {
  const [changes, setChanges] = useState(0)
  useEffect(() => {
    const count = () => setChanges((n) => n + 1)
    window.addEventListener('popstate', count)
    return () => window.removeEventListener('popstate', count)
  }, [])
  return changes
}

/** Replaces the current history entry's query and fragment; the page stays where it is. */
export function replaceAddress({ search, hash }: { search: string; hash: string }) {
  const { pathname } = window.location
  window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`)
}
