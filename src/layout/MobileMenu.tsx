import site from 'virtual:content/site'
import { NavItems } from './NavItems'
import { ShopTagline } from './ShopBlock'

/** The panel's id: the menu button and the close button name it. */
const MOBILE_MENU_ID = 'menu-mobile'

const iconClass = 'h-6 w-6'

/** The class that opens the panel where the browser has no popover (src/styles.css). */
const OPEN_CLASS = 'menu-ouvert'

/**
 * A few bytes inline, allowed by their hash (scripts/hosting/). Everywhere: when the focus leaves the open panel (Tab
 * past its last link), the panel closes, so that no focused element hides beneath it. In a browser without popover
 * (iOS 16, older Samsung Internet and Firefox), where the stylesheet keeps the panel closed: its buttons open and
 * close it, as do Escape and a click outside it, and the menu button says whether it is open.
 */
const MENU_SCRIPT = `(()=>{const m=document.getElementById('${MOBILE_MENU_ID}'),native='popover'in HTMLElement.prototype,\
toggle=document.querySelector('[popovertarget=${MOBILE_MENU_ID}]:not([popovertargetaction])'),\
open=()=>native?m.matches(':popover-open'):m.classList.contains('${OPEN_CLASS}'),\
show=o=>{if(native)return o||m.hidePopover();m.classList.toggle('${OPEN_CLASS}',o);toggle.setAttribute('aria-expanded',o)};\
addEventListener('focusin',e=>open()&&!m.contains(e.target)&&show(false));\
if(native)return;show(false);\
addEventListener('click',e=>{const b=e.target.closest('[popovertarget=${MOBILE_MENU_ID}]');b?show(b===toggle&&!open()):open()&&!m.contains(e.target)&&show(false)});\
addEventListener('keydown',e=>e.key==='Escape'&&open()&&show(false))})()`

/**
 * The menu shown below the md breakpoint, with no script: the browser's popover opens it from its button, and closes it
 * on Escape, on a tap outside it, from its own close button and, being part of the page, when a link is followed.
 * Focus leaving it closes it too, and a browser without popover gets the same behaviour from MENU_SCRIPT.
 */
export function MobileMenu() {
  return (
    <div className="md:hidden">
      <button
        type="button"
        popoverTarget={MOBILE_MENU_ID}
        className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-ink hover:bg-slate-100"
      >
        <span className="sr-only">Menu</span>
        <svg aria-hidden="true" viewBox="0 0 24 24" className={iconClass} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
      </button>
      <div
        id={MOBILE_MENU_ID}
        popover="auto"
        className="mobile-menu m-0 max-h-dvh w-full max-w-none overflow-y-auto border-b border-slate-200 bg-white text-ink shadow-lg"
      >
        <div className="container-page flex min-h-16 items-center justify-between gap-4">
          <p className="text-lg font-bold">{site.name}</p>
          <button
            type="button"
            popoverTarget={MOBILE_MENU_ID}
            popoverTargetAction="hide"
            className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg hover:bg-slate-100"
          >
            <span className="sr-only">Fermer le menu</span>
            <svg aria-hidden="true" viewBox="0 0 24 24" className={iconClass} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <nav aria-label="Menu principal">
          <ul className="container-page flex flex-col pb-2">
            <NavItems linkClass="block rounded-lg px-3 py-3 text-base font-medium" idleClass="text-slate-800 hover:bg-slate-50" />
          </ul>
        </nav>
        <div className="container-page border-t border-slate-200 py-3">
          <ShopTagline className="px-3 text-sm text-slate-600" />
        </div>
      </div>
      <script dangerouslySetInnerHTML={{ __html: MENU_SCRIPT }} />
    </div>
  )
}
