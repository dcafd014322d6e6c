/**
 * What an outbound link is to the site, which decides its rel attribute and the disclosure shown next to it. Every
 * outbound link gets its kind from the content schema (src/content/schema.ts), never from the page that shows it.
 */
export const LINK_KINDS = ['affiliate', 'partner', 'social', 'reference'] as const
export type LinkKind = (typeof LINK_KINDS)[number]

/** What each kind is, in the words of the CMS form's choices. */
export const LINK_KIND_LABELS: Record<LinkKind, string> = {
  affiliate: 'Lien affilié (commission : « lien d’affiliation »)',
  partner: 'Partenaire (peut payer le site : « lien commandité »)',
  social: 'Réseau social',
  reference: 'Référence (source, sans lien commercial)',
}

/** Paid links: an affiliate link earns the site a commission, a partner (the shop, the network's sites) may pay it. */
const PAID_KINDS: readonly LinkKind[] = ['affiliate', 'partner']

/** What each kind gets: the paid kinds one value, the others another. */
const paidOrNot = <T>(paid: T, unpaid: T) =>
  Object.fromEntries(LINK_KINDS.map((kind) => [kind, PAID_KINDS.includes(kind) ? paid : unpaid])) as Readonly<Record<LinkKind, T>>

/**
 * The short disclosure written right after a paid link (Competition Bureau: clear and next to the link), in words a
 * reader understands and that say what the link is: « d’affiliation » for a link that earns the site a commission on
 * a sale, « commandité » for the shop and the network's sites, which belong to the site's own group and may pay it.
 */
export const LINK_DISCLOSURE: Readonly<Record<LinkKind, string | null>> = {
  affiliate: 'lien d’affiliation',
  partner: 'lien commandité',
  social: null,
  reference: null,
}

/** Paid links are marked sponsored for search engines; no outbound link gets a handle on this page. */
export const LINK_REL = paidOrNot('sponsored noopener noreferrer', 'noopener noreferrer')

/** A short badge for a block that promotes a paid link (the header's shop bar), in place of the disclosure after it. */
export const LINK_BADGE = paidOrNot<string | null>('Commandité', null)
