// A fast pulse on standing: a figure lying, an arrow, the same figure standing, above an ECG whose beats come closer
// together once the figure stands.
import { background, ecgPath, ecgStroke } from '../draw.ts'
import { colors } from '../../../src/palette.ts'

function lying(x: number, y: number): string {
  return `
    <rect x="${x - 20}" y="${y + 46}" width="300" height="22" rx="11" fill="${colors.slate600}"/>
    <circle cx="${x + 22}" cy="${y + 18}" r="26" fill="${colors.slate300}"/>
    <rect x="${x + 52}" y="${y + 6}" width="200" height="40" rx="20" fill="${colors.slate300}"/>`
}

function standing(x: number, y: number): string {
  return `
    <circle cx="${x}" cy="${y - 160}" r="30" fill="${colors.slate300}"/>
    <rect x="${x - 24}" y="${y - 120}" width="48" height="130" rx="22" fill="${colors.slate300}"/>
    <rect x="${x - 22}" y="${y + 4}" width="18" height="110" rx="9" fill="${colors.slate300}"/>
    <rect x="${x + 4}" y="${y + 4}" width="18" height="110" rx="9" fill="${colors.slate300}"/>`
}

export function pulseOnStanding(): string {
  // Slow beats while lying, faster once standing.
  const beats = [150, 390, 630, 780, 900, 1010, 1110]
  return (
    background({ gx: 600, gy: 240, gr: 460, glowOpacity: 0.16 }) +
    lying(150, 180) +
    `<path d="M520 230H640" stroke="${colors.amber}" stroke-width="14" stroke-linecap="round"/><path d="M620 200L660 230L620 260" fill="none" stroke="${colors.amber}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>` +
    standing(860, 250) +
    `<line x1="60" y1="520" x2="1150" y2="520" stroke="${colors.slate600}" stroke-width="2" stroke-dasharray="2 14" stroke-linecap="round"/>` +
    ecgStroke(ecgPath(60, 1150, 520, beats, { bw: 70, amp: 100 }), { width: 7 })
  )
}
