// Heart-rate variability: an ECG whose beats come at slightly unequal intervals, each interval marked by a bracket of
// its own length, above a day-by-day trend that wavers inside a personal band and dips below it at the end.
import { background, ecgPath, ecgStroke, type Point, pathOf, r, rng } from '../draw.ts'
import { colors, zoneColor } from '../../../src/palette.ts'

/** R peaks a little closer or farther apart: the variability itself. */
const BEATS = [200, 392, 566, 772, 950] as const

function intervalBrackets(): string {
  let out = ''
  for (let i = 0; i + 1 < BEATS.length; i++) {
    const a = BEATS[i] ?? 0
    const b = BEATS[i + 1] ?? 0
    const y = i % 2 === 0 ? 118 : 140
    out += `<path d="M${a + 6} ${y + 26}V${y}H${b - 6}V${y + 26}" fill="none" stroke="${colors.roseLighter}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round" opacity="${i % 2 === 0 ? 0.95 : 0.6}"/>`
  }
  return out
}

/** Nightly values around a personal band: steady, then lower for the last few nights. */
function trend(): string {
  const x0 = 120
  const x1 = 1080
  const top = 470
  const bottom = 540
  const rand = rng(24)
  const points: Point[] = []
  const n = 26
  for (let i = 0; i <= n; i++) {
    const x = x0 + ((x1 - x0) * i) / n
    const dip = i > n - 5 ? (i - (n - 5)) * 16 : 0
    points.push([x, (top + bottom) / 2 + Math.sin(i * 0.9) * 16 + (rand() - 0.5) * 18 + dip])
  }
  const dots = points.map(([x, y]) => `<circle cx="${r(x)}" cy="${r(y)}" r="6" fill="${y > bottom ? colors.amber : colors.white}"/>`).join('')
  return `
    <rect x="${x0}" y="${top}" width="${x1 - x0}" height="${bottom - top}" rx="12" fill="${zoneColor(2)}" opacity="0.18"/>
    <line x1="${x0}" y1="${top}" x2="${x1}" y2="${top}" stroke="${zoneColor(2)}" stroke-width="3" stroke-dasharray="4 12" stroke-linecap="round" opacity="0.8"/>
    <line x1="${x0}" y1="${bottom}" x2="${x1}" y2="${bottom}" stroke="${zoneColor(2)}" stroke-width="3" stroke-dasharray="4 12" stroke-linecap="round" opacity="0.8"/>
    <path d="M${pathOf(points)}" fill="none" stroke="${colors.slate200}" stroke-width="4" stroke-linejoin="round" opacity="0.85"/>
    ${dots}`
}

export function heartRateVariability(): string {
  return (
    background({ gx: 600, gy: 260, gr: 460, glowOpacity: 0.2 }) +
    intervalBrackets() +
    `<line x1="80" y1="330" x2="1120" y2="330" stroke="${colors.slate600}" stroke-width="2" stroke-dasharray="2 14" stroke-linecap="round"/>` +
    ecgStroke(ecgPath(80, 1120, 330, BEATS, { bw: 120, amp: 150 }), { width: 7 }) +
    trend()
  )
}
