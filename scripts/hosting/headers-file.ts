/**
 * The `_headers` file of Netlify and Cloudflare Pages. Both send the headers of every rule a path matches and join
 * the values of a header named twice, so Cache-Control comes from rules that never overlap: `/`, then `/:file` for
 * the files at the top (the pages among them), then one rule per top-level folder. A folder with headers of its own
 * (the CMS's policy under /admin/) gets them from its rule, and the other rules carry the site's value of each such
 * header: `/*` keeps only the headers that every path shares.
 */
import { CACHE_CONTROL, contentType, FOLDER_CACHE, type CachePolicy, type Header } from './headers.ts'
import { SPECULATION_RULES_PATH } from './speculation-rules.ts'

const rule = (pattern: string, headers: readonly Header[]) => `${pattern}\n${headers.map(([name, value]) => `  ${name}: ${value}`).join('\n')}\n`
const cache = (policy: CachePolicy): Header[] => [['Cache-Control', CACHE_CONTROL[policy]]]

/** `folders`: the top-level folders of dist/; `own`: the security headers of a folder whose headers differ from the site's. */
export function headersFile(security: readonly Header[], folders: readonly string[], own: Readonly<Record<string, readonly Header[]>> = {}): string {
  const same = (header: Header) => Object.values(own).every((headers) => headers.some(([name, value]) => name === header[0] && value === header[1]))
  const shared = security.filter(same)
  const differing = security.filter((header) => !same(header))
  const apart = (headers: readonly Header[]) => headers.filter(([name, value]) => !shared.some((header) => header[0] === name && header[1] === value))
  return [
    '# Written by `npm run build` from scripts/hosting/headers.ts: change that module and rebuild rather than this file.\n',
    rule('/*', shared),
    rule('/', [...differing, ...cache('revalidate')]),
    rule('/:file', [...differing, ...cache('revalidate')]),
    // Hosts send an unknown extension as a download: the rules need the type browsers require.
    rule(SPECULATION_RULES_PATH, [['Content-Type', contentType(SPECULATION_RULES_PATH)]]),
    ...[...folders]
      .sort()
      .map((folder) => rule(`/${folder}/*`, [...(own[folder] ? apart(own[folder]) : differing), ...cache(FOLDER_CACHE[folder] ?? 'revalidate')])),
  ].join('\n')
}
