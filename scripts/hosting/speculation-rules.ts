/**
 * Navigation between the site's pages is a page load, made near-instant by the browser: a page is prerendered when
 * the visitor's pointer rests on a link to it, or their finger touches it (eagerness « moderate »). The rules are a
 * file named by an HTTP header on every response (Speculation-Rules), not a script in the pages, so that the security
 * policy allows no inline code for them. The paths `excluded` (the CMS) and links that open elsewhere are left out.
 */
/** Where the rules are served; their extension gives them the content type browsers require (./headers.ts). */
export const SPECULATION_RULES_PATH = '/navigation.speculationrules'
export const SPECULATION_RULES_TYPE = 'application/speculationrules+json'

export const speculationRules = (excluded: readonly string[]): string =>
  JSON.stringify({
    prerender: [
      {
        where: {
          and: [
            { href_matches: '/*' },
            ...excluded.map((pattern) => ({ not: { href_matches: pattern } })),
            { not: { selector_matches: '[target=_blank], [download]' } },
          ],
        },
        eagerness: 'moderate',
      },
    ],
  })
