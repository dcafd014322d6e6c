import { TOAST_HOTKEY, TOAST_REGION_NAME, WAITING_REGION_ID } from './toast-store'

/**
 * F8 focuses the notification area on every page (spec §4), before any toast and on pages with no island, without
 * loading the toasts' code: an empty region like Radix's, hidden by ./Toaster.tsx once it has its own, and a few bytes inline (allowed by their hash,
 * scripts/hosting/) that move the focus to it.
 */
const F8_SCRIPT = `addEventListener('keydown',e=>{e.code==='${TOAST_HOTKEY}'&&document.querySelector('#${WAITING_REGION_ID}:not([hidden]) ol')?.focus()})`

export function NotificationsRegion() {
  return (
    <>
      <div id={WAITING_REGION_ID} role="region" aria-label={TOAST_REGION_NAME} tabIndex={-1} className="sr-only">
        <ol tabIndex={-1} />
      </div>
      <script dangerouslySetInnerHTML={{ __html: F8_SCRIPT }} />
    </>
  )
}
