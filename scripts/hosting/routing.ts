/**
 * How a path of the site is answered, as every host of the site answers it: clean URLs (/contact serves
 * contact.html), /contact.html and /contact/ redirected to /contact, 410.html with status 410 at the addresses of a
 * withdrawn article (./gone.ts), 404.html with status 404 for anything else, no single-page fallback. The CMS's folder
 * is the exception: /admin redirects to /admin/, which serves admin/index.html. The local server follows this
 * function; deploy/nginx.conf (./nginx-conf.ts) says the same in nginx's words, and the end-to-end suite checks that
 * both answer alike.
 */
import { GONE_PATH, NOT_FOUND_PATH } from '../../src/site-pages.ts'
import { GONE_FILE } from './gone.ts'
import { ADMIN_FOLDER, UNSERVED } from './headers.ts'

export const NOT_FOUND_FILE = '/404.html'

export type Answer = { redirect: string } | { file: string; status: 200 | 404 | 410 }

/**
 * The paths answered 404 though a file of dist/ lies behind them: the two error pages, at their own addresses (they
 * are served only in answer to another), and the build's by-products.
 */
const NEVER_SERVED = new Set([NOT_FOUND_PATH, NOT_FOUND_FILE, GONE_PATH, GONE_FILE, ...UNSERVED])

/**
 * The answer to a request for `pathname` (decoded, without the query), given which files dist/ holds and the
 * addresses of the withdrawn articles (`gone`, ./gone.ts).
 * @internal also used by tests and tools, outside the production code
 */
export function answer(pathname: string, isFile: (path: string) => boolean, gone: ReadonlySet<string> = new Set()): Answer {
  const notFound = { file: NOT_FOUND_FILE, status: 404 } as const
  if (pathname === '/index.html') return { redirect: '/' }
  if (pathname === '/') return isFile('/index.html') ? { file: '/index.html', status: 200 } : notFound
  if (NEVER_SERVED.has(pathname)) return notFound
  if (gone.has(pathname)) return { file: GONE_FILE, status: 410 }
  const admin = `/${ADMIN_FOLDER}/`
  if (pathname === admin.slice(0, -1)) return { redirect: admin }
  if (pathname.startsWith(admin)) {
    const file = pathname === admin ? `${admin}index.html` : pathname
    return isFile(file) ? { file, status: 200 } : notFound
  }
  const page = /^(\/.+)(?:\.html|\/)$/.exec(pathname)?.[1]
  if (page) return { redirect: page }
  if (isFile(pathname)) return { file: pathname, status: 200 }
  if (isFile(`${pathname}.html`)) return { file: `${pathname}.html`, status: 200 }
  return notFound
}
