/**
 * A file the reader chose, read on the device: its kind from its first bytes; a GPX or TCX file parsed by the
 * browser's XML parser here (DOMParser exists only on the page's thread), a FIT file handed whole to the worker, which
 * also analyses every recording. The worker starts with the first file and serves the next ones.
 */
import type { WorkoutAnalysis } from '../../heart-rate/workout/analysis'
import { workoutFileKind } from '../../heart-rate/workout/file-kind'
import { MAX_FILE_BYTES, type WorkoutProblem } from '../../heart-rate/workout/problems'
import { endsWhole, readWorkoutXml } from '../../heart-rate/workout/read-xml'
import type { WorkoutAnswer, WorkoutQuestion, WorkoutRequest } from './workout.worker'

let worker: Worker | null = null
let lastId = 0
const waiting = new Map<number, (answer: WorkoutAnswer['answer']) => void>()

function ask(request: WorkoutQuestion, transfer: Transferable[] = []): Promise<WorkoutAnswer['answer']> {
  if (!worker) {
    worker = new Worker(new URL('./workout.worker.ts', import.meta.url), { type: 'module', name: 'lecture-seance' })
    worker.addEventListener('message', ({ data }: MessageEvent<WorkoutAnswer>) => {
      waiting.get(data.id)?.(data.answer)
      waiting.delete(data.id)
    })
    // A worker that cannot start or dies: every question waiting gets « failed », and the next file starts a new one.
    worker.addEventListener('error', () => {
      for (const settle of waiting.values()) settle('failed')
      waiting.clear()
      worker?.terminate()
      worker = null
    })
  }
  const id = ++lastId
  return new Promise((resolve) => {
    waiting.set(id, resolve)
    worker!.postMessage({ ...request, id } satisfies WorkoutRequest, transfer)
  })
}

export async function readWorkoutFile(file: File): Promise<WorkoutAnalysis | WorkoutProblem> {
  if (file.size === 0) return 'empty'
  if (file.size > MAX_FILE_BYTES) return 'tooBig'
  const bytes = await file.arrayBuffer()
  const kind = workoutFileKind(new Uint8Array(bytes, 0, Math.min(bytes.byteLength, 4096)))
  if (kind === null) return 'unknown'
  if (kind === 'fit') return ask({ kind, bytes }, [bytes])
  const text = new TextDecoder().decode(bytes)
  if (!endsWhole(text, kind)) return 'brokenXml'
  const doc = new DOMParser().parseFromString(text, 'application/xml')
  const recording = readWorkoutXml(doc, kind)
  return typeof recording === 'string' ? recording : ask({ kind: 'recording', recording })
}
