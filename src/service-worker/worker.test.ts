import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { serviceWorker } from './worker'

const ORIGIN = 'https://www.cardiobpm.ca'

/** The browser's Cache Storage, in memory: responses kept by address, in caches by name. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>()
  const open = (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>()
    stores.set(name, store)
    return {
      put: (request: RequestInfo, response: Response) =>
        Promise.resolve(void store.set(typeof request === 'string' ? request : request.url, response)),
      match: (request: Request, options?: CacheQueryOptions) => {
        const key = options?.ignoreSearch ? request.url.split('?')[0]! : request.url
        return store.get(key)?.clone()
      },
    }
  }
  return {
    stores,
    open: (name: string) => Promise.resolve(open(name)),
    keys: () => Promise.resolve([...stores.keys()]),
    delete: (name: string) => Promise.resolve(stores.delete(name)),
    match: (request: Request, options?: CacheQueryOptions) =>
      Promise.resolve([...stores.keys()].map((name) => open(name).match(request, options)).find(Boolean)),
  }
}

type Listener = (event: unknown) => void

/** The worker started in a scope of its own, with the network answering `network` (throwing: offline). */
function startWorker(version: string, network: (url: string) => string) {
  const listeners = new Map<string, Listener>()
  const scope = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: () => Promise.resolve(),
  }
  vi.stubGlobal('self', scope)
  const fetched: string[] = []
  vi.stubGlobal('fetch', (request: Request) => {
    fetched.push(request.url)
    return Promise.resolve(new Response(network(request.url), { status: 200 })).then((response) => {
      // A response from the network is a site's own ("basic") answer.
      Object.defineProperty(response, 'type', { value: 'basic' })
      return response
    })
  })
  serviceWorker(version)
  const settle: Promise<unknown>[] = []
  const waitUntil = (work: Promise<unknown>) => void settle.push(work)
  /** What the worker answers for a request: the response's text, 'réseau' when it leaves the request to the network, 'erreur' for a network error. */
  const request = async (path: string, mode: RequestMode = 'same-origin') => {
    let answered: Promise<Response> | undefined
    const request = new Request(new URL(path, ORIGIN))
    Object.defineProperty(request, 'mode', { value: mode })
    listeners.get('fetch')!({ request, respondWith: (r: Promise<Response>) => (answered = r), waitUntil })
    if (!answered) return 'réseau'
    const response = await answered
    await Promise.all(settle)
    return response.type === 'error' ? 'erreur' : response.text()
  }
  const activate = async () => {
    listeners.get('activate')!({ waitUntil })
    await Promise.all(settle)
  }
  return { request, activate, fetched }
}

describe('the service worker', () => {
  let caches: ReturnType<typeof memoryCaches>
  beforeEach(() => {
    caches = memoryCaches()
    vi.stubGlobal('caches', caches)
  })
  afterEach(() => vi.unstubAllGlobals())

  it('gives a page from the network while there is one, so that a new build is seen at once, and keeps it', async () => {
    let build = 'page du premier déploiement'
    const worker = startWorker('a', () => build)
    expect(await worker.request('/outils/test-derive-cardiaque', 'navigate')).toBe('page du premier déploiement')
    build = 'page du deuxième déploiement'
    expect(await worker.request('/outils/test-derive-cardiaque', 'navigate')).toBe('page du deuxième déploiement')
    expect(worker.fetched).toHaveLength(2)
  })

  it('without a network, gives the copy of the last visit, an older link’s page included; without a copy, a network error', async () => {
    let online = true
    const worker = startWorker('a', (url) => {
      if (!online) throw new TypeError('hors ligne')
      return `contenu de ${new URL(url).pathname}`
    })
    await worker.request('/calculateur-bpm', 'navigate')
    online = false
    expect(await worker.request('/calculateur-bpm', 'navigate')).toBe('contenu de /calculateur-bpm')
    expect(await worker.request('/calculateur-bpm?age=34', 'navigate')).toBe('contenu de /calculateur-bpm')
    expect(await worker.request('/contact', 'navigate')).toBe('erreur')
  })

  it('keeps a page opened from an older link under its address alone: the values of its query are never stored', async () => {
    const worker = startWorker('a', (url) => `contenu de ${new URL(url).pathname}`)
    await worker.request('/calculateur-bpm?age=34&situation=grossesse', 'navigate')
    const keys = [...caches.stores.values()].flatMap((store) => [...store.keys()])
    expect(keys).toEqual([`${ORIGIN}/calculateur-bpm`])
  })

  it('gives a file of /assets/ (its name changes with its content) from its copy, without the network', async () => {
    const worker = startWorker('a', () => 'script')
    await worker.request('/assets/client-abc123.js')
    expect(await worker.request('/assets/client-abc123.js')).toBe('script')
    expect(worker.fetched).toEqual([`${ORIGIN}/assets/client-abc123.js`])
  })

  it('drops the copies of an older version once a new one is active', async () => {
    const old = startWorker('ancienne', () => 'x')
    await old.request('/assets/client-abc123.js')
    const current = startWorker('nouvelle', () => 'y')
    await current.activate()
    expect([...caches.stores.keys()]).toEqual([])
    expect(await current.request('/assets/client-abc123.js')).toBe('y')
    expect([...caches.stores.keys()]).toEqual(['cardio-bpm-nouvelle'])
  })

  it('leaves the CMS and other sites to the network', async () => {
    const worker = startWorker('a', () => 'x')
    expect(await worker.request('/admin/')).toBe('réseau')
    expect(await worker.request('https://exemple.ca/image.png')).toBe('réseau')
    expect(worker.fetched).toEqual([])
  })
})
