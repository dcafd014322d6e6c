/**
 * The workout worker: reads a FIT file (its parser loaded only then) or takes the recording the page read from a GPX
 * or TCX file, and analyses it, off the page's main thread. Nothing leaves the device: it only answers the page.
 */
import { analyseRecording, type WorkoutAnalysis } from '../../heart-rate/workout/analysis'
import type { WorkoutProblem } from '../../heart-rate/workout/problems'
import type { Recording } from '../../heart-rate/workout/recording'

/** What the page asks: a FIT file's bytes, or a recording it read itself. */
export type WorkoutQuestion = { kind: 'fit'; bytes: ArrayBuffer } | { kind: 'recording'; recording: Recording }
export type WorkoutRequest = { id: number } & WorkoutQuestion
export interface WorkoutAnswer {
  id: number
  answer: WorkoutAnalysis | WorkoutProblem
}

async function answer(request: WorkoutRequest): Promise<WorkoutAnalysis | WorkoutProblem> {
  const recording =
    request.kind === 'fit' ? await (await import('../../heart-rate/workout/read-fit')).readWorkoutFit(request.bytes) : request.recording
  return typeof recording === 'string' ? recording : analyseRecording(recording)
}

self.addEventListener('message', (event: MessageEvent<WorkoutRequest>) => {
  const { id } = event.data
  answer(event.data).then(
    (result) => self.postMessage({ id, answer: result } satisfies WorkoutAnswer),
    () => self.postMessage({ id, answer: 'failed' } satisfies WorkoutAnswer),
  )
})
