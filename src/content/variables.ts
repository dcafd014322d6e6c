/** The text variables an editor may write as {{name}} in Markdown, and their substitution. */
import type { Site } from './schema.ts'
import { FACT_VARIABLES } from './site-facts.ts'
import { cityLine } from './postal-address.ts'

export function siteVariables(site: Site): Record<string, string> {
  return {
    site: site.name,
    courriel: site.email,
    domaine: new URL(site.baseUrl).host,
    exploitant: site.operator,
    /** The site's postal address on one line, as a sentence writes it: « 2500, boulevard Laurier, bureau 310, Québec (Québec) G1V 2L1 ». */
    adresse: `${site.postalAddress.street}, ${cityLine(site.postalAddress)}`,
    'responsable-rp': site.privacyOfficer.title,
    'courriel-rp': site.privacyOfficer.email,
    hebergeur: site.providers.host,
    'service-courriel': site.providers.mail,
    redirection: site.providers.redirect,
    ...FACT_VARIABLES,
  }
}

/**
 * Each {{name}} replaced by its value. A value that ends with a period (« … inc. ») and closes a sentence takes the
 * sentence's period as its own, as a French abbreviation does: one period, not « inc.. » (an ellipsis keeps its three).
 */
export function substituteVariables(markdown: string, values: Record<string, string>, report: (message: string) => void): string {
  return markdown.replace(/\{\{\s*([^}]*?)\s*\}\}(\.?)/g, (whole, name: string, period: string) => {
    const value = values[name]
    if (value !== undefined) return value.endsWith('.') ? value : value + period
    report(
      `variable inconnue {{${name}}} (connues : ${Object.keys(values)
        .map((v) => `{{${v}}}`)
        .join(', ')})`,
    )
    return whole
  })
}
