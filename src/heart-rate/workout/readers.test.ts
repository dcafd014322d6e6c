import { describe, expect, it } from 'vitest'
import { fitFile, gpxFile, steady, steadyRide, tcxFile } from '../../../e2e/workout-files'
import { workoutFileKind } from './file-kind'
import { readWorkoutFit } from './read-fit'
import { readWorkoutXml } from './read-xml'
import type { Recording } from './recording'

const bytesOf = (text: string) => new TextEncoder().encode(text)
const buffer = (bytes: Uint8Array) => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer

describe('what a file is, from its bytes', () => {
  it('knows FIT, GPX and TCX, whatever their name', () => {
    expect(workoutFileKind(fitFile(steady(0, 5, 120)))).toBe('fit')
    expect(workoutFileKind(bytesOf(`\uFEFF${gpxFile(steady(0, 5, 120))}`))).toBe('gpx')
    expect(workoutFileKind(bytesOf(tcxFile(steady(0, 5, 120))))).toBe('tcx')
  })

  it('knows nothing else', () => {
    expect(workoutFileKind(bytesOf('%PDF-1.7\n%âãÏÓ'))).toBeNull()
    expect(workoutFileKind(bytesOf('<!doctype html><html><body>x</body></html>'))).toBeNull()
    expect(workoutFileKind(new Uint8Array())).toBeNull()
  })
})

describe('FIT, written by Garmin’s encoder', () => {
  it('gives each record’s time, rate, distance and power', async () => {
    const recording = (await readWorkoutFit(buffer(fitFile(steadyRide())))) as Recording
    expect(recording.times).toHaveLength(3001)
    expect(recording.times[1800]).toBe(1800)
    expect(recording.rates.slice(598, 602)).toEqual([100, 100, 130, 130])
    expect(recording.powers[2000]).toBe(200)
    expect(recording.distances[1000]).toBe(8000)
  })

  it('refuses a file cut short', async () => {
    const whole = fitFile(steadyRide())
    expect(await readWorkoutFit(buffer(whole.subarray(0, whole.length / 2)))).toBe('brokenFit')
  })

  it('says when a FIT file holds no record', async () => {
    expect(await readWorkoutFit(buffer(fitFile([])))).toBe('noRecords')
  })
})

describe('GPX and TCX, read by the XML parser (saxes)', () => {
  it('GPX: the heart-rate extension, and the distance added up from the points', () => {
    const recording = readWorkoutXml(gpxFile(steady(0, 3, 120), { moving: true }), 'gpx') as Recording
    expect(recording.times).toEqual([0, 1, 2])
    expect(recording.rates).toEqual([120, 120, 120])
    // 0,00001° of latitude: 6 371 008,8 m × π ÷ 180 × 0,00001 = 1,112 m.
    expect(recording.distances[2]).toBeCloseTo(2 * 1.112, 2)
    expect(recording.powers.every(Number.isNaN)).toBe(true)
  })

  it('TCX: HeartRateBpm, DistanceMeters and the Watts of its extension', () => {
    const recording = readWorkoutXml(tcxFile(steadyRide().slice(598, 602)), 'tcx') as Recording
    expect(recording.times).toEqual([0, 1, 2, 3])
    expect(recording.rates).toEqual([100, 100, 130, 130])
    expect(recording.distances).toEqual([4784, 4792, 4800, 4808])
    expect(recording.powers).toEqual([200, 200, 200, 200])
  })

  it('whatever the prefix, and only what is inside each point', () => {
    const gpx = gpxFile(steady(0, 2, 120))
      .replaceAll('gpxtpx:', 'ns3:')
      .replace('xmlns:gpxtpx=', 'xmlns:ns3=')
    expect((readWorkoutXml(gpx, 'gpx') as Recording).rates).toEqual([120, 120])
    // A lap's total distance, outside the track points, is not a point's.
    const tcx = tcxFile(steady(0, 2, 120)).replace('<Track>', '<DistanceMeters>5000</DistanceMeters><Track>')
    expect((readWorkoutXml(tcx, 'tcx') as Recording).distances.every(Number.isNaN)).toBe(true)
  })

  it('a point without a heart rate has none', () => {
    const recording = readWorkoutXml(gpxFile([{ t: 0 }, { t: 1, hr: 130 }]), 'gpx') as Recording
    expect(recording.rates[0]).toBeNaN()
    expect(recording.rates[1]).toBe(130)
  })

  it('refuses a file cut short, and one without a dated point', () => {
    const text = tcxFile(steady(0, 10, 120))
    expect(readWorkoutXml(text.slice(0, text.length / 2), 'tcx')).toBe('brokenXml')
    expect(readWorkoutXml(gpxFile([]), 'gpx')).toBe('noRecords')
  })
})
