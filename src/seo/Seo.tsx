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
  const WriteHead = use(HeadWriter)
  return WriteHead && <WriteHead {...props} />
}
