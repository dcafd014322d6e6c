/**
 * A GPX or TCX file, parsed by the browser's own XML parser (DOMParser), as a recording. GPX: each <trkpt> with its
 * <time>, the heart rate of Garmin's TrackPointExtension (<gpxtpx:hr>, or any <hr> of an extension) and a <power>
 * extension; the distance is added up from the points' latitude and longitude. TCX: each <Trackpoint> with <Time>,
 * <HeartRateBpm><Value>, <DistanceMeters> and the <Watts> of its extension. Namespaces and prefixes vary from one
 * application to the next: elements are found by their local name.
 */
import { recordingOf, type Recording, type RecordPoint } from './recording'
import type { WorkoutProblem } from './problems'

const byName = (parent: Element | Document, name: string): Element[] => Array.from(parent.getElementsByTagNameNS('*', name))
const firstText = (parent: Element, name: string): string | undefined => byName(parent, name)[0]?.textContent?.trim()
const numberIn = (parent: Element, name: string): number | undefined => {
  const text = firstText(parent, name)
  return text === undefined || text === '' ? undefined : Number(text)
}

const EARTH_RADIUS_M = 6_371_008.8
const radians = (degrees: number) => (degrees * Math.PI) / 180
/** Great-circle distance between two points, in metres (haversine). */
function metresBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const dLat = radians(b.lat - a.lat)
  const dLon = radians(b.lon - a.lon)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))
}

function gpxPoints(doc: Document): RecordPoint[] {
  let distance = 0
  let previous: { lat: number; lon: number } | null = null
  return byName(doc, 'trkpt').map((point) => {
    const place = { lat: Number(point.getAttribute('lat')), lon: Number(point.getAttribute('lon')) }
    const placed = Number.isFinite(place.lat) && Number.isFinite(place.lon) && point.hasAttribute('lat') && point.hasAttribute('lon')
    if (placed) {
      if (previous) distance += metresBetween(previous, place)
      previous = place
    }
    const rate = numberIn(point, 'hr')
    return {
      time: Date.parse(firstText(point, 'time') ?? ''),
      rate,
      distance: placed ? distance : undefined,
      power: numberIn(point, 'power'),
    }
  })
}

function tcxPoints(doc: Document): RecordPoint[] {
  return byName(doc, 'Trackpoint').map((point) => {
    const heart = byName(point, 'HeartRateBpm')[0]
    return {
      time: Date.parse(firstText(point, 'Time') ?? ''),
      rate: heart ? numberIn(heart, 'Value') : undefined,
      distance: numberIn(point, 'DistanceMeters'),
      power: numberIn(point, 'Watts'),
    }
  })
}

/** The element that closes each kind of file: a file that does not end with it was cut short. */
const CLOSING_TAGS = { gpx: /<\/(?:[\w.-]+:)?gpx>\s*$/, tcx: /<\/(?:[\w.-]+:)?TrainingCenterDatabase>\s*$/ }

/**
 * Whether a file's text ends as a whole file does. A file cut short (the commonest damage) is refused before the XML
 * parser reads it: Chromium's parser would style its error notice inline, which the site's security policy blocks and
 * reports.
 */
export const endsWhole = (text: string, kind: 'gpx' | 'tcx'): boolean => CLOSING_TAGS[kind].test(text.slice(-200))

/** The recording of a parsed GPX or TCX document, or what is wrong with it. */
export function readWorkoutXml(doc: Document, kind: 'gpx' | 'tcx'): Recording | WorkoutProblem {
  if (byName(doc, 'parsererror').length) return 'brokenXml'
  return recordingOf(kind === 'gpx' ? gpxPoints(doc) : tcxPoints(doc)) ?? 'noRecords'
}
