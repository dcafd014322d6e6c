import type { AnchorHTMLAttributes } from 'react'

/** A link to another site: always a new tab, never giving that site a handle on this one. */
export function ExternalLink({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> (s’ouvre dans un nouvel onglet)</span>
    </a>
  )
}
