/**
 * The site's service worker, written by the build as `(serviceWorker)(version)` (scripts/publish/web-app.ts): this
 * function runs alone in the worker, so it uses nothing from outside its body. Pages come from the network first, so
 * that a new build is seen at the next visit, and from the copy kept at the last visit when there is no network; the
 * files under /assets/, whose names change with their content, come from the copy once kept; a page the site answers
 * as gone (404, 410: an article withdrawn) loses its copy. A new version (a build
 * whose assets changed) drops the older copies. The CMS (/admin/) and other sites are never touched. The page that
 * installs the worker stays as it was loaded (the worker does not claim it); it names what it has loaded instead.
 */

/** The little of the worker's scope this file uses (TypeScript's DOM types do not describe a service worker). */
interface WorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (event: { waitUntil(work: Promise<unknown>): void }) => void): void
  addEventListener(type: 'message', listener: (event: { data: unknown; waitUntil(work: Promise<unknown>): void }) => void): void
  addEventListener(
    type: 'fetch',
    listener: (event: { request: Request; respondWith(response: Promise<Response>): void; waitUntil(work: Promise<unknown>): void }) => void,
  ): void
  skipWaiting(): Promise<void>
  location: Location
}

export function serviceWorker(version: string) {
  const scope = self as unknown as WorkerScope
  const CACHE = `cardio-bpm-${version}`
  const HASHED = /^\/assets\//
  const NOT_OURS = /^\/admin(\/|$)/

  const kept = (request: Request, options?: CacheQueryOptions) => caches.match(request, options).catch(() => undefined)
  /**
   * Where a copy is kept: a page under its address without the query, which only an older link carries (?age=34,
   * ?situation=grossesse): the values a visitor typed are never written to Cache Storage; any other file as requested.
   */
  const keyOf = (request: Request): RequestInfo => {
    if (request.mode !== 'navigate') return request
    const url = new URL(request.url)
    url.search = ''
    return url.href
  }

  /**
   * The answer to a request: a hashed file from the copy kept, when there is one; otherwise the network's answer, a
   * copy kept when it is a whole answer from the site; without a network, the copy kept; without either, the network
   * error the page would have had without a worker.
   */
  const answer = async (request: Request, keepLonger: (work: Promise<unknown>) => void) => {
    const hashed = HASHED.test(new URL(request.url).pathname)
    const first = hashed ? await kept(request) : undefined
    if (first) return first
    try {
      const response = await fetch(request)
      if (response.ok && response.type === 'basic') {
        const copy = response.clone()
        keepLonger(
          caches
            .open(CACHE)
            .then((cache) => cache.put(keyOf(request), copy))
            .catch(() => undefined),
        )
      } else if (response.status === 404 || response.status === 410) {
        // A page gone from the site (an article withdrawn, 410) is not shown again from an older copy, offline.
        keepLonger(
          caches
            .open(CACHE)
            .then((cache) => cache.delete(request, { ignoreSearch: request.mode === 'navigate' }))
            .catch(() => undefined),
        )
      }
      return response
    } catch {
      // A page opened from an older link (?age=34) is the same page.
      return (await kept(request, { ignoreSearch: request.mode === 'navigate' })) ?? Response.error()
    }
  }

  scope.addEventListener('install', (event) => event.waitUntil(scope.skipWaiting()))
  scope.addEventListener('activate', (event) =>
    event.waitUntil(caches.keys().then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))),
  )
  // A page that registers the worker names the files it has already loaded, before the worker could see them.
  scope.addEventListener('message', (event) => {
    const keep = (event.data as { keep?: unknown } | null)?.keep
    if (!Array.isArray(keep)) return
    const urls = keep.filter((url): url is string => typeof url === 'string' && new URL(url, scope.location.href).origin === scope.location.origin)
    // Those already kept are left as they are; the others, in the browser's own cache, are rarely fetched again.
    event.waitUntil(
      caches.open(CACHE).then((cache) => Promise.all(urls.map(async (url) => (await cache.match(url)) ?? cache.add(url).catch(() => undefined)))),
    )
  })
  scope.addEventListener('fetch', (event) => {
    const { request } = event
    const url = new URL(request.url)
    if (request.method !== 'GET' || url.origin !== scope.location.origin || NOT_OURS.test(url.pathname)) return
    event.respondWith(answer(request, (work) => event.waitUntil(work)))
  })
}
