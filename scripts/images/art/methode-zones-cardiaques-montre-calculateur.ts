// Which method for your zones: three columns of the five zone colours, each shifted up from the last (the same
// zones in BPM by % of FC max, by heart-rate reserve, by lactate threshold), and a sports watch showing a heart.
import { background, ecgPath, ecgStroke, heart } from '../draw.ts'
import { colors, ZONE_COLORS } from '../../../src/palette.ts'

const COLUMN = { w: 110, gap: 60, x0: 110, bottom: 600, zoneHeight: 84 }
/** How far each column starts above the first: the same effort reads higher with each method. */
const LIFTS = [0, 70, 110]

function zoneColumns(): string {
  const { w, gap, x0, bottom, zoneHeight } = COLUMN
  let out = ''
  LIFTS.forEach((lift, column) => {
    const x = x0 + column * (w + gap)
    const base = bottom - lift
    out += `<rect x="${x - 8}" y="${base - 5 * zoneHeight - 8}" width="${w + 16}" height="${5 * zoneHeight + 16}" rx="22" fill="${colors.slate700}"/>`
    ZONE_COLORS.forEach((color, zone) => {
      const y = base - (zone + 1) * zoneHeight
      out += `<rect x="${x}" y="${y + 3}" width="${w}" height="${zoneHeight - 6}" rx="14" fill="${color}"/>`
    })
    out += `<rect x="${x + 16}" y="${base - 5 * zoneHeight + 16}" width="14" height="${5 * zoneHeight - 32}" rx="7" fill="${colors.white}" opacity="0.22"/>`
  })
  // The zone 2 of each column, joined by a dashed line: it sits higher each time.
  const zone2 = LIFTS.map((lift, column) => [x0 + column * (w + gap) + w / 2, bottom - lift - 1.5 * zoneHeight] as const)
  out += `<path d="M${zone2.map(([x, y]) => `${x} ${y}`).join('L')}" fill="none" stroke="${colors.white}" stroke-width="6" stroke-dasharray="4 14" stroke-linecap="round"/>`
  out += zone2.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="13" fill="${colors.white}"/>`).join('')
  return out
}

function watch(cx: number, cy: number): string {
  return `
    <rect x="${cx - 70}" y="${cy - 250}" width="140" height="160" rx="28" fill="${colors.slate700}"/>
    <rect x="${cx - 70}" y="${cy + 90}" width="140" height="160" rx="28" fill="${colors.slate700}"/>
    <rect x="${cx + 136}" y="${cy - 40}" width="22" height="80" rx="9" fill="${colors.slate400}"/>
    <circle cx="${cx}" cy="${cy}" r="150" fill="${colors.slate500}"/>
    <circle cx="${cx}" cy="${cy}" r="136" fill="${colors.ink}"/>
    ${heart(cx, cy - 40, 96, { shine: false })}
    ${ecgStroke(ecgPath(cx - 92, cx + 92, cy + 78, [cx], { bw: 70, amp: 44 }), { width: 6, glow: false })}`
}

export function methodsAndWatch(): string {
  return background({ gx: 860, gy: 340, gr: 420, glowOpacity: 0.2 }) + zoneColumns() + watch(880, 340)
}
