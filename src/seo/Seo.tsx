import { use, useEffect } from 'react'
import site from 'virtual:content/site'
import type { PageFacts } from './metadata'
import { HeadWriter } from './head-writer'

/** The first page's head is in its pre-rendered HTML; only the pages reached by client-side navigation write theirs. */
let firstPageShown = false

/** Writes the page's metadata: into the pre-rendered <head> at build time, and again after each client-side navigation. */
export function Seo(props: PageFacts) {
  const key = JSON.stringify(props)
  useEffect(() => {
    if (!firstPageShown) {
      firstPageShown = true
      return
    }
    void import('./apply-head').then(({ applyHead }) => applyHead(site, JSON.parse(key) as PageFacts))
  }, [key])
  return use(HeadWriter)?.(props) ?? null
}

/**
 * JSON to put inside a <script> data block (JSON-LD, an article's facts): `<`, `>` and `&` are escaped so that no
 * content can close the script early, and the two line separators JavaScript once refused. It lives here, in a module
 * every page loads, so that the article page and the head share it without a file of its own to fetch.
 */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
