import type { Crumb } from '../seo/metadata'
import { PAGES, pagePath, type PageName } from '../site-pages'

/** A page of src/site-pages.ts as a breadcrumb: its header label and its path. */
export function pageCrumb(name: PageName): Crumb {
  const page = PAGES.find((entry) => entry.name === name)
  return { name: page?.label ?? name, path: pagePath(name) }
}
