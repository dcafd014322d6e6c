import * as ToastPrimitive from '@radix-ui/react-toast'
import { useEffect } from 'react'
import {
  dismissToast,
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_REGION_LABEL,
  TOAST_SWIPE_THRESHOLD_PX,
  useToasts,
  WAITING_REGION_ID,
} from './toast-store'

const variantClass = {
  default: 'border-slate-200 bg-white text-ink',
  destructive: 'border-red-700 bg-red-700 text-white',
}

/**
 * Radix toast provider and viewport, mounted once by ToastHost; never printed (a « Lien copié » would cover the
 * results). F8 focuses this notification region from now on (Radix listens for it), in place of the page's waiting one.
 */
export default function Toaster() {
  const toasts = useToasts()
  useEffect(() => {
    const waiting = document.getElementById(WAITING_REGION_ID)
    waiting?.setAttribute('hidden', '')
    return () => waiting?.removeAttribute('hidden')
  }, [])
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX} label="Notifications">
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => open || dismissToast(item.id)}
          data-variant={item.variant}
          className={`toast-root grid gap-1 rounded-lg border p-4 pr-14 shadow-lg ${variantClass[item.variant]}`}
        >
          <ToastPrimitive.Title className="font-semibold">{item.title}</ToastPrimitive.Title>
          {item.description && <ToastPrimitive.Description className="text-sm opacity-90">{item.description}</ToastPrimitive.Description>}
          <ToastPrimitive.Close
            aria-label="Fermer"
            className="absolute top-1 right-1 inline-flex h-11 w-11 items-center justify-center rounded text-xl opacity-70 hover:opacity-100"
          >
            <span aria-hidden="true">×</span>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={[TOAST_HOTKEY]}
        label={TOAST_REGION_LABEL}
        className="fixed right-0 bottom-0 z-50 m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none print:hidden"
      />
    </ToastPrimitive.Provider>
  )
}
