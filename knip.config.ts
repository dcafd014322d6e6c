// Unused files, exports and dependencies fail the lint. Entries beyond what knip's Vite, Vitest and Playwright plugins find:
import type { KnipConfig } from 'knip'

const config: KnipConfig = {
  // A type exported for its callers may also be used in its own file.
  ignoreExportsUsedInFile: { interface: true, type: true },
  // Entries ending in ! are the production code (knip --production): what the site's visitors run and what builds it.
  // src/data/request.ts: the data layer's defaults the spec fixes (§7), which no page uses yet.
  // vite.config.ts is read as code (knip's Vite plugin would read it as configuration only, outside the production graph).
  entry: ['src/prerender.tsx!', 'src/pages/*.tsx!', 'build/run.ts!', 'vite.config.ts!', 'src/data/request.ts!', 'tools/*.ts'],
  vite: false,
  // Font files read by path (build/publish/social-images.ts), which knip cannot follow; the Node 24 binary every npm
  // script runs on (design notes), which no file imports; Lighthouse, run as a program by tools/bench/lighthouse.ts;
  // Decap CMS, whose prebuilt files build/cms/admin-files.ts copies by path, and decap-server, run by tools/edit.ts.
  ignoreDependencies: ['@fontsource/inter', 'node', 'lighthouse', 'decap-cms', 'decap-server'],
  project: [
    'src/**/*.{ts,tsx}!',
    '!src/content/scratch-content.ts!',
    'build/**/*.ts!',
    'tools/**/*.ts',
    'e2e/**/*.ts',
    'tests/**/*.ts',
    'types/**/*.ts',
  ],
}

export default config
