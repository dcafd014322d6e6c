// Resting heart rate: a heart, a slow calm ECG, a crescent moon and stars.
import { background, ecgPath, ecgStroke, H, heart, stars, W } from '../draw.ts'
import { colors } from '../../../src/palette.ts'

export function restingHeart(): string {
  const defs = `
    <mask id="moonMask"><rect width="${W}" height="${H}" fill="${colors.white}"/><circle cx="1000" cy="122" r="66" fill="${colors.black}"/></mask>
    <radialGradient id="moonGlow" cx="960" cy="150" r="150" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="${colors.moon}" stop-opacity="0.28"/><stop offset="1" stop-color="${colors.moon}" stop-opacity="0"/>
    </radialGradient>`
  const ecg = ecgPath(70, 1130, 535, [330, 870], { bw: 170, amp: 78 })
  const awayFromHeartAndMoon = (x: number, y: number) => Math.hypot(x - 600, y - 290) < 210 || Math.hypot(x - 960, y - 150) < 120
  return (
    background({ gx: 600, gy: 300, gr: 380, glowOpacity: 0.22, defs }) +
    stars(46, { seed: 11, y1: 430, avoid: awayFromHeartAndMoon }) +
    `<circle cx="960" cy="150" r="150" fill="url(#moonGlow)"/>
     <circle cx="960" cy="150" r="76" fill="${colors.moon}" mask="url(#moonMask)"/>
     <line x1="70" y1="535" x2="1130" y2="535" stroke="${colors.slate600}" stroke-width="2" stroke-dasharray="2 14" stroke-linecap="round"/>` +
    heart(600, 290, 300) +
    ecgStroke(ecg, { width: 7 })
  )
}
