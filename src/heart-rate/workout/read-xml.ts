/**
 * A GPX or TCX file as a recording, read by saxes, a conforming XML parser (ISC, the one jsdom uses), in the workout
 * worker: the browser's own parser (DOMParser) does not exist in a worker, and on the page's thread it froze the page
 * 1,3 s on a ten-hour GPX. GPX: each <trkpt> with its <time>, the heart rate of Garmin's TrackPointExtension
 * (<gpxtpx:hr>, or any <hr> of an extension) and a <power> extension; the distance is added up from the points'
 * latitude and longitude. TCX: each <Trackpoint> with <Time>, <HeartRateBpm><Value>, <DistanceMeters> and the <Watts>
 * of its extension. Prefixes vary from one application to the next: elements are known by their local name.
 */
import { SaxesParser } from 'saxes'
import { recordingOf, type Recording, type RecordPoint } from './recording'
import type { WorkoutProblem } from './problems'

const EARTH_RADIUS_M = 6_371_008.8
const radians = (degrees: number) => (degrees * Math.PI) / 180
/** Great-circle distance between two points, in metres (haversine). */
function metresBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const dLat = radians(b.lat - a.lat)
  const dLon = radians(b.lon - a.lon)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** What each kind calls a point, and which element of a point holds which value (by local name, and its parent's). */
const FORMATS = {
  gpx: { point: 'trkpt', fields: { time: 'time', hr: 'rate', power: 'power' } },
  tcx: { point: 'Trackpoint', fields: { Time: 'time', Value: 'rate', DistanceMeters: 'distance', Watts: 'power' } },
} as const
type Field = 'time' | 'rate' | 'distance' | 'power'

const localName = (name: string) => name.slice(name.indexOf(':') + 1)
const numberOf = (text: string | undefined) => (text === undefined || text.trim() === '' ? undefined : Number(text))

/** The recording of a GPX or TCX file's text, or what is wrong with it. */
export function readWorkoutXml(text: string, kind: 'gpx' | 'tcx'): Recording | WorkoutProblem {
  const format = FORMATS[kind]
  const fields: Readonly<Record<string, Field>> = format.fields
  const points: RecordPoint[] = []
  let values = null as Partial<Record<Field, string>> | null
  let place = null as { lat: number; lon: number } | null
  let previous: { lat: number; lon: number } | null = null
  let distance = 0
  const open: string[] = []
  let collected = ''
  const parser = new SaxesParser()
  parser.on('opentag', (tag) => {
    const name = localName(tag.name)
    collected = ''
    if (name === format.point) {
      values = {}
      const lat = Number(tag.attributes.lat)
      const lon = Number(tag.attributes.lon)
      place =
        tag.attributes.lat !== undefined && tag.attributes.lon !== undefined && Number.isFinite(lat) && Number.isFinite(lon) ? { lat, lon } : null
    }
    open.push(name)
  })
  parser.on('text', (chunk) => {
    if (values) collected += chunk
  })
  parser.on('closetag', (tag) => {
    const name = localName(tag.name)
    open.pop()
    if (name === format.point && values) {
      if (kind === 'gpx' && place) {
        if (previous) distance += metresBetween(previous, place)
        previous = place
      }
      points.push({
        time: Date.parse(values.time ?? ''),
        rate: numberOf(values.rate),
        distance: kind === 'gpx' ? (place ? distance : undefined) : numberOf(values.distance),
        power: numberOf(values.power),
      })
      values = null
    } else if (values) {
      const field = fields[name]
      // A TCX « Value » is the heart rate only inside « HeartRateBpm »; a point's first value of each field counts.
      const inside = field !== 'rate' || kind === 'gpx' || open.at(-1) === 'HeartRateBpm'
      if (field && inside && values[field] === undefined) values[field] = collected
    }
    collected = ''
  })
  try {
    parser.write(text).close()
  } catch {
    return 'brokenXml'
  }
  return recordingOf(points) ?? 'noRecords'
}
