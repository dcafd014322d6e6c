// Normal resting rate by age: four hearts growing from a baby's to an adult's, each over its median resting rate,
// and an ECG whose beats spread out from left (fast, newborn) to right (slow, adult).
import { background, ecgPath, ecgStroke, FONT, heart } from '../draw.ts'
import { colors } from '../../../src/palette.ts'

/** Each age's heart: centre x, heart width and its label (median or mean resting rate in the article's tables). */
const AGES = [
  { x: 200, size: 120, bpm: '127' },
  { x: 470, size: 160, bpm: '113' },
  { x: 760, size: 200, bpm: '84' },
  { x: 1040, size: 240, bpm: '72' },
] as const

export function restingRateByAge(): string {
  const baseline = 560
  const hearts = AGES.map(
    ({ x, size, bpm }) =>
      heart(x, 300 - size / 2 + 60, size) +
      `<text x="${x}" y="430" text-anchor="middle" font-family="${FONT}" font-size="52" font-weight="700" fill="${colors.white}">${bpm}</text>`,
  ).join('')
  // Beats closer together on the left, further apart on the right: the rate slows with age.
  const beats = [110, 190, 270, 350, 445, 545, 660, 790, 940, 1100]
  return (
    background({ gx: 640, gy: 300, gr: 520, glowOpacity: 0.18 }) +
    `<line x1="60" y1="${baseline}" x2="1140" y2="${baseline}" stroke="${colors.slate600}" stroke-width="2" stroke-dasharray="2 14" stroke-linecap="round"/>` +
    `<text x="1140" y="470" text-anchor="end" font-family="${FONT}" font-size="30" font-weight="700" fill="${colors.roseLighter}">BPM</text>` +
    hearts +
    ecgStroke(ecgPath(60, 1140, baseline, beats, { bw: 70, amp: 70 }), { width: 6 })
  )
}
