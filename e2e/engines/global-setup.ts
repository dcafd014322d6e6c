/**
 * What the journeys in other engines need, started once: dist/ served by the README's local server, and
 * WebKitWebDriver under a virtual display (xvfb-run). Each gets a port of its own after the Playwright suite's
 * (E2E_PORT, then nginx on the next): the local server on E2E_PORT + 2, WebKitWebDriver on E2E_PORT + 3.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    origin: string
    webkitDriver: string
  }
}

const base = Number(process.env.E2E_PORT ?? 4174)

async function answering(url: string, what: string, timeout = 30_000) {
  const end = Date.now() + timeout
  for (;;) {
    try {
      await fetch(url)
      return
    } catch {
      if (Date.now() > end) throw new Error(`${what} ne répond pas à ${url}`)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
}

export default async function setup(project: TestProject) {
  const children: ChildProcess[] = []
  const start = (command: string, args: string[], env: Record<string, string> = {}) => {
    // detached: its own process group, so that xvfb-run's X server and browsers go with it.
    const child = spawn(command, args, { stdio: 'ignore', detached: true, env: { ...process.env, ...env } })
    children.push(child)
    return child
  }
  const origin = `http://localhost:${base + 2}`
  const webkitDriver = `http://127.0.0.1:${base + 3}`
  start(process.execPath, ['scripts/serve.ts'], { PORT: String(base + 2) })
  start('xvfb-run', ['-a', 'WebKitWebDriver', `--port=${base + 3}`])
  await answering(`${origin}/`, 'Le serveur local')
  await answering(`${webkitDriver}/status`, 'WebKitWebDriver')
  project.provide('origin', origin)
  project.provide('webkitDriver', webkitDriver)
  return () => {
    for (const child of children) if (child.pid) process.kill(-child.pid, 'SIGTERM')
  }
}
