/**
 * Where each mark of the log's chart goes: a day per slot along the width, beats per minute up the height. Pure
 * arithmetic on the judged mornings of the period shown, so that the drawing (RestingChart.tsx) only places marks.
 */
import { addDays, daysBetween } from '../../heart-rate/iso-dates'
import { RISE_BPM, type JudgedMorning } from '../../heart-rate/resting-log'

const SHORT_MONTHS = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juill.', 'août', 'sept.', 'oct.', 'nov.', 'déc.']
/** « 23 nov. », « 1ᵉʳ mars », as the OQLF abbreviates months. */
export function shortDate(date: string): string {
  const [, month = '1', day = '1'] = date.split('-')
  return `${Number(day) === 1 ? '1\u1d49\u02b3' : Number(day)}\u00a0${SHORT_MONTHS[Number(month) - 1] ?? ''}`
}

export const MARGIN = { top: 12, right: 16, bottom: 28, left: 40 }
export const CHART_HEIGHT = 220
/** A date label needs about this much room. */
const LABEL_WIDTH = 64

export interface ChartGeometry {
  x: (date: string) => number
  y: (bpm: number) => number
  yTicks: number[]
  xTicks: string[]
  /** Polylines: each run of consecutive days is one line, a day without a measure breaks it. */
  rateLines: string[]
  baselineLines: string[]
  thresholdLines: string[]
}

/** Points joined into lines, a new line wherever a day is missing or the value is null. */
function lines(
  mornings: readonly JudgedMorning[],
  value: (morning: JudgedMorning) => number | null,
  at: (date: string, v: number) => string,
): string[] {
  const result: string[][] = []
  let previous: string | null = null
  for (const morning of mornings) {
    const v = value(morning)
    if (v === null) {
      previous = null
      continue
    }
    if (previous === null || daysBetween(previous, morning.date) !== 1) result.push([])
    result.at(-1)?.push(at(morning.date, v))
    previous = morning.date
  }
  return result.filter((line) => line.length > 1).map((line) => line.join(' '))
}

export function chartGeometry(mornings: readonly JudgedMorning[], start: string, end: string, width: number): ChartGeometry {
  const plotWidth = width - MARGIN.left - MARGIN.right
  const plotHeight = CHART_HEIGHT - MARGIN.top - MARGIN.bottom
  const days = daysBetween(start, end) + 1
  const slot = plotWidth / days
  const values = mornings.flatMap((morning) => [morning.bpm, ...(morning.baseline === null ? [] : [morning.baseline, morning.baseline + RISE_BPM])])
  const low = Math.floor((Math.min(...values) - 2) / 5) * 5
  const high = Math.max(Math.ceil((Math.max(...values) + 2) / 5) * 5, low + 10)
  const step = high - low > 30 ? 10 : 5
  const x = (date: string) => MARGIN.left + (daysBetween(start, date) + 0.5) * slot
  const y = (bpm: number) => MARGIN.top + ((high - bpm) / (high - low)) * plotHeight
  const yTicks: number[] = []
  for (let tick = Math.ceil(low / step) * step; tick <= high; tick += step) yTicks.push(tick)
  // Weekly labels counted back from the last day, spaced so that they never overlap.
  const every = 7 * Math.max(1, Math.ceil(LABEL_WIDTH / (slot * 7)))
  const xTicks: string[] = []
  for (let back = 0; back < days; back += every) xTicks.unshift(addDays(end, -back))
  const at = (date: string, v: number) => `${x(date).toFixed(1)},${y(v).toFixed(1)}`
  return {
    x,
    y,
    yTicks,
    xTicks,
    rateLines: lines(mornings, (morning) => morning.bpm, at),
    baselineLines: lines(mornings, (morning) => morning.baseline, at),
    thresholdLines: lines(mornings, (morning) => (morning.baseline === null ? null : morning.baseline + RISE_BPM), at),
  }
}
