/**
 * Registers the site's service worker (./worker.ts) from the pages that have islands, once the page is idle, and
 * on the first visit gives it the files this page has already loaded: the tools and the log then work without a network after a first
 * visit. Pages without islands send no script; the worker, once there, keeps them too as they are visited.
 */
import { SERVICE_WORKER_PATH } from './paths'

/** The site's own files this page has loaded, itself first. */
const pageFiles = () => [
  location.pathname,
  ...performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => new URL(url).origin === location.origin),
]

export function keepForOffline() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const register = () =>
    void navigator.serviceWorker
      .register(SERVICE_WORKER_PATH)
      .then(() => navigator.serviceWorker.ready)
      // A page the worker already serves needs nothing more: the worker has seen every file it loaded.
      .then((registration) => navigator.serviceWorker.controller || registration.active?.postMessage({ keep: pageFiles() }))
      .catch(() => undefined)
  if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 5000 })
  else setTimeout(register, 1000)
}
