/**
 * The page's address, as the islands use it without a router: navigations within the page (Back, Forward, a followed
 * « #section » link) heard, and the address rewritten in place, with no new history entry and no request. Plain
 * browser code: the forms' hook (../reader-tools/use-tool-form.ts) and the zones guide hold React's side.
 */

/** The part of an address the islands read and write: its query (« ?… » or '') and its fragment (« #… » or ''). */
export interface Address {
  search: string
  hash: string
}

/**
 * The one listener to the address: `change` runs each time it changes under the page. A followed « # » link, a
 * fragment typed in the address bar, Back and Forward all fire popstate; hashchange, which follows some of them a
 * moment later, would only say the same thing twice. The page's own rewrites (replaceAddress) fire neither.
 */
export function onAddressChange(change: () => void): () => void {
  window.addEventListener('popstate', change)
  return () => window.removeEventListener('popstate', change)
}

/** Replaces the current history entry's query and fragment; the page stays where it is. */
export function replaceAddress({ search, hash }: Address) {
  const { pathname } = window.location
  window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`)
}
