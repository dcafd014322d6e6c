/**
 * Wall and processor time (milliseconds), to time the build's stages. Processor: every thread of the process, but in
 * the thread that reads content/ (scripts/content-worker.ts), that thread's own: the bundling goes on meanwhile.
 */
import { isMainThread } from 'node:worker_threads'

export interface Span {
  wall: number
  cpu: number
}

export const now = (): Span => {
  const { user, system } = isMainThread ? process.cpuUsage() : process.threadCpuUsage()
  return { wall: performance.now(), cpu: (user + system) / 1000 }
}

export const since = (start: Span): Span => {
  const end = now()
  return { wall: end.wall - start.wall, cpu: end.cpu - start.cpu }
}
