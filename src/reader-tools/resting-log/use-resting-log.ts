/**
 * The log as the page holds it: the browser's storage, read once the page has hydrated (the pre-rendered page is
 * everyone's: it holds no log), written back at each change, read again when another tab changes it. Two rates for
 * one day are held apart as conflicts until the reader chooses. Nothing here leaves the device.
 */
import { useSyncExternalStore } from 'react'
import { localIsoDate } from '../../locale'
import { mergeEntries, settleConflicts, type DateConflict, type EntryOrigin, type RestingEntry } from '../../heart-rate/resting-log'
import { RESTING_LOG_KEY } from '../../heart-rate/resting-log-key'
import { readStored, writeStored } from '../../heart-rate/resting-log-store'
import { askToKeep } from './storage-durability'

export interface RestingLogState {
  /** False in the pre-rendered page and while it hydrates: the stored log is not read yet. */
  loaded: boolean
  entries: RestingEntry[]
  conflicts: DateConflict[]
  /** What the stored log held that could not be read, in sentences, until the next change writes it anew. */
  problems: string[]
  /** Why the browser would not keep the log, when it would not. */
  storageError: string | null
  /** The day the reader last exported the log, when they have. */
  exportedAt?: string
}

const CANNOT_READ =
  'Ce navigateur ne laisse pas la page lire son stockage (il est peut-être désactivé)\u00a0: vos mesures ne seront gardées que jusqu’à la fermeture de la page. Exportez-les pour les conserver.'
const CANNOT_WRITE =
  'Ce navigateur n’a pas pu enregistrer le journal (stockage désactivé ou plein)\u00a0: vos mesures ne seront gardées que jusqu’à la fermeture de la page. Exportez-les pour les conserver.'

const NOT_LOADED: RestingLogState = { loaded: false, entries: [], conflicts: [], problems: [], storageError: null }

function readFromStorage(): RestingLogState {
  try {
    return { loaded: true, ...readStored(localStorage.getItem(RESTING_LOG_KEY), localIsoDate()), storageError: null }
  } catch {
    return { loaded: true, entries: [], conflicts: [], problems: [], storageError: CANNOT_READ }
  }
}

/** Writes the log (an empty one is removed); the reason, when the browser refuses. */
function writeToStorage(entries: readonly RestingEntry[], exportedAt: string | undefined): string | null {
  try {
    if (entries.length) localStorage.setItem(RESTING_LOG_KEY, writeStored(entries, exportedAt))
    else localStorage.removeItem(RESTING_LOG_KEY)
    return null
  } catch {
    return CANNOT_WRITE
  }
}

/** The one copy of the log in the page, read at the first look, shared by every component that shows it. */
let current: RestingLogState | null = null
const listeners = new Set<() => void>()
const changed = (next: RestingLogState) => {
  current = next
  for (const listener of listeners) listener()
}
const onStorage = (event: StorageEvent) => {
  if (event.key === RESTING_LOG_KEY || event.key === null) changed(readFromStorage())
}

function subscribe(listener: () => void) {
  if (!listeners.size) window.addEventListener('storage', onStorage)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (!listeners.size) window.removeEventListener('storage', onStorage)
  }
}
const snapshot = () => (current ??= readFromStorage())
const serverSnapshot = () => NOT_LOADED

/**
 * The log written as it now is; conflicts still to settle stay beside it. Once the reader has written to it, the
 * browser is asked to keep it (./storage-durability.ts).
 */
function commit(entries: RestingEntry[], conflicts: DateConflict[], exportedAt = snapshot().exportedAt) {
  const storageError = writeToStorage(entries, exportedAt)
  changed({ loaded: true, entries, conflicts, problems: [], storageError, exportedAt: entries.length ? exportedAt : undefined })
  if (!storageError && entries.length) askToKeep()
}

/** New entries: added at once, except the days that would hold two rates, which wait for the reader's choice. */
function add(incoming: RestingEntry[], origin: EntryOrigin) {
  const log = snapshot()
  const merged = mergeEntries(log.entries, incoming, origin)
  const stillOpen = log.conflicts.filter((old) => !merged.conflicts.some((conflict) => conflict.date === old.date))
  commit(merged.entries, [...stillOpen, ...merged.conflicts])
  return merged
}

const actions = {
  add,
  settle: (chosen: ReadonlyMap<string, number>) => commit(settleConflicts(snapshot().entries, chosen), []),
  remove: (date: string) =>
    commit(
      snapshot().entries.filter((entry) => entry.date !== date),
      snapshot().conflicts,
    ),
  clear: () => commit([], []),
  /** The reader has just exported the log: the day is kept with it, for the reminder to export. */
  exported: (date: string) => commit(snapshot().entries, snapshot().conflicts, date),
}

export function useRestingLog() {
  return { ...useSyncExternalStore(subscribe, snapshot, serverSnapshot), ...actions }
}
