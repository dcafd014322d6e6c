/**
 * The HTTP headers of the site, the one source for every way it is served: the `_headers` file (Netlify, Cloudflare
 * Pages), deploy/nginx.conf and the local server (`npm run serve`) are all written from this module.
 */
import { REDIRECTS_PATH } from './gone.ts'
import { SPECULATION_RULES_PATH, SPECULATION_RULES_TYPE } from './speculation-rules.ts'

/** The `'sha256-…'` sources of the inline code the written pages hold (./inline-hashes.ts finds them). */
export interface InlineHashes {
  /** Inline <script> elements that run (JSON-LD is data, not a script). */
  scripts: string[]
  /** Values of style="…" attributes. */
  styleAttributes: string[]
}

/**
 * Every policy's directives, in the order they are written, with the sources all policies share: the site itself,
 * and no plugin, no <base> elsewhere, no form sent elsewhere, no framing. A policy adds its own sources to these;
 * a directive left with none is left out.
 */
const SHARED_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'style-src-attr': [],
  'img-src': ["'self'"],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
}

type Directive = keyof typeof SHARED_DIRECTIVES

const policy = (added: Partial<Record<Directive, readonly string[]>>): string =>
  Object.entries(SHARED_DIRECTIVES)
    .map(([name, shared]) => [name, ...shared, ...(added[name as Directive] ?? [])])
    .filter((directive) => directive.length > 1)
    .map((directive) => directive.join(' '))
    .join('; ')

/**
 * Only what the site loads, from itself; inline code only by hash; no plugin, no <base>, no framing.
 * @internal also used by tests and tools, outside the production code
 */
export function contentSecurityPolicy({ scripts, styleAttributes }: InlineHashes): string {
  return policy({
    'script-src': scripts,
    'style-src-attr': styleAttributes.length ? ["'unsafe-hashes'", ...styleAttributes] : ["'none'"],
  })
}

/** Powerful browser features the site never uses, all turned off (only names Chromium knows: others log an error). */
const UNUSED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
  'browsing-topics',
]

export type Header = readonly [name: string, value: string]

/** Sent with every response. */
export function securityHeaders(hashes: InlineHashes): Header[] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(hashes)],
    ['X-Content-Type-Options', 'nosniff'],
    // The origin alone, even to the site itself: a page opened from an older calculator link (?age=34&situation=…)
    // does not send its address, health values included, as the Referer of the files it loads.
    ['Referrer-Policy', 'strict-origin'],
    ['Permissions-Policy', UNUSED_FEATURES.map((feature) => `${feature}=()`).join(', ')],
    ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    // Which links the browser may prerender (./speculation-rules.ts); a page that is not a document ignores it.
    ['Speculation-Rules', `"${SPECULATION_RULES_PATH}"`],
  ]
}

/** The folder of the CMS (Decap CMS, scripts/cms/): /admin/ and its files. */
export const ADMIN_FOLDER = 'admin'
/** @internal used by the local server (scripts/static-server.ts), outside the production code */
export const isAdminPath = (pathname: string): boolean => pathname === `/${ADMIN_FOLDER}` || pathname.startsWith(`/${ADMIN_FOLDER}/`)

/**
 * The CMS's policy, the strictest it runs under: its script from the site, and no string evaluated as code (the site's
 * build of Decap CMS leaves out the one check that compiled code at run time, scripts/cms/admin-bundle.ts); WebAssembly
 * compiled from the site's files, which the CMS's image encoder is (JPEG and PNG to WebP); inline styles, which its
 * components write (emotion); pictures it previews from memory (blob:, data:); requests to the site (git-gateway is on
 * the site's origin), to the APIs of GitHub and GitLab and to the local backend given (`npm run edit`), and to the
 * files it holds in memory (blob:), which it reads to send an image with the entry that uses it.
 */
export function adminContentSecurityPolicy(localBackend?: string): string {
  return policy({
    'script-src': ["'wasm-unsafe-eval'"],
    'style-src': ["'unsafe-inline'"],
    'img-src': ['blob:', 'data:'],
    'connect-src': ['blob:', 'https://api.github.com', 'https://gitlab.com', ...(localBackend ? [localBackend] : [])],
  })
}

/** The CMS's headers: the site's, with its own policy, and kept out of search engines. */
export function adminSecurityHeaders(security: readonly Header[]): Header[] {
  return [
    ...security.map(([name, value]): Header => [name, name === 'Content-Security-Policy' ? adminContentSecurityPolicy() : value]),
    ['X-Robots-Tag', 'noindex, nofollow'],
  ]
}

/**
 * How long a browser keeps a file. Files under /assets/ have a hash in their name (a new content is a new name):
 * kept a year. Illustrations and social images keep their name when redrawn: a day. Pages and everything else are
 * checked again at every visit (a cheap 304 when unchanged), so that a new deploy is seen at once.
 */
export const CACHE_CONTROL = {
  hashed: 'public, max-age=31536000, immutable',
  images: 'public, max-age=86400',
  revalidate: 'public, max-age=0, must-revalidate',
} as const
export type CachePolicy = keyof typeof CACHE_CONTROL

/** Top-level folders of dist/ with a policy of their own; every other file, pages included, is revalidated. */
export const FOLDER_CACHE: Readonly<Record<string, CachePolicy>> = { assets: 'hashed', images: 'images' }

/** The policy of the file served at a path. */
export function cachePolicy(pathname: string): CachePolicy {
  const folder = /^\/([^/]+)\//.exec(pathname)?.[1]
  return (folder && FOLDER_CACHE[folder]) || 'revalidate'
}

/** Text types by file extension: sent as UTF-8 and stored precompressed (gzip and brotli). */
export const TEXT_TYPES: Readonly<Record<string, string>> = {
  html: 'text/html',
  css: 'text/css',
  js: 'application/javascript',
  json: 'application/json',
  webmanifest: 'application/manifest+json',
  xml: 'text/xml',
  atom: 'application/atom+xml',
  txt: 'text/plain',
  svg: 'image/svg+xml',
  yml: 'text/yaml',
  speculationrules: SPECULATION_RULES_TYPE,
}
/** The other types by file extension, sent as they are. */
export const BINARY_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  wasm: 'application/wasm',
}
const OTHER_TYPE = 'application/octet-stream'

const extension = (path: string) => /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? ''

/**
 * The Content-Type header of a file, as nginx sends it with `charset utf-8` for the text types.
 * @internal also used by tests and tools, outside the production code
 */
export function contentType(path: string): string {
  const known = extension(path)
  return TEXT_TYPES[known] ? `${TEXT_TYPES[known]}; charset=utf-8` : (BINARY_TYPES[known] ?? OTHER_TYPE)
}

/** Whether a file is text, worth storing compressed beside itself. */
export const isCompressible = (path: string): boolean => Boolean(TEXT_TYPES[extension(path)])

/**
 * Encodings stored beside a text file, in the order a server prefers them: file.br, then file.gz.
 * @internal also used by tests and tools, outside the production code
 */
export const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const

/** Files of dist/ that are build by-products and never served: the hosts' headers and redirect rules. */
export const UNSERVED = ['/_headers', REDIRECTS_PATH]
