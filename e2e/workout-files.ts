/**
 * Workout files for the tests and the bench, written here: FIT by Garmin's own encoder (@garmin/fitsdk, a development
 * dependency, never sent to a browser), GPX and TCX as the watches' applications write them, and broken ones.
 */
import { Encoder, Profile } from '@garmin/fitsdk'

/** One record: seconds from the start, and what the watch wrote (a heart rate of 0 or 255 is a lost signal). */
export interface Sample {
  t: number
  hr?: number
  power?: number
  /** Metres from the start (FIT, TCX). */
  distance?: number
}

const START = new Date('2026-06-14T13:00:00Z')
const at = (t: number) => new Date(START.getTime() + t * 1000)
const iso = (t: number) => at(t).toISOString().replace('.000Z', 'Z')

export function fitFile(samples: readonly Sample[]): Uint8Array {
  const encoder = new Encoder()
  const fileId: Record<string, unknown> = { manufacturer: 'development', product: 1, timeCreated: START, type: 'activity' }
  encoder.onMesg(Profile.MesgNum.FILE_ID!, fileId)
  for (const sample of samples) {
    const record: Record<string, unknown> = { timestamp: at(sample.t) }
    if (sample.hr !== undefined) record.heartRate = sample.hr
    if (sample.power !== undefined) record.power = sample.power
    if (sample.distance !== undefined) record.distance = sample.distance
    encoder.onMesg(Profile.MesgNum.RECORD!, record)
  }
  return encoder.close()
}

/** GPX with Garmin's TrackPointExtension; each point 1 m of latitude north of the last when `moving`. */
export function gpxFile(samples: readonly Sample[], { moving = false } = {}): string {
  const points = samples
    .map((sample, index) => {
      const lat = (45.5 + (moving ? index * 0.00001 : 0)).toFixed(6)
      const hr =
        sample.hr === undefined
          ? ''
          : `<extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>${sample.hr}</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions>`
      return `<trkpt lat="${lat}" lon="-73.56"><ele>30</ele><time>${iso(sample.t)}</time>${hr}</trkpt>`
    })
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>
<gpx creator="test" version="1.1" xmlns="http://www.topografix.com/GPX/1/1" xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">
<trk><name>Sortie</name><trkseg>
${points}
</trkseg></trk></gpx>
`
}

export function tcxFile(samples: readonly Sample[]): string {
  const points = samples
    .map((sample) => {
      const hr = sample.hr === undefined ? '' : `<HeartRateBpm><Value>${sample.hr}</Value></HeartRateBpm>`
      const distance = sample.distance === undefined ? '' : `<DistanceMeters>${sample.distance}</DistanceMeters>`
      const power = sample.power === undefined ? '' : `<Extensions><ns3:TPX><ns3:Watts>${sample.power}</ns3:Watts></ns3:TPX></Extensions>`
      return `<Trackpoint><Time>${iso(sample.t)}</Time>${distance}${hr}${power}</Trackpoint>`
    })
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>
<TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2" xmlns:ns3="http://www.garmin.com/xmlschemas/ActivityExtension/v2">
<Activities><Activity Sport="Biking"><Id>${iso(0)}</Id><Lap StartTime="${iso(0)}"><Track>
${points}
</Track></Lap></Activity></Activities></TrainingCenterDatabase>
`
}

/** `count` records a second apart from `from`, at `hr`, with whatever else `more` gives. */
export const steady = (from: number, count: number, hr: number, more: Omit<Sample, 't' | 'hr'> = {}): Sample[] =>
  Array.from({ length: count }, (_, index) => ({ t: from + index, hr, ...more }))

/**
 * A ride the tests work out by hand: 10 minutes at 100 BPM (the warm-up), 20 at 130, 20 at 145, then one record at
 * 130 to close the last second; 200 W throughout, 8 m a second. Counted: 3 000 s. After the warm-up, halves of
 * 1 200 s at 130 and 145 BPM.
 */
export const steadyRide = (): Sample[] =>
  [...steady(0, 600, 100), ...steady(600, 1200, 130), ...steady(1800, 1200, 145), { t: 3000, hr: 130 }].map((sample) => ({
    ...sample,
    power: 200,
    distance: sample.t * 8,
  }))

/** Ten hours of running, a record a second, the rate swinging between 120 and 160 BPM: the bench's and the tests' long file. */
export const ultra = (hours = 10): Sample[] =>
  Array.from({ length: hours * 3600 + 1 }, (_, t) => ({ t, hr: 140 + Math.round(20 * Math.sin(t / 300)), distance: t * 2.5 }))
