import { lazy, Suspense, useEffect, useState } from 'react'
import { TOAST_HOTKEY, useToasts } from './toast-store'

const Toaster = lazy(() => import('./Toaster'))

/**
 * Mounts the Radix toaster, once, in the root layout, but loads its code only when a page first shows a toast or
 * the visitor presses F8: pages that never notify send none of it.
 */
export function ToastHost() {
  const hasToasts = useToasts().length > 0
  const [hotkeyPressed, setHotkeyPressed] = useState(false)

  useEffect(() => {
    if (hotkeyPressed) return
    const onKeyDown = (event: KeyboardEvent) => event.code === TOAST_HOTKEY && setHotkeyPressed(true)
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [hotkeyPressed])

  if (!hasToasts && !hotkeyPressed) return null
  return (
    <Suspense fallback={null}>
      <Toaster focusOnMount={hotkeyPressed && !hasToasts} />
    </Suspense>
  )
}
