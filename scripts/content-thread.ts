/**
 * content/ read and checked in a thread of its own (./content-worker.ts), for `npm run build`: begun first thing
 * (./build.ts), before Vite and the plugins are loaded, and taken up by the build's context (./context.ts) when the
 * first page's content is asked for. One reading per project root. This module loads nothing else: the reading's own
 * modules load in its thread.
 */
import { Worker } from 'node:worker_threads'
import type { ContentReading } from '../src/content/load.ts'

const readings = new Map<string, Promise<ContentReading>>()

/** The reading of root/content/, begun now or already under way; its check context comes without `imageExists`. */
export function readInThread(root: string): Promise<ContentReading> {
  const known = readings.get(root)
  if (known) return known
  const reading = new Promise<ContentReading>((resolve, reject) => {
    const worker = new Worker(new URL('./content-worker.ts', import.meta.url), {
      workerData: { root },
      resourceLimits: { maxYoungGenerationSizeMb: 8 },
    })
    worker.once('message', resolve)
    worker.once('error', reject)
    // Once the content has come, the promise is settled and this does nothing: it answers a thread that ended without it.
    worker.once('exit', (code) => reject(new Error(`La lecture de content/ s’est arrêtée sans réponse (code ${code})`)))
  })
  readings.set(root, reading)
  return reading
}

/** The development server's context reads content/ again after a change: a new reading, not this one. */
export const forgetReading = (root: string) => readings.delete(root)
