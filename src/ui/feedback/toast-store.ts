/** Toast state of the whole site (spec §4): one toast at a time, kept in memory a long while after it is dismissed. */
import { useSyncExternalStore } from 'react'

/** @internal exported for its test */
export const TOAST_LIMIT = 1
export const TOAST_DURATION_MS = 5000
/** @internal used by tests and tools, outside the production code */
export const TOAST_REMOVE_DELAY_MS = 1_000_000
export const TOAST_SWIPE_THRESHOLD_PX = 50
/** Key that focuses the notification region. */
export const TOAST_HOTKEY = 'F8'
/** The notification region's name, as Radix takes it (`{hotkey}` to be filled in), and as it reads once filled in. */
export const TOAST_REGION_LABEL = 'Notifications ({hotkey})'
export const TOAST_REGION_NAME = TOAST_REGION_LABEL.replace('{hotkey}', TOAST_HOTKEY)
/** The region F8 focuses until a toast has loaded Radix's own (./NotificationsRegion.tsx, ./Toaster.tsx). */
export const WAITING_REGION_ID = 'avis-en-attente'

export type ToastVariant = 'default' | 'destructive'

export interface ToastInput {
  title: string
  description?: string
  variant?: ToastVariant
}

export interface ToastItem extends Required<Omit<ToastInput, 'description'>> {
  id: number
  description?: string
  open: boolean
}

let toasts: ToastItem[] = []
let nextId = 1
const listeners = new Set<() => void>()
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>()

function emit(next: ToastItem[]) {
  toasts = next
  listeners.forEach((listener) => listener())
}

/** Shows a toast; the newest replaces any other, since only one is visible at a time. */
export function toast({ title, description, variant = 'default' }: ToastInput): number {
  const id = nextId++
  emit([{ id, title, description, variant, open: true }, ...toasts].slice(0, TOAST_LIMIT))
  return id
}

/** Closes a toast; it leaves the state only after TOAST_REMOVE_DELAY_MS. */
export function dismissToast(id: number) {
  emit(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)))
  if (removalTimers.has(id)) return
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id)
      emit(toasts.filter((item) => item.id !== id))
    }, TOAST_REMOVE_DELAY_MS),
  )
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
/**
 * Current toasts, newest first.
 * @internal also used by tests and tools, outside the production code
 */
export const peekToasts = (): ToastItem[] => toasts
/** Pre-rendered HTML never holds a toast. The same list every time: React takes a new one for a change. */
const NO_TOASTS: ToastItem[] = []
const serverSnapshot = (): ToastItem[] => NO_TOASTS

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, peekToasts, serverSnapshot)
}
