import { defineConfig, devices } from '@playwright/test'
import { chromiumPath } from './scripts/chromium.ts'

/**
 * The built dist/ served by each server the site is deployed with, all with the same headers (scripts/hosting/):
 * the README's local server and Debian's nginx with deploy/nginx.conf. The whole suite runs against each; the
 * `servers` project checks that both answer alike.
 */
/** E2E_PORT (the local server's; nginx's is the next) lets two suites run side by side. */
const PORT = Number(process.env.E2E_PORT ?? 4174)
export const SERVERS = {
  local: { port: PORT, command: 'node scripts/serve.ts' },
  nginx: { port: PORT + 1, command: 'node scripts/serve-nginx.ts' },
} as const
export const serverUrl = (name: keyof typeof SERVERS) => `http://localhost:${SERVERS[name].port}`

const PARITY = 'servers.spec.ts'

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['line']] : [['list']],
  use: {
    launchOptions: {
      executablePath: chromiumPath(),
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    ...(['local', 'nginx'] as const).map((name) => ({
      name,
      testIgnore: PARITY,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: serverUrl(name) },
    })),
    { name: 'servers', testMatch: PARITY },
  ],
  webServer: Object.values(SERVERS).map(({ port, command }) => ({
    command,
    env: { PORT: String(port) },
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
  })),
})
