import { defineConfig, devices } from '@playwright/test'
import { chromiumPath } from './scripts/chromium.ts'

/**
 * The built dist/ served by each server the site is deployed with, all with the same headers (scripts/hosting/):
 * the README's local server and Debian's nginx with deploy/nginx.conf. The whole suite runs against the local
 * server; against nginx, the specs whose outcome depends on what a server does (statuses, redirects, clean and
 * canonical addresses, headers and policy, what a page load carries in its address); the `servers` project checks
 * that both answer every kind of address alike. A page's behaviour once served is the same whoever served it.
 */
/** E2E_PORT (the local server's; nginx's is the next) lets two suites run side by side. */
const PORT = Number(process.env.E2E_PORT ?? 4174)
export const SERVERS = {
  local: { port: PORT, command: 'node scripts/serve.ts' },
  nginx: { port: PORT + 1, command: 'node scripts/serve-nginx.ts' },
} as const
export const serverUrl = (name: keyof typeof SERVERS) => `http://localhost:${SERVERS[name].port}`

const PARITY = 'servers.spec.ts'
/** The specs that depend on the server, run against nginx too. */
const SERVER_DEPENDENT = [
  'routes.spec.ts',
  'not-found.spec.ts',
  'crawlers.spec.ts',
  'contact.spec.ts',
  'layout.spec.ts',
  'calculator-sharing.spec.ts',
]

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
      ...(name === 'nginx' ? { testMatch: SERVER_DEPENDENT } : {}),
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
