import { useEffect, useLayoutEffect, useRef } from 'react'
import { NavigationType, useLocation, useNavigationType, type Location } from 'react-router-dom'

/** Where the visitor had scrolled on each page visited, by history entry. */
const positions = new Map<string, number>()
/**
 * A history entry: React Router's key, or for an entry it did not create (the first page opened, a followed
 * « #section » link), which all share the key « default », the address.
 */
const entryOf = ({ key, pathname, search, hash }: Location) => (key === 'default' ? pathname + search + hash : key)

/**
 * Scrolling on client-side navigation, as on a site of separate pages: a new page opens at its top, or at the
 * section its address names; back and forward return where the visitor was; a new query on the same page (the
 * calculator's) leaves the page where it is.
 */
export function ScrollOnNavigation() {
  const location = useLocation()
  const { pathname, hash } = location
  const entry = entryOf(location)
  const navigationType = useNavigationType()
  const shown = useRef({ entry, pathname })

  useEffect(() => {
    history.scrollRestoration = 'manual'
    const remember = () => positions.set(shown.current.entry, window.scrollY)
    window.addEventListener('scroll', remember, { passive: true })
    return () => window.removeEventListener('scroll', remember)
  }, [])

  useLayoutEffect(() => {
    const previous = shown.current
    shown.current = { entry, pathname }
    if (previous.entry === entry) return
    const saved = positions.get(entry)
    if (navigationType === NavigationType.Pop) {
      if (saved !== undefined) window.scrollTo(0, saved)
    } else if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView()
    else if (previous.pathname !== pathname) window.scrollTo(0, 0)
  }, [entry, pathname, hash, navigationType])

  return null
}
