/**
 * The local server: dist/ answered as ./routing.ts says, with the headers of ./headers.ts (the policy's hashes read
 * from the pages of dir, as the build reads them), the precompressed copy a browser accepts (brotli, then gzip), and
 * 304 for a file the browser already holds. The addresses of the withdrawn articles, answered 410, are read from
 * dist/_redirects, as Netlify reads them (./hosting/gone.ts). It answers as deploy/nginx.conf does; the end-to-end
 * suite checks it.
 */
import { createReadStream, existsSync, readFileSync, statSync, type Stats } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join, posix } from 'node:path'
import {
  adminSecurityHeaders,
  CACHE_CONTROL,
  cachePolicy,
  contentType,
  ENCODINGS,
  isAdminPath,
  isCompressible,
  securityHeaders,
  type Header,
} from './hosting/headers.ts'
import { gonePathsIn, REDIRECTS_PATH } from './hosting/gone.ts'
import { inlineHashes } from './hosting/inline-hashes.ts'
import { answer } from './hosting/routing.ts'

const fileStats = (path: string): Stats | undefined => {
  const stats = statSync(path, { throwIfNoEntry: false })
  return stats?.isFile() ? stats : undefined
}

/**
 * A file's last modification in whole seconds, as nginx reads it: cut, never rounded (Node's `stats.mtime` rounds to
 * the millisecond, so a file written at …44.9996 s would read …45 s and disagree with nginx by a second).
 */
const modifiedSeconds = (stats: Stats) => Math.floor(stats.mtimeMs / 1000)

/** nginx's entity tag: last modification time and size, in hexadecimal. */
const entityTag = (stats: Stats) => `"${modifiedSeconds(stats).toString(16)}-${stats.size.toString(16)}"`

/** Whether a browser's Accept-Encoding allows an encoding (a q=0 refuses it). */
function accepts(request: IncomingMessage, encoding: string): boolean {
  const header = request.headers['accept-encoding'] ?? ''
  return header.split(',').some((part) => {
    const [name = '', ...params] = part.trim().split(';')
    return name.trim() === encoding && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param))
  })
}

/** The decoded path of a request's URL, or null for one that is malformed or climbs out of the site (/%2e%2e/…). */
function decodedPath(url: string): string | null {
  try {
    const pathname = decodeURIComponent(url.split('?')[0] ?? '')
    return pathname.startsWith('/') && !pathname.includes('\0') && posix.normalize(pathname) === pathname ? pathname : null
  } catch {
    return null
  }
}

export function createStaticServer(root: string): Server {
  const security: Header[] = securityHeaders(inlineHashes(root))
  const adminSecurity = adminSecurityHeaders(security)
  const isFile = (path: string) => fileStats(join(root, path)) !== undefined
  const redirects = join(root, REDIRECTS_PATH)
  const gone = new Set(existsSync(redirects) ? gonePathsIn(readFileSync(redirects, 'utf8')) : [])

  function send(request: IncomingMessage, response: ServerResponse, path: string, status: number) {
    const headers: Record<string, string> = Object.fromEntries(isAdminPath(path) ? adminSecurity : security)
    headers['Cache-Control'] = CACHE_CONTROL[cachePolicy(path)]
    headers['Content-Type'] = contentType(path)
    let file = join(root, path)
    const stored = isCompressible(path) ? ENCODINGS.filter(({ suffix }) => fileStats(file + suffix)) : []
    if (stored.length) headers.Vary = 'Accept-Encoding'
    const encoding = stored.find(({ name }) => accepts(request, name))
    if (encoding) {
      file += encoding.suffix
      headers['Content-Encoding'] = encoding.name
    }
    const stats = fileStats(file)
    if (!stats) throw new Error(`${file} : fichier disparu`)
    headers.ETag = entityTag(stats)
    // Like nginx, no modification date on the not-found or the withdrawn page: it is not the resource that was asked for.
    if (status === 200) headers['Last-Modified'] = new Date(modifiedSeconds(stats) * 1000).toUTCString()
    const fresh = status === 200 && request.headers['if-none-match'] === headers.ETag
    headers['Content-Length'] = String(fresh ? 0 : stats.size)
    response.writeHead(fresh ? 304 : status, headers)
    if (fresh || request.method === 'HEAD') response.end()
    else createReadStream(file).pipe(response)
  }

  return createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return void response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Length': '0' }).end()
    const url = request.url ?? '/'
    const pathname = decodedPath(url)
    const headers = { ...Object.fromEntries(security), 'Content-Length': '0' }
    // A path that climbs out of the site (/%2e%2e/…) is refused outright, as nginx refuses it.
    if (pathname === null) return void response.writeHead(400, headers).end()
    const result = answer(pathname, isFile, gone)
    if (!('redirect' in result)) return send(request, response, result.file, result.status)
    const query = url.includes('?') ? url.slice(url.indexOf('?')) : ''
    response.writeHead(301, { ...headers, 'Cache-Control': CACHE_CONTROL.revalidate, Location: result.redirect + query }).end()
  })
}

/** The local server on a free port of this machine, for the scripts that load the built pages (measures, link check). */
export async function serveOnFreePort(root: string): Promise<{ origin: string; close: () => void }> {
  const server = createStaticServer(root).listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  return { origin: `http://localhost:${(server.address() as AddressInfo).port}`, close: () => server.close() }
}
