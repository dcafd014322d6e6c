import { ExternalLink } from './ExternalLink'

/** A list of links to other sites (social networks, partner sites), one per line. */
export function LinkList({ links, className, linkClassName }: { links: { name: string; url: string }[]; className: string; linkClassName: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.url}>
          <ExternalLink href={link.url} className={linkClassName}>
            {link.name}
          </ExternalLink>
        </li>
      ))}
    </ul>
  )
}
