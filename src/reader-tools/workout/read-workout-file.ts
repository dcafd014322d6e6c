/**
 * A file the reader chose, read on the device: its bytes handed to the workout worker, which finds what it is, reads
 * and analyses it, so that the page stays responsive however long the session. The worker starts with the first file
 * and serves the next ones.
 */
import type { WorkoutAnalysis } from '../../heart-rate/workout/analysis'
import { MAX_FILE_BYTES, type WorkoutProblem } from '../../heart-rate/workout/problems'
import type { WorkoutAnswer, WorkoutRequest } from './workout.worker'

let worker: Worker | null = null
let lastId = 0
const waiting = new Map<number, (answer: WorkoutAnswer['answer']) => void>()

function startWorker(): Worker {
  const started = new Worker(new URL('./workout.worker.ts', import.meta.url), { type: 'module', name: 'lecture-seance' })
  started.addEventListener('message', ({ data }: MessageEvent<WorkoutAnswer>) => {
    waiting.get(data.id)?.(data.answer)
    waiting.delete(data.id)
  })
  // A worker that cannot start or dies: every question waiting gets « failed », and the next file starts a new one.
  started.addEventListener('error', () => {
    for (const settle of waiting.values()) settle('failed')
    waiting.clear()
    started.terminate()
    worker = null
  })
  return started
}

export async function readWorkoutFile(file: File): Promise<WorkoutAnalysis | WorkoutProblem> {
  if (file.size === 0) return 'empty'
  if (file.size > MAX_FILE_BYTES) return 'tooBig'
  const bytes = await file.arrayBuffer()
  worker ??= startWorker()
  const id = ++lastId
  return new Promise((resolve) => {
    waiting.set(id, resolve)
    worker!.postMessage({ id, bytes } satisfies WorkoutRequest, [bytes])
  })
}
