// Unused files, exports and dependencies fail the lint. Entries beyond what knip's Vite, Vitest and Playwright plugins find:
import type { KnipConfig } from 'knip'

const config: KnipConfig = {
  entry: ['src/pages/*.tsx', 'scripts/*.ts'],
  // Font files read by path (src/publish/social-images.ts), which knip cannot follow.
  ignoreDependencies: ['@fontsource/inter'],
  // System programs that scripts/ensure-test-tools.ts installs or checks.
  ignoreBinaries: ['apt-get', 'java'],
  project: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts', 'e2e/**/*.ts', 'tests/**/*.ts', 'types/**/*.ts'],
}

export default config
