/**
 * The `_headers` file of Netlify and Cloudflare Pages. Both send the headers of every rule a path matches and join
 * the values of a header named twice, so Cache-Control comes from rules that never overlap: `/`, then `/:file` for
 * the files at the top (the pages among them), then one rule per top-level folder.
 */
import { CACHE_CONTROL, FOLDER_CACHE, type CachePolicy, type Header } from './headers.ts'

const rule = (pattern: string, headers: readonly Header[]) => `${pattern}\n${headers.map(([name, value]) => `  ${name}: ${value}`).join('\n')}\n`
const cache = (policy: CachePolicy): Header[] => [['Cache-Control', CACHE_CONTROL[policy]]]

/** `folders`: the top-level folders of dist/. */
export function headersFile(security: readonly Header[], folders: readonly string[]): string {
  return [
    '# Written by `npm run build` from build/hosting/headers.ts: change that module and rebuild rather than this file.\n',
    rule('/*', security),
    rule('/', cache('revalidate')),
    rule('/:file', cache('revalidate')),
    ...[...folders].sort().map((folder) => rule(`/${folder}/*`, cache(FOLDER_CACHE[folder] ?? 'revalidate'))),
  ].join('\n')
}
