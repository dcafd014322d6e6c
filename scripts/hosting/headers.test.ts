// Expected values are written out by hand from the requirements and RFCs, and the hashes computed with
// `printf '%s' '<text>' | openssl dgst -sha256 -binary | base64`, not by the code under test.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { adminSecurityHeaders, cachePolicy, contentSecurityPolicy, contentType, securityHeaders } from './headers'
import { headersFile } from './headers-file'
import { hashSource, inlineCode, inlineHashes } from './inline-hashes'
import { speculationRules } from './speculation-rules'

const SSG_SCRIPT = "window.__VITE_REACT_SSG_HASH__ = 'abc'"
const SSG_HASH = "'sha256-hAeskqORrpq5o7hVlQj8xHowsXxgO7QgEXBmJ0/qEYQ='"
const ZONE_STYLE_HASH = "'sha256-GADbsJE/ulk6XnZVFewbFUQFDjRyN8LjWbYuHiqztpY='"

describe('the Content-Security-Policy', () => {
  it('allows the site itself and the hashed inline code, nothing else', () => {
    expect(contentSecurityPolicy({ scripts: [SSG_HASH], styleAttributes: [ZONE_STYLE_HASH] })).toBe(
      "default-src 'self'; script-src 'self' " +
        SSG_HASH +
        "; style-src 'self'; style-src-attr 'unsafe-hashes' " +
        ZONE_STYLE_HASH +
        "; img-src 'self'; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    )
  })

  it('forbids style attributes when the pages have none', () => {
    expect(contentSecurityPolicy({ scripts: [], styleAttributes: [] })).toContain("style-src-attr 'none'")
  })

  it('never allows inline code in general nor any origin by wildcard', () => {
    const csp = contentSecurityPolicy({ scripts: [SSG_HASH], styleAttributes: [] })
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src '))
    expect(scriptSrc).toBe(`script-src 'self' ${SSG_HASH}`)
    expect(csp).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*/)
  })
})

describe('the headers of every response', () => {
  it('are the ones the issue lists', () => {
    const headers = Object.fromEntries(securityHeaders({ scripts: [], styleAttributes: [] }))
    expect(Object.keys(headers)).toEqual(
      expect.arrayContaining([
        'Content-Security-Policy',
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Permissions-Policy',
        'Strict-Transport-Security',
      ]),
    )
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['Referrer-Policy']).toBe('strict-origin')
    expect(headers['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains')
    expect(headers['Permissions-Policy']).toMatch(/(^|, )camera=\(\)(, |$)/)
    expect(headers['Permissions-Policy']).toMatch(/(^|, )geolocation=\(\)(, |$)/)
    expect(headers['Permissions-Policy']).not.toMatch(/=\((?!\))/)
  })

  it('keep hashed assets a year, images a day, and have pages checked again at every visit', () => {
    expect(cachePolicy('/assets/app-X5KtTmlC.js')).toBe('hashed')
    expect(cachePolicy('/images/partage/contact.png')).toBe('images')
    expect(cachePolicy('/contact.html')).toBe('revalidate')
    expect(cachePolicy('/articles/hiit.html')).toBe('revalidate')
    expect(cachePolicy('/assets.html')).toBe('revalidate')
  })

  it('name the content type, UTF-8 for text, as nginx does', () => {
    expect(contentType('/contact.html')).toBe('text/html; charset=utf-8')
    expect(contentType('/flux.atom')).toBe('application/atom+xml; charset=utf-8')
    expect(contentType('/images/partage/contact.png')).toBe('image/png')
    expect(contentType('/_headers')).toBe('application/octet-stream')
  })
})

describe('the inline code of a page', () => {
  const page = `<html><head><script type="application/ld+json">{"a":"<b style=\\"x\\">"}</script>
    <script type="module" async src="/assets/app.js"></script></head>
    <body><div style="border-left-color:#16a34a">x</div><p title='a&amp;b&quot;c'>style="not an attribute"</p>
    <script>${SSG_SCRIPT}</script><script type="module">import '/x.js'</script></body></html>`

  it('is the inline scripts that run, not JSON-LD or external scripts, and the style attributes', () => {
    expect(inlineCode(page)).toEqual({ scripts: [SSG_SCRIPT, "import '/x.js'"], styleAttributes: ['border-left-color:#16a34a'] })
  })

  it('is hashed as CSP wants it, after decoding character references in attributes', () => {
    expect(hashSource(SSG_SCRIPT)).toBe(SSG_HASH)
    expect(inlineCode('<p style="a&amp;b&quot;c">').styleAttributes).toEqual(['a&b"c'])
    expect(hashSource('a&b"c')).toBe("'sha256-FYph7JWBYAGM6N9qijGW95O1Jzhtj9mudWlDmCfjuC0='")
  })

  let dir = ''
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('is gathered from every page written, once per distinct text', () => {
    dir = mkdtempSync(join(tmpdir(), 'pages-'))
    writeFileSync(join(dir, 'a.html'), page)
    writeFileSync(join(dir, 'b.html'), `<script>${SSG_SCRIPT}</script>`)
    expect(inlineHashes(dir)).toEqual({ scripts: [hashSource("import '/x.js'"), SSG_HASH].sort(), styleAttributes: [ZONE_STYLE_HASH] })
  })
})

describe('the _headers file', () => {
  it('sends the security headers everywhere and one Cache-Control per path', () => {
    expect(headersFile([['X-Content-Type-Options', 'nosniff']], ['images', 'assets', 'articles'])).toBe(
      [
        '# Written by `npm run build` from scripts/hosting/headers.ts: change that module and rebuild rather than this file.',
        '',
        '/*\n  X-Content-Type-Options: nosniff\n',
        '/\n  Cache-Control: public, max-age=0, must-revalidate\n',
        '/:file\n  Cache-Control: public, max-age=0, must-revalidate\n',
        '/navigation.speculationrules\n  Content-Type: application/speculationrules+json; charset=utf-8\n',
        '/articles/*\n  Cache-Control: public, max-age=0, must-revalidate\n',
        '/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n',
        '/images/*\n  Cache-Control: public, max-age=86400\n',
      ].join('\n'),
    )
  })
})

describe('the headers of the CMS (/admin/)', () => {
  const site = securityHeaders({ scripts: [SSG_HASH], styleAttributes: [] })
  const admin = Object.fromEntries(adminSecurityHeaders(site))

  it('are the site’s but for a policy of their own and a word to search engines', () => {
    // The CMS compiles its image encoder (WebAssembly) but evaluates no string, writes inline styles, shows and reads
    // pictures from memory and saves through GitHub's or GitLab's API; nothing else leaves the site, no inline script runs.
    expect(admin['Content-Security-Policy']).toBe(
      "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' blob: data:; font-src 'self'; " +
        "connect-src 'self' blob: https://api.github.com https://gitlab.com; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    )
    expect(admin['X-Robots-Tag']).toBe('noindex, nofollow')
    for (const [name, value] of site) if (name !== 'Content-Security-Policy') expect(admin[name], name).toBe(value)
  })

  it('come from the admin folder’s rule in _headers, never joined to the site’s policy', () => {
    const csp = (headers: readonly (readonly [string, string])[]) => headers.filter(([name]) => name === 'Content-Security-Policy')
    const file = headersFile([['X-Frame-Options', 'DENY'], ...csp(site)], ['admin', 'assets'], {
      admin: [['X-Frame-Options', 'DENY'], ...csp(adminSecurityHeaders(site)), ['X-Robots-Tag', 'noindex, nofollow']],
    })
    const sitePolicy = `  Content-Security-Policy: ${csp(site)[0]![1]}`
    const adminPolicy = `  Content-Security-Policy: ${admin['Content-Security-Policy']}`
    expect(file).toBe(
      [
        '# Written by `npm run build` from scripts/hosting/headers.ts: change that module and rebuild rather than this file.',
        '',
        '/*\n  X-Frame-Options: DENY\n',
        `/\n${sitePolicy}\n  Cache-Control: public, max-age=0, must-revalidate\n`,
        `/:file\n${sitePolicy}\n  Cache-Control: public, max-age=0, must-revalidate\n`,
        '/navigation.speculationrules\n  Content-Type: application/speculationrules+json; charset=utf-8\n',
        `/admin/*\n${adminPolicy}\n  X-Robots-Tag: noindex, nofollow\n  Cache-Control: public, max-age=0, must-revalidate\n`,
        `/assets/*\n${sitePolicy}\n  Cache-Control: public, max-age=31536000, immutable\n`,
      ].join('\n'),
    )
  })
})

describe('navigation made instant by the browser', () => {
  it('names the prerendering rules on every response, served with the type browsers require', () => {
    const site = Object.fromEntries(securityHeaders({ scripts: [], styleAttributes: [] }))
    expect(site['Speculation-Rules']).toBe('"/navigation.speculationrules"')
    expect(contentType('/navigation.speculationrules')).toBe('application/speculationrules+json; charset=utf-8')
  })

  it('prerenders the site’s own pages on a resting pointer or a touch, never the excluded paths nor links opening elsewhere', () => {
    expect(JSON.parse(speculationRules(['/admin/*']))).toEqual({
      prerender: [
        {
          where: {
            and: [{ href_matches: '/*' }, { not: { href_matches: '/admin/*' } }, { not: { selector_matches: '[target=_blank], [download]' } }],
          },
          eagerness: 'moderate',
        },
      ],
    })
  })
})
