/**
 * Whether the browser has promised to keep the log (the Storage API's persistent mode: it then never deletes the
 * site's storage to make room). The log asks once the reader has written to it: Chromium decides alone (an installed
 * site is kept), Firefox asks the reader, Safari (17 and later) decides alone.
 */
import { useEffect, useSyncExternalStore } from 'react'

/** `unknown`: not read yet, or a browser without the Storage API. */
export type Durability = 'durable' | 'best-effort' | 'unknown'

let current: Durability = 'unknown'
let asked = false
const listeners = new Set<() => void>()

async function readDurability() {
  try {
    current = (await navigator.storage.persisted()) ? 'durable' : 'best-effort'
  } catch {
    current = 'unknown'
  }
  for (const listener of listeners) listener()
}

/** Asks the browser, once per page, to keep the site's storage; what it answers is read again. */
export function askToKeep() {
  if (asked || typeof navigator.storage?.persist !== 'function') return
  asked = true
  navigator.storage.persist().then(readDurability, readDurability)
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** What the browser has promised, read once the page has hydrated (the pre-rendered page knows nothing of it). */
export function useDurability(): Durability {
  useEffect(() => {
    void readDurability()
  }, [])
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => 'unknown',
  )
}
