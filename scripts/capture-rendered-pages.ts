// Keeps, in scripts/fixtures/, a few pages exactly as vite-react-ssg renders them, before scripts/page-html.ts finishes
// them; scripts/page-html.test.ts runs the finishing edits on them. Run it after an upgrade of vite-react-ssg, Vite or
// React Router, then read the test's failures: each names an edit whose anchor the new output lacks.
// Usage: node scripts/capture-rendered-pages.ts (builds the site into dist/ on the way).
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'vite-react-ssg/node'
import config from '../vite.config.ts'

/** The pages kept: one with an island, an article (none), the not-found page. */
export const FIXTURE_PAGES: Record<string, string> = {
  '/contact': 'contact.html',
  '/articles/hiit-frequence-cardiaque-intervalles-haute-intensite': 'article.html',
  '/404': 'not-found.html',
}

const ssgOptions = config.ssgOptions ?? {}
const fixtures = join(import.meta.dirname, 'fixtures')
await build(
  {},
  {
    ...config,
    configFile: false,
    ssgOptions: {
      ...ssgOptions,
      onPageRendered: (path, html, appCtx) => {
        const name = FIXTURE_PAGES[`/${path.replace(/^\/+/, '')}`]
        if (name) writeFileSync(join(fixtures, name), html)
        return ssgOptions.onPageRendered?.(path, html, appCtx) ?? html
      },
    },
  },
)
