// Default social image (Open Graph): heart, ECG and the site's name.
import { SOCIAL_IMAGE_SIZE } from '../../../src/content/images.ts'
import { background, ecgPath, ecgStroke, FONT, heart } from '../draw.ts'
import { colors } from '../../../src/palette.ts'

export function socialCard(): string {
  const { width: w, height: h } = SOCIAL_IMAGE_SIZE
  const ecg = ecgPath(0, w, 500, [250, 610, 970], { bw: 150, amp: 110 })
  return (
    background({ w, h, gx: 260, gy: 240, gr: 420, glowOpacity: 0.25 }) +
    `<line x1="0" y1="500" x2="${w}" y2="500" stroke="${colors.slate600}" stroke-width="2" opacity="0.6"/>` +
    ecgStroke(ecg, { color: colors.ecgRed, width: 8 }) +
    heart(250, 235, 250) +
    `<text x="440" y="232" font-family="${FONT}" font-weight="bold" font-size="104" fill="${colors.white}">Cardio <tspan fill="${colors.roseLight}">BPM</tspan></text>
     <text x="444" y="350" font-family="${FONT}" font-weight="bold" font-size="104" fill="${colors.white}">Québec</text>`
  )
}
