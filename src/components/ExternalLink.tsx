import type { AnchorHTMLAttributes } from 'react'
import { LINK_REL, type LinkKind } from '../content/link-kinds'

/**
 * A link to another site: always a new tab, never giving that site a handle on this one; affiliate links marked
 * sponsored. Its kind comes with the link from the content (src/content/schema.ts), so no page decides it.
 */
export function ExternalLink({ children, kind, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; kind: LinkKind }) {
  return (
    <a {...props} target="_blank" rel={LINK_REL[kind]}>
      {children}
      <span className="sr-only"> (s’ouvre dans un nouvel onglet)</span>
    </a>
  )
}
