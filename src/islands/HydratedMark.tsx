import { useEffect, type ReactNode } from 'react'
import { ISLAND_ATTRIBUTES } from './attributes'

/**
 * Marks the island's element once React has hydrated it: from then on, its controls respond (and tests may act).
 * The build renders it too, with no element, so that the island's tree is the same on both sides.
 */
export function HydratedMark({ element, children }: { element: HTMLElement | null; children: ReactNode }) {
  useEffect(() => element?.setAttribute(ISLAND_ATTRIBUTES.hydrated, ''), [element])
  return children
}
