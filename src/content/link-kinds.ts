/**
 * What an outbound link is to the site, which decides its rel attribute and the disclosure shown next to it. Every
 * outbound link gets its kind from the content schema (src/content/schema.ts), never from the page that shows it.
 */
export const LINK_KINDS = ['affiliate', 'partner', 'social', 'reference'] as const
export type LinkKind = (typeof LINK_KINDS)[number]

/** The short disclosure written right after a commercial link (Competition Bureau: clear and next to the link). */
export const LINK_DISCLOSURE: Record<LinkKind, string | null> = {
  affiliate: 'lien affilié',
  partner: 'lien partenaire',
  social: null,
  reference: null,
}

/** Affiliate links are paid placements for search engines; no outbound link gets a handle on this page. */
export const LINK_REL: Record<LinkKind, string> = {
  affiliate: 'sponsored noopener noreferrer',
  partner: 'noopener noreferrer',
  social: 'noopener noreferrer',
  reference: 'noopener noreferrer',
}

/** A short badge for a block that promotes a commercial link (the header's shop bar). */
export const LINK_BADGE: Record<LinkKind, string | null> = {
  affiliate: 'Lien affilié',
  partner: 'Partenaire',
  social: null,
  reference: null,
}
