// The local server and nginx (deploy/nginx.conf) answer every kind of path alike, status and headers, and send the
// headers that dist/_headers gives the static hosts: the three ways the site is served agree.
import { readdirSync, readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { NGINX_ACCESS_LOG, serverUrl } from '../playwright.config'
import { SPECULATION_RULES_PATH } from '../scripts/hosting/speculation-rules'
import { articleIds, articlePath, FEED_PATH, SITEMAP_PATH, socialImagePath } from '../src/site-pages'
import { ADMIN_SCRIPT } from '../scripts/cms/admin-bundle'
import { CONTEXT_FILE } from '../scripts/cms/browser/context'
import { content, everyPath } from './fixtures'

const SECURITY = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'strict-transport-security',
  'x-frame-options',
  'cross-origin-opener-policy',
  'speculation-rules',
  'x-robots-tag',
]
/** What a file's response says of it; a redirect or a refusal has no file, so only its status, Location and the headers above count. */
const OF_A_FILE = ['cache-control', 'content-type', 'content-encoding', 'content-length', 'vary', 'etag', 'last-modified']

const asset = (extension: string) => `/assets/${readdirSync('dist/assets').find((file) => file.endsWith(extension))}`
const PATHS = [
  ...everyPath,
  ...content.articles.flatMap((article) => articleIds(article).map(articlePath)),
  ...['/contact.html', '/contact/', '/index.html', '/index', '/articles/', '/contact.html?depuis=courriel'],
  ...['/404', '/404.html', '/_headers', '/page-inexistante', '/articles/inconnu', '/assets/absent.js', '/%2e%2e/etc/passwd'],
  // The page of a withdrawn article's addresses and Netlify's rules (scripts/hosting/gone.ts): never served themselves.
  ...['/410', '/410.html', '/_redirects'],
  ...[asset('.js'), asset('.css'), socialImagePath('/contact'), content.articles[0]?.image ?? '', '/favicon.svg', '/apple-touch-icon.png'],
  ...[SITEMAP_PATH, '/robots.txt', FEED_PATH, SPECULATION_RULES_PATH],
  ...['/admin', '/admin/', '/admin/config.yml', `/admin/${ADMIN_SCRIPT}`, `/admin/${CONTEXT_FILE}`, '/admin/absent.js'],
]
/** The CMS's files have a policy of their own (scripts/hosting/headers.ts): WebAssembly, no eval, no inline script. */
const isCms = (path: string) => path.startsWith('/admin/') && !path.endsWith('absent.js')
const ENCODINGS = ['gzip, deflate, br, zstd', 'gzip', 'identity']

interface Answer {
  status: number
  headers: Record<string, string>
}

async function ask(server: 'local' | 'nginx', path: string, headers: Record<string, string>): Promise<Answer> {
  const response = await fetch(serverUrl(server) + path, { headers, redirect: 'manual' })
  await response.arrayBuffer()
  const compared = [...SECURITY, 'location', ...(response.status === 301 || response.status === 400 ? [] : OF_A_FILE)]
  return {
    status: response.status,
    headers: Object.fromEntries(compared.flatMap((name) => (response.headers.has(name) ? [[name, response.headers.get(name) ?? '']] : []))),
  }
}

test('both servers answer every kind of path with the same status and headers, compressed or not', async () => {
  for (const path of PATHS) {
    for (const encoding of ENCODINGS) {
      const request = { 'Accept-Encoding': encoding }
      const [local, nginx] = await Promise.all([ask('local', path, request), ask('nginx', path, request)])
      expect(local, `${path} (${encoding})`).toEqual(nginx)
      expect(local.headers['content-security-policy'], path).toMatch(
        isCms(path) ? /script-src 'self' 'wasm-unsafe-eval';/ : /script-src 'self'( 'sha256-[\w+/=]+')+;/,
      )
      // A browser that holds the file is told it is still good.
      const etag = local.headers.etag
      if (local.status !== 200 || !etag) continue
      const [localAgain, nginxAgain] = await Promise.all([
        ask('local', path, { ...request, 'If-None-Match': etag }),
        ask('nginx', path, { ...request, 'If-None-Match': etag }),
      ])
      expect(localAgain.status, path).toBe(304)
      expect(nginxAgain.status, path).toBe(304)
    }
  }
})

test('both servers compress text with brotli, then gzip, and send images as they are', async () => {
  for (const server of ['local', 'nginx'] as const) {
    expect((await ask(server, '/contact', { 'Accept-Encoding': 'gzip, deflate, br' })).headers['content-encoding']).toBe('br')
    expect((await ask(server, asset('.js'), { 'Accept-Encoding': 'gzip' })).headers['content-encoding']).toBe('gzip')
    expect((await ask(server, socialImagePath('/contact'), { 'Accept-Encoding': 'gzip, br' })).headers['content-encoding']).toBeUndefined()
  }
})

/** The rules of dist/_headers whose pattern (Netlify and Cloudflare syntax: `*` splat, `:name` placeholder) matches a path. */
function headersFileRules(path: string): Record<string, string> {
  const expected: Record<string, string> = {}
  for (const block of readFileSync('dist/_headers', 'utf8').split(/\n(?=\/)/)) {
    const [pattern = '', ...lines] = block.split('\n').filter((line) => line.trim() && !line.startsWith('#'))
    const source = pattern
      .trim()
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/:\w+/g, '[^/]+')
    if (!new RegExp(`^${source}$`).test(path)) continue
    for (const line of lines) {
      const [name = '', ...value] = line.trim().split(': ')
      expect(expected[name.toLowerCase()], `${name} given twice for ${path}: hosts would join the values`).toBeUndefined()
      expected[name.toLowerCase()] = value.join(': ')
    }
  }
  return expected
}

test('the servers send what dist/_headers tells Netlify and Cloudflare Pages to send', async () => {
  for (const path of [
    '/',
    '/contact',
    '/articles/frequence-cardiaque-bruler-graisses',
    asset('.js'),
    socialImagePath('/'),
    FEED_PATH,
    SPECULATION_RULES_PATH,
    '/admin/',
    '/admin/config.yml',
  ]) {
    const expected = headersFileRules(path)
    // Search engines are told to keep out of the CMS only.
    const sent = isCms(path) ? [...SECURITY] : SECURITY.filter((name) => name !== 'x-robots-tag')
    // The prerendering rules need a type of their own, which hosts do not know from the extension.
    const typed = path === SPECULATION_RULES_PATH ? ['content-type'] : []
    expect(Object.keys(expected).sort(), path).toEqual([...sent, 'cache-control', ...typed].sort())
    const answer = await ask('local', path, {})
    expect(answer.status, path).toBe(200)
    expect(answer.headers, path).toMatchObject(expected)
  }
})

test('nginx logs the page an older link of the calculator opens, never the age and situation in its query', async () => {
  const marker = `/calculateur-bpm?age=34&situation=grossesse&repos=58&trace=${Date.now()}`
  const response = await fetch(serverUrl('nginx') + marker, { headers: { Referer: `${serverUrl('nginx')}/?age=34&situation=grossesse` } })
  expect(response.status).toBe(200)
  // nginx writes a line once the answer is sent; the file may take a moment to show it.
  await expect.poll(() => readFileSync(NGINX_ACCESS_LOG, 'utf8')).toContain('"GET /calculateur-bpm HTTP/1.1" 200')
  const log = readFileSync(NGINX_ACCESS_LOG, 'utf8')
  for (const detail of ['age=', 'situation=', 'repos=', 'trace=']) expect(log).not.toContain(detail)
})
