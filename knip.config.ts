// Unused files, exports and dependencies fail the lint. Entries beyond what knip's Vite, Vitest and Playwright plugins find:
import type { KnipConfig } from 'knip'

const config: KnipConfig = {
  // A type exported for its callers may also be used in its own file.
  ignoreExportsUsedInFile: { interface: true, type: true },
  entry: ['src/pages/*.tsx', 'tools/*.ts', 'build/run.ts'],
  // Font files read by path (build/publish/social-images.ts), which knip cannot follow; the Node 24 binary every npm
  // script runs on (design notes), which no file imports; Lighthouse, run as a program by tools/bench/lighthouse.ts.
  ignoreDependencies: ['@fontsource/inter', 'node', 'lighthouse'],
  project: ['src/**/*.{ts,tsx}', 'build/**/*.ts', 'tools/**/*.ts', 'e2e/**/*.ts', 'tests/**/*.ts', 'types/**/*.ts'],
}

export default config
