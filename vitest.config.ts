import { defineConfig } from 'vitest/config'
import { contentPlugin } from './scripts/content-plugin.ts'
import { createBuildContext } from './scripts/context.ts'

// Unit tests read the real content through the same plugin as the build; build tests build a whole site in a scratch copy.
export default defineConfig({
  plugins: [contentPlugin(createBuildContext(import.meta.dirname))],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  test: {
    // Decap's phrases (the CMS's French is checked against its English): ES modules in a package Node reads as CommonJS.
    server: { deps: { inline: ['decap-cms-locales'] } },
    projects: [
      // Some unit tests read the whole of content/: a few seconds when npm run check runs its tools side by side.
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'], testTimeout: 30_000 } },
      { extends: true, test: { name: 'build', include: ['scripts/**/*.site-test.ts'], testTimeout: 180_000, hookTimeout: 180_000 } },
      // The visitor's journeys in Firefox and WebKitGTK, against the built dist/ (e2e/engines/): one browser at a time.
      {
        extends: true,
        test: {
          name: 'engines',
          include: ['e2e/engines/*.engines.ts'],
          globalSetup: ['e2e/engines/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 240_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
