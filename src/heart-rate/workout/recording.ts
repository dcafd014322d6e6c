/**
 * A workout as a watch recorded it, whatever the file: one row per record, in time order. Heart rate, distance and
 * power are NaN where the record lacks them. Read from a FIT file (read-fit.ts) or from a GPX or TCX file
 * (read-xml.ts), then analysed (analysis.ts).
 */
export interface Recording {
  /** Seconds since the first record. */
  times: number[]
  /** BPM as recorded: 0 or 255 when the sensor lost the signal (analysis.ts sets them aside). */
  rates: number[]
  /** Metres since the start (FIT, TCX) or between GPS points added up (GPX); NaN when absent. */
  distances: number[]
  /** Watts; NaN when absent. */
  powers: number[]
}

/** One record as a reader finds it: its moment (ms since 1970) and what it holds. */
export interface RecordPoint {
  time: number
  rate?: number | undefined
  distance?: number | undefined
  power?: number | undefined
}

const orNaN = (value: number | undefined): number => (value === undefined || !Number.isFinite(value) ? Number.NaN : value)

/**
 * The recording of records in any order: sorted by time, the records of one moment kept once (the last one read), and
 * the records without a valid moment left out. Null when no record has one.
 */
export function recordingOf(points: readonly RecordPoint[]): Recording | null {
  const timed = points.filter((point) => Number.isFinite(point.time)).sort((a, b) => a.time - b.time)
  const kept: RecordPoint[] = []
  for (const point of timed) {
    if (kept.length && kept[kept.length - 1]!.time === point.time) kept[kept.length - 1] = point
    else kept.push(point)
  }
  if (!kept.length) return null
  const start = kept[0]!.time
  return {
    times: kept.map((point) => (point.time - start) / 1000),
    rates: kept.map((point) => orNaN(point.rate)),
    distances: kept.map((point) => orNaN(point.distance)),
    powers: kept.map((point) => orNaN(point.power)),
  }
}
