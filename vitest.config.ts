import { defineConfig } from 'vitest/config'
import { contentPlugin } from './src/content/vite-plugin.ts'

// Unit tests read the real content through the same plugin as the build.
export default defineConfig({
  plugins: [contentPlugin()],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
  },
})
