/**
 * Article pages kept from one build to the next, in .cache/pages/: a rebuild after an editor's change renders again
 * only the articles whose page can differ, and places the others as they were (a second name for the kept file,
 * ./same-file.ts). A page is kept under the hash of all it is made from: the article as the page shows it (with its
 * related articles), both bundles as built (the code of src/, and the content every page shares: the site's
 * settings, the pages, the article cards, the shared blocks), and the code that finishes a page outside them
 * (scripts/, vite.config.ts, the libraries' versions and their patch). Anything else changed, every page is rendered
 * again. The other pages (the home page, the list of articles…) are always rendered: they are few.
 */
import { createHash, type Hash } from 'node:crypto'
import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import type { Article } from '../src/content/schema.ts'
import { articlePath } from '../src/site-pages.ts'
import { pruneEntries } from './cache-entries.ts'
import { filesOf, hashFiles } from './fingerprint.ts'
import { sameFile } from './same-file.ts'

/** The code that makes a page besides the bundles: the build's own, its configuration, the libraries and their patch. */
const BUILD_CODE = ['scripts', 'vite.config.ts', 'package-lock.json', 'patches']

export interface PageCache {
  /** Hashes each bundle as it is written (a plugin of the build). */
  readonly plugin: Plugin
  /** The paths vite-react-ssg is to render: all but the articles whose page the cache holds. */
  toRender(paths: readonly string[], articles: readonly Article[]): string[]
  /** Once every page is written in dist: the kept pages placed, the rendered articles kept for the next build. */
  publish(dist: string): { kept: number }
}

/** The article pages of the project at root, kept in `dir`. */
export function pageCache(root: string, dir = join(root, '.cache/pages')): PageCache {
  // Begun with the first bundle: the development server, which loads the same configuration, hashes nothing.
  let made: Hash | undefined
  const bundles = () => (made ??= hashFiles(createHash('sha256'), root, filesOf(root, BUILD_CODE)))
  /** Article pages by the file they are written to (articles/x.html): the key of each, and whether the cache holds it. */
  const pages = new Map<string, { key: string; kept: boolean }>()
  return {
    plugin: {
      name: 'page-cache',
      apply: 'build',
      generateBundle(_options, bundle) {
        for (const output of Object.values(bundle).sort((a, b) => a.fileName.localeCompare(b.fileName))) {
          bundles()
            .update(this.environment.name)
            .update(output.fileName)
            .update(output.type === 'chunk' ? output.code : output.source)
        }
      },
    },
    toRender(paths, articles) {
      mkdirSync(dir, { recursive: true })
      const fromBundles = bundles().copy().digest('hex')
      for (const article of articles) {
        const key = createHash('sha256').update(fromBundles).update(JSON.stringify(article)).digest('hex')
        pages.set(`${articlePath(article.routeId).slice(1)}.html`, { key, kept: existsSync(join(dir, `${key}.html`)) })
      }
      return paths.filter((path) => !pages.get(`${path.replace(/^\//, '')}.html`)?.kept)
    },
    publish(dist) {
      let kept = 0
      mkdirSync(join(dist, 'articles'), { recursive: true })
      for (const [file, page] of pages) {
        const cached = join(dir, `${page.key}.html`)
        if (page.kept) {
          sameFile(cached, join(dist, file))
          kept += 1
        } else if (existsSync(join(dist, file))) sameFile(join(dist, file), cached)
      }
      pruneEntries(dir, new Set([...pages.values()].map(({ key }) => `${key}.html`)))
      return { kept }
    },
  }
}
