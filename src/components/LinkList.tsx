import type { LinkKind } from '../content/link-kinds'
import { ExternalLink } from '../ui/ExternalLink'

/** A list of links to other sites (social networks, partner sites), one per line. */
export function LinkList({
  links,
  className,
  linkClassName,
}: {
  links: { name: string; url: string; kind: LinkKind }[]
  className: string
  linkClassName: string
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.url}>
          <ExternalLink href={link.url} kind={link.kind} className={linkClassName}>
            {link.name}
          </ExternalLink>
        </li>
      ))}
    </ul>
  )
}
