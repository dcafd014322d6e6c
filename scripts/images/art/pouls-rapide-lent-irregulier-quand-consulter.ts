// When a pulse needs a doctor: a watch whose screen shows an irregular trace and an amber alert badge, beside
// an ECG whose beats come at uneven intervals.
import { background, ecgPath, ecgStroke, FONT, heart } from '../draw.ts'
import { colors } from '../../../src/palette.ts'

function watch(wx: number, wy: number): string {
  return `
    <rect x="${wx - 80}" y="${wy - 300}" width="160" height="170" rx="30" fill="${colors.slate700}"/>
    <rect x="${wx - 80}" y="${wy + 130}" width="160" height="200" rx="30" fill="${colors.slate700}"/>
    <rect x="${wx - 150}" y="${wy - 170}" width="300" height="340" rx="70" fill="${colors.slate500}"/>
    <rect x="${wx - 134}" y="${wy - 154}" width="268" height="308" rx="58" fill="${colors.ink}"/>
    <rect x="${wx + 150}" y="${wy - 60}" width="20" height="60" rx="8" fill="${colors.slate400}"/>
    ${heart(wx - 62, wy - 86, 54, { shine: false })}
    <text x="${wx + 100}" y="${wy - 68}" text-anchor="end" font-family="${FONT}" font-size="44" font-weight="700" fill="${colors.white}">BPM</text>
    ${ecgStroke(ecgPath(wx - 110, wx + 110, wy + 40, [wx - 70, wx - 30, wx + 55], { bw: 40, amp: 52 }), { width: 5, glow: false })}
    <rect x="${wx - 60}" y="${wy + 98}" width="120" height="10" rx="5" fill="${colors.slate600}"/>`
}

/** Amber alert badge: a rounded triangle with an exclamation mark. */
function alertBadge(cx: number, cy: number): string {
  return `
    <circle cx="${cx}" cy="${cy}" r="90" fill="${colors.amber}" opacity="0.25" filter="url(#softGlow)"/>
    <path d="M${cx} ${cy - 62}L${cx + 64} ${cy + 50}L${cx - 64} ${cy + 50}Z" fill="${colors.amber}" stroke="${colors.amber}" stroke-width="22" stroke-linejoin="round"/>
    <rect x="${cx - 8}" y="${cy - 26}" width="16" height="46" rx="8" fill="${colors.ink}"/>
    <circle cx="${cx}" cy="${cy + 38}" r="9" fill="${colors.ink}"/>`
}

export function irregularPulseAlert(): string {
  // Uneven intervals between beats: an irregular rhythm.
  const beats = [640, 700, 830, 880, 1010, 1110]
  return (
    background({ gx: 380, gy: 340, gr: 460, glowOpacity: 0.2 }) +
    watch(340, 340) +
    alertBadge(520, 170) +
    `<line x1="600" y1="470" x2="1150" y2="470" stroke="${colors.slate600}" stroke-width="2" stroke-dasharray="2 14" stroke-linecap="round"/>` +
    ecgStroke(ecgPath(600, 1150, 470, beats, { bw: 70, amp: 110 }), { width: 7 })
  )
}
