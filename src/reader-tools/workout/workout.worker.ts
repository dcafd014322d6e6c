/**
 * The workout worker: finds what a file is from its bytes, reads it (the FIT parser or the XML parser loaded only
 * then) and analyses it, off the page's main thread. Nothing leaves the device: it only answers the page.
 */
import { analyseRecording, type WorkoutAnalysis } from '../../heart-rate/workout/analysis'
import { workoutFileKind } from '../../heart-rate/workout/file-kind'
import type { WorkoutProblem } from '../../heart-rate/workout/problems'
import type { Recording } from '../../heart-rate/workout/recording'

export interface WorkoutRequest {
  id: number
  bytes: ArrayBuffer
}
export interface WorkoutAnswer {
  id: number
  answer: WorkoutAnalysis | WorkoutProblem
}

async function recordingOf(bytes: ArrayBuffer): Promise<Recording | WorkoutProblem> {
  const kind = workoutFileKind(new Uint8Array(bytes, 0, Math.min(bytes.byteLength, 4096)))
  if (kind === null) return 'unknown'
  if (kind === 'fit') return (await import('../../heart-rate/workout/read-fit')).readWorkoutFit(bytes)
  return (await import('../../heart-rate/workout/read-xml')).readWorkoutXml(new TextDecoder().decode(bytes), kind)
}

self.addEventListener('message', (event: MessageEvent<WorkoutRequest>) => {
  const { id, bytes } = event.data
  recordingOf(bytes)
    .then((recording) => (typeof recording === 'string' ? recording : analyseRecording(recording)))
    .then(
      (answer) => self.postMessage({ id, answer } satisfies WorkoutAnswer),
      () => self.postMessage({ id, answer: 'failed' } satisfies WorkoutAnswer),
    )
})
