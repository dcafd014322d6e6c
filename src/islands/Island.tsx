/**
 * Marks an island at build time: the one part of a pre-rendered page that comes alive in the browser. The component
 * is rendered here as a root of its own (as the browser will hydrate it), inside an element that names it, says when
 * it loads and carries its props; src/main.tsx finds that element and hydrates it with the island's own chunk.
 * A page that holds no island sends no script at all (scripts/page-html.ts).
 */
import { createElement, useId, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { ISLAND_ATTRIBUTES, type IslandLoad } from './attributes'
import { HydratedMark } from './HydratedMark'

/** Every island, by name: src/islands/<name>.island.tsx, its default export. Read at build time only. */
const ISLANDS = import.meta.glob<ComponentType<never>>('./*.island.tsx', { eager: true, import: 'default' })

const nameOf = (component: ComponentType<never>): string => {
  const file = Object.keys(ISLANDS).find((key) => ISLANDS[key] === component)
  if (!file) throw new Error(`${component.displayName ?? component.name} n’est l’export par défaut d’aucun fichier src/islands/*.island.tsx`)
  return file.slice(2, -'.island.tsx'.length)
}

interface IslandProps<P> {
  component: ComponentType<P>
  /** Given to the component at build time and again in the browser: only what JSON keeps (no function, no date). */
  props: P
  /**
   * When its code loads: 'load' once the page has painted; 'idle' when the browser has nothing else to do; 'visible'
   * when it comes near the screen; 'interaction' at the first pointer, key or focus inside it.
   */
  load: IslandLoad
}

export function Island<P extends object>({ component, props, load }: IslandProps<P>) {
  // Ids made by useId inside the island carry this prefix, the same at build time and in the browser.
  const prefix = `i${useId().replace(/[^a-zA-Z0-9]/g, '')}-`
  // The same tree as the browser's (src/main.tsx), so that ids and markup match.
  const html = renderToString(<HydratedMark element={null}>{createElement(component, props)}</HydratedMark>, { identifierPrefix: prefix })
  return (
    <div
      className="contents"
      {...{
        [ISLAND_ATTRIBUTES.name]: nameOf(component as ComponentType<never>),
        [ISLAND_ATTRIBUTES.load]: load,
        [ISLAND_ATTRIBUTES.props]: JSON.stringify(props),
        [ISLAND_ATTRIBUTES.prefix]: prefix,
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
