// Unused files, exports and dependencies fail the lint. Entries beyond what knip's Vite, Vitest and Playwright plugins find:
import type { KnipConfig } from 'knip'

const config: KnipConfig = {
  // A type exported for its callers may also be used in its own file.
  ignoreExportsUsedInFile: { interface: true, type: true },
  // Entries ending in ! are the production code (knip --production): what the site's visitors run and what builds it.
  // src/data/request.ts: the data layer's defaults the spec fixes (§7), which no page uses yet.
  // vite.config.ts is read as code (knip's Vite plugin would read it as configuration only, outside the production graph).
  entry: [
    'src/prerender.tsx!',
    'src/pages/*.tsx!',
    'scripts/build.ts!',
    // The CMS's script, built by scripts/cms/admin-bundle.ts from its path.
    'scripts/cms/browser/main.ts!',
    'vite.config.ts!',
    'src/data/request.ts!',
    'scripts/{edit,check,serve,serve-nginx,static-server,validate-html,check-links,measure,make-images,capture-rendered-pages,ensure-test-tools,chromium,measure-admin}.ts',
  ],
  vite: false,
  // Font files read by path (scripts/publish/social-images.ts), which knip cannot follow; the Node 24 binary every npm
  // script runs on (design notes), which no file imports; Lighthouse, run as a program by scripts/bench/lighthouse.ts;
  // decap-server, run by scripts/edit.ts.
  ignoreDependencies: ['@fontsource/inter', 'node', 'lighthouse', 'decap-server'],
  project: [
    'src/**/*.{ts,tsx}!',
    '!src/content/scratch-content.ts!',
    // The build's steps are production code; the tools beside them in scripts/ are not.
    'scripts/*.ts!',
    '!scripts/*.site-test.ts!',
    'scripts/{cms,hosting,publish}/**/*.{ts,tsx}!',
    'scripts/{bench,images,fixtures}/**/*.ts',
    'e2e/**/*.ts',
    'scripts/*.site-test.ts',
    'types/**/*.ts',
  ],
}

export default config
