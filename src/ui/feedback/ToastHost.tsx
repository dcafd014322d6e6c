import { lazy, Suspense } from 'react'
import { useToasts } from './toast-store'

const Toaster = lazy(() => import('./Toaster'))

/**
 * Mounts the Radix toaster, once, in the islands that notify, but loads its code only when a page first shows a
 * toast: pages that never notify send none of it. Until then F8 focuses the page's waiting region
 * (./NotificationsRegion.tsx).
 */
export function ToastHost() {
  const hasToasts = useToasts().length > 0
  if (!hasToasts) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
