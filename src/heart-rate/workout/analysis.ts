/**
 * What a recording says, whatever the reader's zones: how long it counts, each beat rate's seconds (the zones are
 * applied later, in time-in-zones.ts, so that a new age needs no new reading), the mean and the highest rate, the
 * drift of its steady part and the recovery after its highest rate. Our conventions, shown on the page:
 * - a rate outside VALID_RATES is the sensor losing the signal (0 and 255 are how watches write it), not a heart rate;
 * - a gap of more than PAUSE_SECONDS between two records is a pause (the watch stopped, or auto-pause), not counted;
 * - each rate holds until the next record;
 * - the drift leaves out the first WARM_UP_MINUTES of counted time, as the drift test leaves out the warm-up.
 */
import type { Recording } from './recording'

export const VALID_RATES = { min: 30, max: 240 } as const
export const PAUSE_SECONDS = 30
export const WARM_UP_MINUTES = 10
/** Shorter than this after the warm-up, the file gives no drift: each half would be a few minutes. */
export const MIN_DRIFT_MINUTES = 10
/** The recovery is read this long after the highest rate, from the record nearest to it within RECOVERY_TOLERANCE. */
export const RECOVERY_SECONDS = 60
export const RECOVERY_TOLERANCE = 5
/** At most this many points on the curve, each the mean rate of its stretch of time. */
const CURVE_POINTS = 720

const isValidRate = (rate: number): boolean => rate >= VALID_RATES.min && rate <= VALID_RATES.max

export interface DriftFromFile {
  /** Minutes of counted time after the warm-up. */
  minutes: number
  /** Time-weighted mean rate of each half, in BPM. */
  first: number
  second: number
  /** Each half's speed (km/h, from the distance) or power (W), when every counted second of the steady part has it. */
  output: { kind: 'vitesse' | 'puissance'; first: number; second: number } | null
  /** Pauses within the steady part: the effort was not continuous. */
  stops: number
}

export interface WorkoutAnalysis {
  /** From the first record to the last, pauses included. */
  elapsedSeconds: number
  /** Seconds with a valid heart rate: what the zones share. */
  countedSeconds: number
  pausedSeconds: number
  pauses: number
  /** Seconds whose rate was missing or lost (0, 255…). */
  lostSeconds: number
  /** Seconds spent at each whole rate: rateSeconds[150] is the time at 150 BPM (rates rounded). */
  rateSeconds: number[]
  /** Time-weighted mean of the counted seconds, in BPM. */
  meanRate: number
  /** The highest valid rate and when it first came, in seconds from the start. */
  highest: { rate: number; at: number }
  drift: DriftFromFile | null
  /** The rate at the highest, then RECOVERY_SECONDS later, when the recording went on without a pause or a lost signal. */
  recovery: { peak: number; oneMinute: number; at: number } | null
  /** The curve: seconds from the start and mean rate of each stretch, null where the stretch has none (pause, lost signal). */
  curve: { at: number; rate: number | null }[]
}

/** Why a recording gives no analysis. */
export type UnusableRecording = 'noHeartRate' | 'tooShort'

/** Shorter than this, a recording has nothing to say. */
const MIN_COUNTED_SECONDS = 60

interface Interval {
  index: number
  seconds: number
}

/** The counted intervals: from each record with a valid rate to the next, when no pause separates them. */
function countedIntervals({ times, rates }: Recording): Interval[] {
  const intervals: Interval[] = []
  for (let index = 0; index < times.length - 1; index++) {
    const seconds = times[index + 1]! - times[index]!
    if (seconds <= PAUSE_SECONDS && isValidRate(rates[index]!)) intervals.push({ index, seconds })
  }
  return intervals
}

const weightedMean = (intervals: readonly Interval[], values: readonly number[]): number => {
  let sum = 0
  let seconds = 0
  for (const { index, seconds: length } of intervals) {
    sum += values[index]! * length
    seconds += length
  }
  return sum / seconds
}

function steadyOutput(recording: Recording, halves: [Interval[], Interval[]]): DriftFromFile['output'] {
  const all = [...halves[0], ...halves[1]]
  if (all.every(({ index }) => Number.isFinite(recording.powers[index])))
    return { kind: 'puissance', first: weightedMean(halves[0], recording.powers), second: weightedMean(halves[1], recording.powers) }
  const { distances } = recording
  if (all.every(({ index }) => Number.isFinite(distances[index]) && Number.isFinite(distances[index + 1]))) {
    const speed = (half: Interval[]) => {
      const metres = half.reduce((sum, { index }) => sum + (distances[index + 1]! - distances[index]!), 0)
      const seconds = half.reduce((sum, { seconds: length }) => sum + length, 0)
      return (metres / seconds) * 3.6
    }
    const first = speed(halves[0])
    return first > 0 ? { kind: 'vitesse', first, second: speed(halves[1]) } : null
  }
  return null
}

/** The steady part (counted time after the warm-up) cut in two halves of counted time, each interval in the half where it starts. */
function driftOf(recording: Recording, intervals: readonly Interval[]): DriftFromFile | null {
  const warmUp = WARM_UP_MINUTES * 60
  let counted = 0
  const steady: Interval[] = []
  for (const interval of intervals) {
    if (counted >= warmUp) steady.push(interval)
    counted += interval.seconds
  }
  const steadySeconds = steady.reduce((sum, { seconds }) => sum + seconds, 0)
  if (steadySeconds < MIN_DRIFT_MINUTES * 60) return null
  const halves: [Interval[], Interval[]] = [[], []]
  let elapsed = 0
  for (const interval of steady) {
    halves[elapsed < steadySeconds / 2 ? 0 : 1].push(interval)
    elapsed += interval.seconds
  }
  const { times } = recording
  const from = steady[0]!.index
  const to = steady[steady.length - 1]!.index
  let stops = 0
  for (let index = from; index < to; index++) if (times[index + 1]! - times[index]! > PAUSE_SECONDS) stops++
  return {
    minutes: steadySeconds / 60,
    first: weightedMean(halves[0], recording.rates),
    second: weightedMean(halves[1], recording.rates),
    output: steadyOutput(recording, halves),
    stops,
  }
}

function recoveryAfter({ times, rates }: Recording, peakIndex: number): WorkoutAnalysis['recovery'] {
  const target = times[peakIndex]! + RECOVERY_SECONDS
  let best: number | null = null
  for (let index = peakIndex + 1; index < times.length && times[index]! <= target + RECOVERY_TOLERANCE; index++) {
    // A pause or a lost signal on the way: the minute is not a recovery the file shows.
    if (times[index]! - times[index - 1]! > PAUSE_SECONDS || !isValidRate(rates[index]!)) return null
    if (
      Math.abs(times[index]! - target) <= RECOVERY_TOLERANCE &&
      (best === null || Math.abs(times[index]! - target) < Math.abs(times[best]! - target))
    )
      best = index
  }
  if (best === null || rates[best]! >= rates[peakIndex]!) return null
  return { peak: rates[peakIndex]!, oneMinute: rates[best]!, at: times[peakIndex]! }
}

function curveOf({ times, rates }: Recording, elapsed: number): WorkoutAnalysis['curve'] {
  const stretch = Math.max(1, elapsed / CURVE_POINTS)
  const count = Math.max(1, Math.ceil(elapsed / stretch))
  const sums = new Float64Array(count)
  const counts = new Uint32Array(count)
  for (let index = 0; index < times.length; index++) {
    if (!isValidRate(rates[index]!)) continue
    const at = Math.min(count - 1, Math.floor(times[index]! / stretch))
    sums[at]! += rates[index]!
    counts[at]!++
  }
  return Array.from(sums, (sum, at) => ({ at: (at + 0.5) * stretch, rate: counts[at] ? sum / counts[at] : null }))
}

/** The analysis of a recording, or why it has none. */
export function analyseRecording(recording: Recording): WorkoutAnalysis | UnusableRecording {
  const { times, rates } = recording
  let peakIndex = -1
  for (let index = 0; index < rates.length; index++)
    if (isValidRate(rates[index]!) && (peakIndex < 0 || rates[index]! > rates[peakIndex]!)) peakIndex = index
  if (peakIndex < 0) return 'noHeartRate'
  const intervals = countedIntervals(recording)
  const countedSeconds = intervals.reduce((sum, { seconds }) => sum + seconds, 0)
  if (countedSeconds < MIN_COUNTED_SECONDS) return 'tooShort'
  let pausedSeconds = 0
  let pauses = 0
  let lostSeconds = 0
  for (let index = 0; index < times.length - 1; index++) {
    const seconds = times[index + 1]! - times[index]!
    if (seconds > PAUSE_SECONDS) {
      pausedSeconds += seconds
      pauses++
    } else if (!isValidRate(rates[index]!)) lostSeconds += seconds
  }
  const rateSeconds: number[] = []
  for (const { index, seconds } of intervals) {
    const rate = Math.round(rates[index]!)
    rateSeconds[rate] = (rateSeconds[rate] ?? 0) + seconds
  }
  const elapsedSeconds = times[times.length - 1]!
  return {
    elapsedSeconds,
    countedSeconds,
    pausedSeconds,
    pauses,
    lostSeconds,
    rateSeconds: Array.from(rateSeconds, (seconds) => seconds ?? 0),
    meanRate: weightedMean(intervals, rates),
    highest: { rate: rates[peakIndex]!, at: times[peakIndex]! },
    drift: driftOf(recording, intervals),
    recovery: recoveryAfter(recording, peakIndex),
    curve: curveOf(recording, elapsedSeconds),
  }
}
