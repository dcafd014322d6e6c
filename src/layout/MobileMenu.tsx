import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import { useLocation } from 'react-router-dom'
import { NavItems } from './NavItems'
import { ShopTagline } from './ShopBlock'

const PANEL_ID = 'menu-mobile'

/**
 * While the menu is open: Escape closes it and gives the focus back to its button; Tab and Shift+Tab go round the
 * button and the panel's links, never to the page hidden under the panel.
 */
function useMenuKeys(open: boolean, button: RefObject<HTMLButtonElement | null>, panel: RefObject<HTMLDivElement | null>, close: () => void) {
  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close()
        button.current?.focus()
      } else if (event.key === 'Tab' && button.current && panel.current) {
        const ring = [button.current, ...panel.current.querySelectorAll<HTMLElement>('a[href], button')]
        const at = ring.indexOf(document.activeElement as HTMLElement)
        // Only the ends wrap (focus outside the ring counts as both); the browser moves focus within it.
        const wrapTo = event.shiftKey ? (at <= 0 ? ring.length - 1 : null) : at === -1 || at === ring.length - 1 ? 0 : null
        if (wrapTo === null) return
        event.preventDefault()
        ring[wrapTo]?.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open, button, panel, close])
}

/** The menu button and panel shown below the md breakpoint; closes on navigation and on Escape (useMenuKeys). */
export function MobileMenu() {
  // The menu belongs to the page it was opened on: navigating anywhere else closes it, with no effect to reset it.
  const { pathname } = useLocation()
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null)
  const close = useCallback(() => setOpenOn(null), [])
  const button = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)

  useMenuKeys(open, button, panel, close)

  return (
    <div className="md:hidden">
      <button
        ref={button}
        type="button"
        className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-ink hover:bg-slate-100"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen(!open)}
      >
        <span className="sr-only">{open ? 'Fermer le menu' : 'Ouvrir le menu'}</span>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <div ref={panel} id={PANEL_ID} hidden={!open} className="absolute inset-x-0 top-full border-b border-slate-200 bg-white shadow-lg">
        <nav aria-label="Menu principal">
          <ul className="container-page flex flex-col py-2">
            <NavItems
              linkClass="block rounded-lg px-3 py-3 text-base font-medium"
              idleClass="text-slate-800 hover:bg-slate-50"
              onNavigate={() => setOpen(false)}
            />
          </ul>
        </nav>
        <div className="container-page border-t border-slate-200 py-3">
          <ShopTagline className="px-3 text-sm text-slate-600" />
        </div>
      </div>
    </div>
  )
}
