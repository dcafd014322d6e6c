/**
 * Shared request helpers of the data layer (spec §7). No page fetches anything today, so no page imports this
 * module and it costs visitors nothing; a page that needs server data creates its client with createQueryClient().
 */
import { QueryClient, type QueryFunction } from '@tanstack/query-core'

/** A non-OK response becomes an Error « status: body », or « status: statusText » when the body is empty. */
async function throwIfResNotOk(response: Response): Promise<void> {
  if (response.ok) return
  const text = (await response.text()) || response.statusText
  throw new Error(`${response.status}: ${text}`)
}

export type UnauthorizedBehavior = 'returnNull' | 'throw'

/** GET of the query key's segments joined with '/', session cookie included, read as JSON. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const response = await fetch(queryKey.join('/'), { method: 'GET', credentials: 'include' })
    if (on401 === 'returnNull' && response.status === 401) return null
    await throwIfResNotOk(response)
    return (await response.json()) as T
  }
}

/** Query client defaults: data never goes stale, no refetch on focus or interval, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  })
}
