import type { Crumb } from '../seo/metadata'
import { PAGES, pagePath, parentOf, type PageName } from '../site-pages'

/** A page of src/site-pages.ts as a breadcrumb: its header label and its path. */
export function pageCrumb(name: PageName): Crumb {
  const page = PAGES.find((entry) => entry.name === name)
  return { name: page?.label ?? name, path: pagePath(name) }
}

/** The page a page is served under, as a breadcrumb (« Outils » for a test), or none. */
export function parentCrumb(name: PageName): Crumb | undefined {
  const parent = parentOf(name)
  return parent ? pageCrumb(parent) : undefined
}
