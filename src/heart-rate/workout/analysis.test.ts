import { describe, expect, it } from 'vitest'
import { steady, steadyRide } from '../../../e2e/workout-files'
import { analyseRecording, type WorkoutAnalysis } from './analysis'
import { recordingOf, type RecordPoint } from './recording'
import { timeInZones } from './time-in-zones'
import { zonesForMax } from '../zones'

const T0 = Date.UTC(2026, 5, 14, 13)
const recording = (samples: { t: number; hr?: number; power?: number; distance?: number }[]) =>
  recordingOf(
    samples.map((sample): RecordPoint => ({ time: T0 + sample.t * 1000, rate: sample.hr, power: sample.power, distance: sample.distance })),
  )!
const analysed = (samples: Parameters<typeof recording>[0]) => analyseRecording(recording(samples)) as WorkoutAnalysis

describe('a steady ride', () => {
  const analysis = analysed(steadyRide())

  it('counts every second, and the mean weighs each rate by its time', () => {
    expect(analysis.countedSeconds).toBe(3000)
    expect(analysis.pausedSeconds).toBe(0)
    // (100 × 600 + 130 × 1 200 + 145 × 1 200) ÷ 3 000
    expect(analysis.meanRate).toBe(130)
    expect(analysis.highest).toEqual({ rate: 145, at: 1800 })
  })

  it('gives the drift of the part after the warm-up, and the power of each half', () => {
    expect(analysis.drift).toEqual({ minutes: 40, first: 130, second: 145, output: { kind: 'puissance', first: 200, second: 200 }, stops: 0 })
  })

  it('shares the time among the zones of a 180 BPM maximum (90, 108, 126, 144, 162)', () => {
    const time = timeInZones(analysis.rateSeconds, zonesForMax(180))
    expect(time).toEqual({ below: 0, zones: { 1: 600, 2: 0, 3: 1200, 4: 1200, 5: 0 }, aboveMax: 0, total: 3000 })
  })

  it('has no recovery: the rate did not come down after its highest', () => {
    expect(analysis.recovery).toBeNull()
  })
})

describe('speed from the distance', () => {
  it('is each half’s metres over its seconds, in km/h', () => {
    const samples = [...steady(0, 600, 110), ...steady(600, 600, 130), ...steady(1200, 601, 140)].map((sample) => ({
      ...sample,
      // 3 m/s for the first 20 minutes, then 2,5 m/s: 10,8 then 9 km/h.
      distance: sample.t <= 1200 ? sample.t * 3 : 3600 + (sample.t - 1200) * 2.5,
    }))
    const { drift } = analysed(samples)
    expect(drift?.output?.kind).toBe('vitesse')
    expect(drift?.output?.first).toBeCloseTo(10.8, 9)
    expect(drift?.output?.second).toBeCloseTo(9, 9)
  })
})

describe('pauses and lost signal', () => {
  // 300 records at 120 (t 0-299), a 100 s pause, 300 records at 150 (t 399-698) of which 10 at 0 and one at 255.
  const samples = [
    ...steady(0, 300, 120),
    ...steady(399, 300, 150).map((sample) =>
      sample.t >= 500 && sample.t < 510 ? { ...sample, hr: 0 } : sample.t === 600 ? { ...sample, hr: 255 } : sample,
    ),
  ]
  const analysis = analysed(samples)

  it('leaves a gap of more than 30 s out, and the seconds of a lost signal', () => {
    expect(analysis.pauses).toBe(1)
    expect(analysis.pausedSeconds).toBe(100)
    expect(analysis.lostSeconds).toBe(11)
    // 299 s at 120 before the pause (the last record opens it), 299 − 11 at 150 after.
    expect(analysis.countedSeconds).toBe(299 + 288)
    expect(analysis.rateSeconds[120]).toBe(299)
    expect(analysis.rateSeconds[150]).toBe(288)
    expect(analysis.rateSeconds[0]).toBe(0)
    expect(analysis.highest.rate).toBe(150)
    expect(analysis.elapsedSeconds).toBe(698)
  })

  it('draws the curve with a gap where nothing was recorded', () => {
    expect(analysis.curve.some((point) => point.rate === null)).toBe(true)
    expect(
      analysis.curve
        .filter((point) => point.rate !== null)
        .every((point) => point.rate === 120 || point.rate === 150 || (point.rate! > 120 && point.rate! < 150)),
    ).toBe(true)
  })
})

describe('recovery after the highest rate', () => {
  it('reads the rate 60 s after it', () => {
    const samples = [...steady(0, 360, 120), { t: 360, hr: 175 }, ...steady(361, 59, 150), ...steady(420, 181, 140)]
    expect(analysed(samples).recovery).toEqual({ peak: 175, oneMinute: 140, at: 360 })
  })

  it('takes the record nearest to the minute when the watch records every few seconds', () => {
    const samples = [
      ...steady(0, 100, 120).map((s) => ({ ...s, t: s.t * 4 })),
      { t: 400, hr: 170 },
      { t: 430, hr: 160 },
      { t: 456, hr: 150 },
      { t: 462, hr: 148 },
      { t: 470, hr: 140 },
    ]
    expect(analysed(samples).recovery).toEqual({ peak: 170, oneMinute: 148, at: 400 })
  })

  it('gives none across a pause', () => {
    const samples = [...steady(0, 360, 120), { t: 360, hr: 175 }, { t: 400, hr: 130 }, ...steady(420, 100, 125)]
    expect(analysed(samples).recovery).toBeNull()
  })
})

describe('recordings with nothing to say', () => {
  it('without a heart rate', () => {
    expect(analyseRecording(recording(steady(0, 600, 0)))).toBe('noHeartRate')
    expect(analyseRecording(recording(Array.from({ length: 600 }, (_, t) => ({ t }))))).toBe('noHeartRate')
  })

  it('shorter than a minute of heart rate', () => {
    expect(analyseRecording(recording(steady(0, 40, 130)))).toBe('tooShort')
  })

  it('keeps one record per moment, in time order', () => {
    const rec = recording([
      { t: 2, hr: 120 },
      { t: 0, hr: 100 },
      { t: 2, hr: 121 },
      { t: 1, hr: 110 },
    ])
    expect(rec.times).toEqual([0, 1, 2])
    expect(rec.rates).toEqual([100, 110, 121])
  })
})
