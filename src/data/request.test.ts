import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createQueryClient, getQueryFn } from './request'

let server: Server
let base = ''
const hits = new Map<string, number>()

beforeAll(async () => {
  server = createServer((request, response) => {
    hits.set(request.url!, (hits.get(request.url!) ?? 0) + 1)
    const send = (status: number, body: string, type = 'text/plain') => {
      response.writeHead(status, { 'content-type': type })
      response.end(body)
    }
    if (request.method !== 'GET') return send(405, 'GET seulement')
    if (request.url === '/api/zones/30') return send(200, JSON.stringify({ max: 190 }), 'application/json')
    if (request.url === '/api/moi') return send(401, 'Non authentifié')
    if (request.url === '/api/vide') return send(503, '')
    return send(500, 'Erreur interne')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const run = <T>(queryKey: string[], on401: 'throw' | 'returnNull' = 'throw') =>
  getQueryFn<T>({ on401 })({ queryKey, signal: new AbortController().signal, meta: undefined, client: createQueryClient() })

describe('getQueryFn', () => {
  it('GETs the key segments joined with / with credentials, and reads JSON', async () => {
    const spy = vi.spyOn(globalThis, 'fetch')
    await expect(run([base, 'api', 'zones', '30'])).resolves.toEqual({ max: 190 })
    expect(spy).toHaveBeenCalledWith(`${base}/api/zones/30`, { method: 'GET', credentials: 'include' })
    spy.mockRestore()
  })

  it('treats 401 as an error by default, as null on option', async () => {
    await expect(run([base, 'api', 'moi'])).rejects.toThrow(new Error('401: Non authentifié'))
    await expect(run([base, 'api', 'moi'], 'returnNull')).resolves.toBeNull()
  })

  it('names the status and the body, or the status text when the body is empty', async () => {
    await expect(run([base, 'api', 'panne'])).rejects.toThrow(new Error('500: Erreur interne'))
    await expect(run([base, 'api', 'vide'])).rejects.toThrow(new Error('503: Service Unavailable'))
  })
})

describe('createQueryClient', () => {
  it('never retries, never goes stale and never refetches on focus or interval', async () => {
    const client = createQueryClient()
    const { queries, mutations } = client.getDefaultOptions()
    expect(queries).toMatchObject({ retry: false, staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false })
    expect(mutations).toMatchObject({ retry: false })
    hits.delete('/api/panne')
    await expect(client.fetchQuery({ queryKey: [base, 'api', 'panne'] })).rejects.toThrow('500: Erreur interne')
    expect(hits.get('/api/panne')).toBe(1)
    await client.fetchQuery({ queryKey: [base, 'api', 'zones', '30'] })
    await client.fetchQuery({ queryKey: [base, 'api', 'zones', '30'] })
    expect(hits.get('/api/zones/30')).toBe(2) // one from the first test, one here: the second fetch came from cache
  })
})
