import { describe, expect, it } from 'vitest'
import { scriptsAfterPaint, START_AFTER_PAINT } from './scripts-after-paint'

const page = [
  '<html><head><meta charset="UTF-8"><title>Page</title>',
  '<script type="module" async="" crossorigin="" src="/assets/app-1.js"></script>',
  '<link rel="stylesheet" crossorigin="" href="/assets/app-1.css">',
  '<link rel="modulepreload" crossorigin="" href="/assets/page-1.js"><link rel="modulepreload" crossorigin="" href="/assets/react-1.js">',
  '</head><body><div id="root" data-server-rendered="true"><h1>Page</h1></div>',
  '<script>window.__staticRouterHydrationData = JSON.parse("{}");</script>',
  '<script>/* SCRIPT_COMMENT_PLACEHOLDER */</script>',
  '<script type="application/ld+json">{"@type":"WebPage"}</script>',
  '</body></html>',
].join('')

describe('scripts after the first paint', () => {
  const html = scriptsAfterPaint(page)
  const inside = /<template[^>]*>([\s\S]*)<\/template>/.exec(html)?.[1]
  const outside = html.replace(/<template[\s\S]*<\/template>/, '')

  it('leaves nothing for the browser to fetch before the page paints but the stylesheet', () => {
    expect(outside).not.toMatch(/modulepreload|<script[^>]*\ssrc=/)
    expect(outside).toContain('<link rel="stylesheet" crossorigin="" href="/assets/app-1.css">')
  })

  it('keeps every script of the page, preloads before the entry, for the loader to insert', () => {
    expect(inside).toBe(
      '<link rel="modulepreload" crossorigin="" href="/assets/page-1.js"><link rel="modulepreload" crossorigin="" href="/assets/react-1.js">' +
        '<script type="module" async="" crossorigin="" src="/assets/app-1.js"></script>',
    )
    expect(html).toContain(`<script type="module">${START_AFTER_PAINT}</script></head>`)
  })

  it('drops the data router’s inline scripts and keeps the structured data', () => {
    expect(html).not.toContain('__staticRouterHydrationData')
    expect(html).not.toContain('SCRIPT_COMMENT_PLACEHOLDER')
    expect(html).toContain('<script type="application/ld+json">{"@type":"WebPage"}</script>')
  })

  it('leaves a page without scripts as it is', () => {
    expect(scriptsAfterPaint('<html><head></head><body></body></html>')).toBe('<html><head></head><body></body></html>')
  })
})
