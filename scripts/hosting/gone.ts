/**
 * The addresses of the articles withdrawn from the site (their `withdrawnAt`, src/content/publication.ts), which every
 * host answers 410 Gone with 410.html: listed once, from the content, by `gonePaths`; written for Netlify in
 * dist/_redirects, which the local server reads back (../static-server.ts), and for nginx in deploy/nginx.conf
 * (./nginx-conf.ts). Cloudflare Pages reads the same _redirects but has no such status (redirects and 200 rewrites
 * only): it ignores these lines, with a warning in its deployment log, and answers 404.html there.
 */
import type { WithdrawnArticle } from '../../src/content/pipeline.ts'
import { articleIds, articlePath, GONE_PATH } from '../../src/site-pages.ts'

/** The page every host answers at a withdrawn article's addresses, with the status 410. */
export const GONE_FILE = `${GONE_PATH}.html`
/** The redirect rules of Netlify (and Cloudflare Pages), at the root of dist/: a build by-product, never served itself. */
export const REDIRECTS_PATH = '/_redirects'

/** Both addresses of every withdrawn article (route id and canonical id), sorted. */
export const gonePaths = (withdrawn: readonly WithdrawnArticle[]): string[] =>
  [...new Set(withdrawn.flatMap((article) => articleIds(article).map(articlePath)))].sort()

/** A rule of _redirects: the address, the page shown there, its status (Netlify shows a page with any status). */
const rule = (path: string) => `${path} ${GONE_FILE} 410`
const RULE = new RegExp(`^(/\\S+)\\s+${GONE_FILE.replace('.', '\\.')}\\s+410$`)

/** dist/_redirects: one rule per address of a withdrawn article; the comment alone when none is. */
export const redirectsFile = (paths: readonly string[]): string =>
  [
    '# Written by `npm run build` from the articles withdrawn from the site (withdrawnAt) and scripts/hosting/gone.ts:',
    '# each of their addresses answers 410.html with the status 410 Gone. Cloudflare Pages ignores these lines (no 410).',
    ...paths.map(rule),
  ].join('\n') + '\n'

/**
 * The addresses a _redirects file answers 410: the local server reads them back from dist/, as Netlify would.
 * @internal used by the local server and tests, outside the production code
 */
export const gonePathsIn = (redirects: string): string[] => redirects.split('\n').flatMap((line) => RULE.exec(line.trim())?.slice(1, 2) ?? [])
