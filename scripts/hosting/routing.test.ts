import { describe, expect, it } from 'vitest'
import { gonePaths, gonePathsIn, redirectsFile } from './gone'
import { nginxConf } from './nginx-conf'
import { answer } from './routing'

const files = new Set([
  '/index.html',
  '/contact.html',
  '/articles.html',
  '/404.html',
  '/410.html',
  '/sitemap.xml',
  '/assets/app.js',
  '/articles/hiit.html',
  '/_headers',
  '/_redirects',
  '/admin/index.html',
  '/admin/config.yml',
])
const isFile = (path: string) => files.has(path)

describe('how a path is answered', () => {
  it('serves a page at its clean address, and a file as it is', () => {
    expect(answer('/', isFile)).toEqual({ file: '/index.html', status: 200 })
    expect(answer('/contact', isFile)).toEqual({ file: '/contact.html', status: 200 })
    expect(answer('/articles', isFile)).toEqual({ file: '/articles.html', status: 200 })
    expect(answer('/articles/hiit', isFile)).toEqual({ file: '/articles/hiit.html', status: 200 })
    expect(answer('/sitemap.xml', isFile)).toEqual({ file: '/sitemap.xml', status: 200 })
  })

  it('redirects the .html address and the trailing slash to the clean address', () => {
    expect(answer('/contact.html', isFile)).toEqual({ redirect: '/contact' })
    expect(answer('/contact/', isFile)).toEqual({ redirect: '/contact' })
    expect(answer('/index.html', isFile)).toEqual({ redirect: '/' })
  })

  it('answers 404.html with status 404 for anything else, the build by-products included', () => {
    const notFound = { file: '/404.html', status: 404 }
    for (const path of ['/page-inexistante', '/articles/inconnu', '/assets/absent.js', '/404', '/404.html', '/_headers', '/_redirects'])
      expect(answer(path, isFile), path).toEqual(notFound)
  })
})

describe('a withdrawn article’s addresses', () => {
  const gone = new Set(['/articles/palpitations', '/articles/palpitations-cafe'])

  it('answer 410.html with status 410, at its route id and at its canonical id', () => {
    expect(answer('/articles/palpitations', isFile, gone)).toEqual({ file: '/410.html', status: 410 })
    expect(answer('/articles/palpitations-cafe', isFile, gone)).toEqual({ file: '/410.html', status: 410 })
  })

  it('redirect from their .html and trailing-slash forms to the address that answers 410', () => {
    expect(answer('/articles/palpitations.html', isFile, gone)).toEqual({ redirect: '/articles/palpitations' })
    expect(answer('/articles/palpitations/', isFile, gone)).toEqual({ redirect: '/articles/palpitations' })
  })

  it('leave every other address as it was; 410.html asked for itself, at either address, is not found, like 404.html', () => {
    expect(answer('/articles/hiit', isFile, gone)).toEqual({ file: '/articles/hiit.html', status: 200 })
    for (const path of ['/410', '/410.html']) {
      expect(answer(path, isFile, gone), path).toEqual({ file: '/404.html', status: 404 })
      expect(answer(path, isFile), path).toEqual({ file: '/404.html', status: 404 })
    }
  })

  it('are listed once from the content, both ids of each article, sorted, one of them when both are the same', () => {
    expect(
      gonePaths([
        { routeId: 'zones-hiver', canonicalId: 'zones-hiver', withdrawnAt: '2026-11-20' },
        { routeId: 'palpitations', canonicalId: 'palpitations-cafe', withdrawnAt: '2026-11-27' },
      ]),
    ).toEqual(['/articles/palpitations', '/articles/palpitations-cafe', '/articles/zones-hiver'])
  })

  it('are written in _redirects for Netlify, one rule each, and read back from it by the local server', () => {
    const file = redirectsFile(['/articles/palpitations', '/articles/palpitations-cafe'])
    expect(file.split('\n').filter((line) => !line.startsWith('#'))).toEqual([
      '/articles/palpitations /410.html 410',
      '/articles/palpitations-cafe /410.html 410',
      '',
    ])
    expect(gonePathsIn(file)).toEqual(['/articles/palpitations', '/articles/palpitations-cafe'])
    // A file with no withdrawn article holds its comment alone; any other rule is not a withdrawn address.
    expect(
      redirectsFile([])
        .split('\n')
        .filter((line) => line && !line.startsWith('#')),
    ).toEqual([])
    expect(gonePathsIn('/ancien /nouveau 301\n/articles/x /404.html 404\n')).toEqual([])
  })
})

describe('the CMS’s folder', () => {
  it('is a folder with its index page, as Netlify and Cloudflare Pages serve it: /admin redirects to /admin/', () => {
    expect(answer('/admin', isFile)).toEqual({ redirect: '/admin/' })
    expect(answer('/admin/', isFile)).toEqual({ file: '/admin/index.html', status: 200 })
    expect(answer('/admin/config.yml', isFile)).toEqual({ file: '/admin/config.yml', status: 200 })
    expect(answer('/admin/absent.js', isFile)).toEqual({ file: '/404.html', status: 404 })
  })
})

describe('deploy/nginx.conf', () => {
  const conf = nginxConf({ security: [['X-Frame-Options', 'DENY']], serverName: 'www.exemple.ca', listen: '8080', root: '/srv/site/dist', gone: [] })

  it('has its listen and root lines plain, each on its own line, for a deployer to edit', () => {
    expect(conf).toMatch(/^ {4}listen 8080;$/m)
    expect(conf).toMatch(/^ {4}root \/srv\/site\/dist;$/m)
    expect(conf).toMatch(/^ {4}server_name www\.exemple\.ca;$/m)
  })

  it('logs each request without its query or referrer, where a calculator link of old carried health details', () => {
    const format = /^log_format (\S+) '([^']*)';$/m.exec(conf)
    expect(conf).toContain('map $request_uri $chemin_sans_requete { "~^([^?]*)" $1; }')
    expect(format?.[2]).toContain('"$request_method $chemin_sans_requete $server_protocol" $status')
    for (const variable of ['$request ', '$request"', '$args', '$query_string', '$request_uri', '$uri', '$http_referer', '$is_args']) {
      expect(format?.[2]).not.toContain(variable)
    }
    expect(conf).toMatch(new RegExp(`^ {4}access_log /var/log/nginx/access\\.log ${format?.[1]};$`, 'm'))
  })

  it('sends the headers on every answer, 404 included, and sets Cache-Control per folder', () => {
    expect(conf).toContain('add_header X-Frame-Options "DENY" always;')
    expect(conf).toContain('add_header Cache-Control $cache_control always;')
    expect(conf).toContain('location /assets/ { set $cache_control "public, max-age=31536000, immutable"; try_files $uri =404; }')
  })

  it('serves clean URLs, redirects .html and 404.html with status 404, precompressed', () => {
    expect(conf).toContain('location / { try_files $uri $uri.html =404; }')
    expect(conf).toContain('location ~ ^(?<page>/.+)(?:\\.html|/)$ { return 301 $page$is_args$args; }')
    expect(conf).toContain('error_page 404 /404.html;')
    expect(conf).toContain('location = /404.html { internal; }')
    expect(conf).toMatch(/gzip_static on;[\s\S]*brotli_static on;|brotli_static on;[\s\S]*gzip_static on;/)
  })

  it('serves 410.html only internally, as 404.html: asked for itself, at either address, it is not found', () => {
    expect(conf).toContain('error_page 410 /410.html;')
    expect(conf).toContain('location = /410.html { internal; }')
    expect(conf).toContain('location = /410 { return 404; }')
    expect(conf).toContain('location = /_redirects { return 404; }')
    expect(conf).not.toContain('return 410;')
  })

  it('answers 410 at each address of a withdrawn article, by an exact location the *.html redirect never outranks', () => {
    const withdrawn = nginxConf({
      security: [],
      serverName: 'www.exemple.ca',
      listen: '8080',
      root: '/srv/site/dist',
      gone: ['/articles/palpitations', '/articles/palpitations-cafe'],
    })
    expect(withdrawn.split('\n').filter((line) => line.includes('return 410;'))).toEqual([
      '    location = /articles/palpitations { return 410; }',
      '    location = /articles/palpitations-cafe { return 410; }',
    ])
    expect(withdrawn).toContain('error_page 410 /410.html;')
  })

  it('serves /admin/ with the CMS’s headers only: a location that adds its own drops the server’s', () => {
    const admin = /location \^~ \/admin\/ \{([\s\S]*?)\n {4}\}/.exec(conf)?.[1] ?? ''
    expect(admin).toContain('add_header X-Frame-Options "DENY" always;')
    expect(admin).toContain('add_header X-Robots-Tag "noindex, nofollow" always;')
    expect(admin).toContain('add_header Cache-Control "public, max-age=0, must-revalidate" always;')
    expect(admin).toContain('try_files $uri $uri/ =404;')
    expect(conf).toContain('location = /admin { return 301 /admin/$is_args$args; }')
  })
})
