/**
 * The context the CMS checks its entries against (./browser/context.ts), from content/ as the build reads it: what
 * the build checked each file against (the site, the zones' texts, the shared blocks), every article, every image of
 * public/images/.
 */
import { existsSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { ContentReading } from '../../src/content/load.ts'
import type { AdminContext } from './browser/context.ts'
import { DRAFT_CHECK_PATH } from './form-conventions.ts'

/** Every file under public/images/, by its address. */
function images(root: string): string[] {
  const dir = join(root, 'public/images')
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(join(root, 'public'), join(entry.parentPath, entry.name))}`)
    .sort()
}

export function adminContext(root: string, reading: ContentReading, local: boolean, styles: string[]): AdminContext {
  // What the build checks against, but what the CMS knows better: the images (the entry may add one) and the articles.
  // And the day, which is the day of each save.
  const { imageExists: _images, articles: _articles, today: _today, ...check } = reading.context ?? {}
  return {
    check: reading.context && (check as AdminContext['check']),
    articles: [...reading.articles],
    images: images(root),
    styles,
    ...(local && { draftCheck: DRAFT_CHECK_PATH }),
  }
}
