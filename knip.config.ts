// Unused files, exports and dependencies fail the lint. Entries beyond what knip's Vite, Vitest and Playwright plugins find:
import type { KnipConfig } from 'knip'

const config: KnipConfig = {
  // A type exported for its callers may also be used in its own file.
  ignoreExportsUsedInFile: { interface: true, type: true },
  entry: ['src/pages/*.tsx', 'scripts/*.ts'],
  // Font files read by path (src/publish/social-images.ts), which knip cannot follow; the Node 24 binary every npm
  // script runs on (design notes), which no file imports; Lighthouse, run as a program by scripts/bench/lighthouse.ts;
  // Decap CMS, whose prebuilt files src/cms/admin-files.ts copies by path, and decap-server, run by scripts/edit.ts.
  ignoreDependencies: ['@fontsource/inter', 'node', 'lighthouse', 'decap-cms', 'decap-server'],
  project: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts', 'e2e/**/*.ts', 'tests/**/*.ts', 'types/**/*.ts'],
}

export default config
