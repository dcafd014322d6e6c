// Palpitations: a steaming cup and a can beside a heart, and an ECG in which one beat comes early (an ectopic beat).
import { background, ecgPath, ecgStroke, heart } from '../draw.ts'
import { colors } from '../../../src/palette.ts'

function cup(x: number, y: number): string {
  return `
    <path d="M${x} ${y}H${x + 190}L${x + 170} ${y + 200}A30 30 0 0 1 ${x + 140} ${y + 226}H${x + 50}A30 30 0 0 1 ${x + 20} ${y + 200}Z" fill="${colors.slate300}"/>
    <path d="M${x + 186} ${y + 40}C${x + 260} ${y + 40} ${x + 260} ${y + 150} ${x + 176} ${y + 150}" fill="none" stroke="${colors.slate300}" stroke-width="20"/>
    ${[40, 95, 150]
      .map(
        (dx) =>
          `<path d="M${x + dx} ${y - 30}C${x + dx - 20} ${y - 70} ${x + dx + 20} ${y - 100} ${x + dx} ${y - 140}" fill="none" stroke="${colors.slate400}" stroke-width="8" stroke-linecap="round" opacity="0.7"/>`,
      )
      .join('')}`
}

function can(x: number, y: number): string {
  return `
    <rect x="${x}" y="${y}" width="120" height="250" rx="18" fill="${colors.slate500}"/>
    <rect x="${x + 10}" y="${y - 14}" width="100" height="20" rx="8" fill="${colors.slate400}"/>
    <path d="M${x + 30} ${y + 150}L${x + 64} ${y + 80}L${x + 58} ${y + 126}L${x + 92} ${y + 120}L${x + 56} ${y + 196}L${x + 62} ${y + 150}Z" fill="${colors.amber}"/>`
}

export function palpitations(): string {
  // The third beat comes early, and a longer pause follows it.
  const beats = [640, 790, 880, 1080]
  return (
    background({ gx: 300, gy: 360, gr: 430, glowOpacity: 0.18 }) +
    cup(90, 300) +
    can(370, 280) +
    heart(330, 170, 80) +
    `<line x1="600" y1="420" x2="1150" y2="420" stroke="${colors.slate600}" stroke-width="2" stroke-dasharray="2 14" stroke-linecap="round"/>` +
    ecgStroke(ecgPath(600, 1150, 420, beats, { bw: 70, amp: 120 }), { width: 7 })
  )
}
