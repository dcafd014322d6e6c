import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

// The store is module state: each test gets a fresh copy.
const freshStore = async () => {
  vi.resetModules()
  return import('./toast-store')
}

afterEach(() => vi.useRealTimers())

describe('toast store', () => {
  it('shows one toast at a time, the newest, with its variant', async () => {
    const store = await freshStore()
    store.toast({ title: 'Premier' })
    store.toast({ title: 'Second', variant: 'destructive' })
    expect(store.peekToasts()).toEqual([expect.objectContaining({ title: 'Second', variant: 'destructive', open: true })])
    store.toast({ title: 'Troisième' })
    expect(store.peekToasts()).toEqual([expect.objectContaining({ title: 'Troisième', variant: 'default' })])
  })

  it('keeps a dismissed toast, closed, for 1,000,000 ms before removing it', async () => {
    vi.useFakeTimers()
    const store = await freshStore()
    const id = store.toast({ title: 'Bonjour' })
    store.dismissToast(id)
    expect(store.peekToasts()).toEqual([expect.objectContaining({ id, open: false })])
    vi.advanceTimersByTime(999_999)
    expect(store.peekToasts()).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(store.peekToasts()).toHaveLength(0)
  })

  it('never pre-renders a toast', async () => {
    const store = await freshStore()
    store.toast({ title: 'Visible seulement dans le navigateur' })
    let rendered: unknown
    renderToString(
      createElement(function Probe() {
        rendered = store.useToasts()
        return null
      }),
    )
    expect(rendered).toEqual([])
  })
})
