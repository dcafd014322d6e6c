/**
 * What the CMS checks an entry against, beyond the entry itself: the site, the other articles, the images of public/.
 * Written from content/ by the build into dist/admin/ (and served fresh by the development server, see
 * ../admin-context.ts), read once when the CMS starts.
 */
import type { CheckContext } from '../../../src/content/checks.ts'

export interface AdminContext {
  /** What the build checked each file against (the site, the zones' texts, the shared blocks), or null while site.yaml or a page cannot be read. */
  check: Omit<CheckContext, 'imageExists' | 'articles' | 'today'> | null
  /** Every article, by its file: its canonical id, publication date and image when its front matter gives them. */
  articles: CheckContext['articles']
  /** Every image of public/images/, by its address: /images/articles/x.webp. */
  images: string[]
  /** The site's stylesheets, by their address: the preview of an article is shown under them. */
  styles: string[]
  /** With `npm run edit`, where the server checks an entry among all the files before it is saved (../draft-check.ts). */
  draftCheck?: string
}

/** Where the context is published, beside the CMS's page. */
export const CONTEXT_FILE = 'contexte.json'

export async function loadContext(): Promise<AdminContext> {
  const response = await fetch(new URL(CONTEXT_FILE, document.baseURI), { cache: 'no-store' })
  if (!response.ok) throw new Error(`${CONTEXT_FILE} : ${response.status}`)
  return (await response.json()) as AdminContext
}
