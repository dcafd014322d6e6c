/** How an island is marked in the page: written at build time (Island.tsx), read in the browser (src/main.tsx). */
export const ISLAND_ATTRIBUTES = {
  name: 'data-island',
  load: 'data-load',
  props: 'data-props',
  prefix: 'data-prefix',
  /** Set by the browser once the island has hydrated: from then on, its controls respond. */
  hydrated: 'data-hydrated',
} as const

export type IslandLoad = 'load' | 'idle' | 'visible' | 'interaction'
