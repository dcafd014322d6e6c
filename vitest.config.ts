import { defineConfig } from 'vitest/config'

// Unit tests run on plain modules: no content plugin, no React transform needed.
export default defineConfig({
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
  },
})
