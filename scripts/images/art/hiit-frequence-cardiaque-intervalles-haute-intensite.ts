// HIIT: a jagged interval graph, peaks in the zone 5 colour and recoveries in the zone 1 colour, and a lightning bolt.
import { background, type Point, pathOf, r, rng, W } from '../draw.ts'
import { colors, zoneColor } from '../../../src/palette.ts'

const base = 560
const x0 = 110
const x1 = 1090

/** The heart-rate line and, for its gradient, the colour of each stretch. */
function intervals(): { points: Point[]; stretches: [number, number, string][] } {
  const points: Point[] = [[x0, 470]]
  const stretches: [number, number, string][] = []
  let x = x0
  // Recovery: low and bumpy.
  const valley = (w: number, seed: number) => {
    const rand = rng(seed)
    const start = x
    for (let i = 1; i <= 5; i++) points.push([x + (w * i) / 6, 462 + rand() * 22])
    x += w
    points.push([x, 470])
    stretches.push([start, x, zoneColor(1)])
  }
  // Effort: sharp and tall.
  const peak = (w: number, top: number) => {
    const start = x
    points.push([x + w * 0.32, top + 40], [x + w * 0.42, top + 70], [x + w * 0.55, top], [x + w * 0.7, top + 60], [x + w, 470])
    x += w
    stretches.push([start, x, zoneColor(5)])
  }
  valley(90, 1)
  peak(120, 170)
  valley(100, 2)
  peak(120, 150)
  valley(100, 3)
  peak(120, 185)
  valley(100, 4)
  peak(120, 160)
  valley(x1 - x, 5)
  return { points, stretches }
}

export function hiitIntervals(): string {
  const { points, stretches } = intervals()
  const line = 'M' + pathOf(points)
  const area = `${line}L${x1} ${base}L${x0} ${base}Z`
  const offset = (x: number) => r(((x - x0) / (x1 - x0)) * 1000) / 1000
  let stops = ''
  for (const [a, b, color] of stretches)
    stops += `<stop offset="${offset(a)}" stop-color="${color}"/><stop offset="${offset(b)}" stop-color="${color}"/>`
  const defs = `
    <linearGradient id="seg" x1="${x0}" y1="0" x2="${x1}" y2="0" gradientUnits="userSpaceOnUse">${stops}</linearGradient>
    <linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colors.white}" stop-opacity="0.55"/><stop offset="1" stop-color="${colors.white}" stop-opacity="0.05"/></linearGradient>
    <mask id="fadeMask"><rect x="0" y="120" width="${W}" height="${base - 120}" fill="url(#fade)"/></mask>
    <linearGradient id="bolt" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colors.gold}"/><stop offset="1" stop-color="${colors.amber}"/></linearGradient>`
  let grid = ''
  for (const y of [170, 300, 430])
    grid += `<line x1="${x0}" y1="${y}" x2="${x1}" y2="${y}" stroke="${colors.slate600}" stroke-width="2" stroke-dasharray="3 12" stroke-linecap="round"/>`
  const bolt = `<g transform="translate(1010 150)">
      <path d="M18-120L-62 14H-8L-30 120L62-24H6Z" fill="${colors.gold}" opacity="0.45" filter="url(#softGlow)"/>
      <path d="M18-120L-62 14H-8L-30 120L62-24H6Z" fill="url(#bolt)" stroke="${colors.goldPale}" stroke-width="4" stroke-linejoin="round"/>
    </g>`
  return (
    background({ gx: 560, gy: 300, gr: 480, glowOpacity: 0.18, defs }) +
    grid +
    `<line x1="${x0}" y1="${base}" x2="${x1}" y2="${base}" stroke="${colors.slate500}" stroke-width="4" stroke-linecap="round"/>
     <path d="${area}" fill="url(#seg)" mask="url(#fadeMask)"/>
     <path d="${line}" fill="none" stroke="url(#seg)" stroke-width="22" opacity="0.35" filter="url(#softGlow)" stroke-linejoin="round"/>
     <path d="${line}" fill="none" stroke="url(#seg)" stroke-width="9" stroke-linejoin="round" stroke-linecap="round"/>` +
    bolt
  )
}
