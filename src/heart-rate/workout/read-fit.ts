/**
 * A FIT file (Garmin, Coros, Polar, Suunto, Wahoo…) as a recording, read by fit-file-parser (MIT): its « record »
 * messages, each with its timestamp, heart rate, distance and power. Loaded only in the workout worker, once a FIT
 * file is chosen.
 */
import FitParser from 'fit-file-parser'
import { recordingOf, type Recording } from './recording'
import type { WorkoutProblem } from './problems'

interface FitRecord {
  timestamp?: Date | string | number
  heart_rate?: number
  distance?: number
  power?: number
}

const timeOf = (timestamp: FitRecord['timestamp']): number => (timestamp === undefined ? Number.NaN : new Date(timestamp).getTime())

/** The recording of a FIT file's bytes, or what is wrong with it. */
export async function readWorkoutFit(bytes: ArrayBuffer): Promise<Recording | WorkoutProblem> {
  let records: FitRecord[]
  try {
    // CRC not checked (force): a file a watch closed badly still holds its records; a truncated one is refused.
    const data = await new FitParser({ force: true, mode: 'list', speedUnit: 'm/s', lengthUnit: 'm' }).parseAsync(bytes)
    records = data.records ?? []
  } catch {
    return 'brokenFit'
  }
  const recording = recordingOf(
    records.map((record) => ({ time: timeOf(record.timestamp), rate: record.heart_rate, distance: record.distance, power: record.power })),
  )
  return recording ?? 'noRecords'
}
