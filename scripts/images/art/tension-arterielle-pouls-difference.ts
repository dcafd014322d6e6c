// Blood pressure and pulse: an arm-cuff monitor whose screen shows the two pressures large and the pulse small beside
// a heart, its cuff and tube, next to a calm ECG: three numbers, two measures.
import { background, ecgPath, ecgStroke, FONT, heart } from '../draw.ts'
import { colors } from '../../../src/palette.ts'

function monitor(x: number, y: number): string {
  const text = (tx: number, ty: number, size: number, value: string, fill: string = colors.white) =>
    `<text x="${tx}" y="${ty}" text-anchor="end" font-family="${FONT}" font-size="${size}" font-weight="700" fill="${fill}">${value}</text>`
  return `
    <rect x="${x}" y="${y}" width="360" height="420" rx="46" fill="${colors.slate500}"/>
    <rect x="${x + 24}" y="${y + 24}" width="312" height="300" rx="26" fill="${colors.ink}"/>
    ${text(x + 300, y + 130, 96, '120')}
    ${text(x + 300, y + 236, 96, '80')}
    <line x1="${x + 56}" y1="${y + 152}" x2="${x + 304}" y2="${y + 152}" stroke="${colors.slate600}" stroke-width="4"/>
    ${heart(x + 84, y + 280, 30, { shine: false })}
    ${text(x + 300, y + 300, 52, '60', colors.roseLight)}
    <circle cx="${x + 180}" cy="${y + 372}" r="26" fill="${colors.slate300}"/>`
}

function cuff(): string {
  return `
    <path d="M402 410C470 470 520 520 600 540" fill="none" stroke="${colors.slate400}" stroke-width="14" stroke-linecap="round"/>
    <rect x="590" y="470" width="230" height="150" rx="40" fill="${colors.slate600}"/>
    <rect x="612" y="492" width="186" height="106" rx="26" fill="${colors.slate500}"/>`
}

export function pressureAndPulse(): string {
  return (
    background({ gx: 260, gy: 300, gr: 430, glowOpacity: 0.18 }) +
    monitor(70, 120) +
    cuff() +
    `<line x1="640" y1="300" x2="1150" y2="300" stroke="${colors.slate600}" stroke-width="2" stroke-dasharray="2 14" stroke-linecap="round"/>` +
    ecgStroke(ecgPath(640, 1150, 300, [720, 880, 1040], { bw: 80, amp: 120 }), { width: 7 })
  )
}
