/**
 * The browser's entry: every page is whole in its HTML, and only its islands come alive. Each element marked by
 * <Island> (src/islands/Island.tsx) is hydrated with its own chunk, when its `data-load` says. A page without an
 * island does not load this script (scripts/page-html.ts). The stylesheet is imported here so that the build emits
 * it for every page. Once idle, the page registers the service worker that keeps the site for offline use.
 */
import './styles.css'
import type { ComponentType } from 'react'
import { ISLAND_ATTRIBUTES, type IslandLoad } from './islands/attributes'
import { keepForOffline } from './service-worker/register'

/** Each island's chunk, by its file: ./islands/<name>.island.tsx. */
const ISLANDS = import.meta.glob<ComponentType<Record<string, unknown>>>('./islands/*.island.tsx', { import: 'default' })

async function hydrate(element: HTMLElement) {
  const load = ISLANDS[`./islands/${element.getAttribute(ISLAND_ATTRIBUTES.name)}.island.tsx`]
  if (!load) throw new Error(`Îlot inconnu : ${element.getAttribute(ISLAND_ATTRIBUTES.name)}`)
  const [{ hydrateRoot }, { HydratedMark }, Component] = await Promise.all([import('react-dom/client'), import('./islands/HydratedMark'), load()])
  const props = JSON.parse(element.getAttribute(ISLAND_ATTRIBUTES.props) ?? '{}') as Record<string, unknown>
  hydrateRoot(
    element,
    <HydratedMark element={element}>
      <Component {...props} />
    </HydratedMark>,
    { identifierPrefix: element.getAttribute(ISLAND_ATTRIBUTES.prefix) ?? undefined },
  )
}

/** Calls `start` once, at the moment the island's `data-load` names. */
const WHEN: Record<IslandLoad, (element: HTMLElement, start: () => void) => void> = {
  load: (_element, start) => start(),
  idle: (_element, start) => ('requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 3000 }) : setTimeout(start, 200)),
  visible: (element, start) => {
    // display: contents has no box of its own: its children are what comes into view.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        start()
      },
      { rootMargin: '300px' },
    )
    for (const child of Array.from(element.children)) observer.observe(child)
  },
  interaction: (element, start) => {
    const events = ['pointerdown', 'focusin', 'keydown', 'pointerenter'] as const
    const once = () => {
      for (const type of events) element.removeEventListener(type, once, true)
      start()
    }
    for (const type of events) element.addEventListener(type, once, { capture: true, passive: true })
  },
}

for (const element of Array.from(document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`))) {
  const load = (element.getAttribute(ISLAND_ATTRIBUTES.load) ?? 'load') as IslandLoad
  ;(WHEN[load] ?? WHEN.load)(element, () => void hydrate(element))
}

keepForOffline()
