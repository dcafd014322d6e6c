import type { AnchorHTMLAttributes } from 'react'
import { LINK_DISCLOSURE, LINK_REL, type LinkKind } from '../content/link-kinds'

/**
 * A link to another site: always a new tab, never giving that site a handle on this one; a paid link is marked
 * sponsored and followed by its disclosure (« (lien d’affiliation) » or « (lien commandité) »), unless the block around it already says so with a
 * badge (`badged`). Its kind comes with the link from the content (src/content/schema.ts), so no page decides it.
 */
export function ExternalLink({
  children,
  kind,
  badged = false,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; kind: LinkKind; badged?: boolean }) {
  const disclosure = badged ? null : LINK_DISCLOSURE[kind]
  return (
    <>
      <a {...props} target="_blank" rel={LINK_REL[kind]}>
        {children}
        <span className="sr-only"> (s’ouvre dans un nouvel onglet)</span>
      </a>
      {disclosure && (
        <>
          {'\u00a0'}
          <span className="disclosure text-[0.85em] font-normal whitespace-nowrap">{`(${disclosure})`}</span>
        </>
      )}
    </>
  )
}
