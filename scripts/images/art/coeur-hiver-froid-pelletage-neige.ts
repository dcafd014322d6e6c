// The heart in winter: a heart and a calm ECG above snowdrifts, a snow shovel planted in the snow, falling snowflakes.
import { background, ecgPath, ecgStroke, H, heart, polar, r, rng, W } from '../draw.ts'
import { colors } from '../../../src/palette.ts'

/** A six-armed snowflake of radius `size`, each arm with two small branches. */
function snowflake(cx: number, cy: number, size: number, opacity: number): string {
  let d = ''
  for (let k = 0; k < 6; k++) {
    const angle = k * 60 + 90
    const [ex, ey] = polar(cx, cy, size, angle)
    d += `M${r(cx)} ${r(cy)}L${r(ex)} ${r(ey)}`
    const [bx, by] = polar(cx, cy, size * 0.6, angle)
    for (const side of [-40, 40]) {
      const [tx, ty] = polar(bx, by, size * 0.32, angle + side)
      d += `M${r(bx)} ${r(by)}L${r(tx)} ${r(ty)}`
    }
  }
  return `<path d="${d}" fill="none" stroke="${colors.white}" stroke-width="${r(Math.max(2, size / 9))}" stroke-linecap="round" opacity="${opacity}"/>`
}

function snowfall(): string {
  const rand = rng(31)
  let out = ''
  for (let i = 0; i < 44; i++) {
    const x = 30 + rand() * (W - 60)
    const y = 30 + rand() * 470
    const size = 7 + rand() * 15
    const clear = Math.hypot(x - 430, y - 250) > 190 && Math.abs(y - 430) > 50 && Math.abs(x - 900) > 70
    if (clear) out += snowflake(x, y, size, r((0.45 + rand() * 0.45) * 100) / 100)
  }
  return out
}

/** Shovel planted in the drift: D-grip, shaft, blade half buried. */
function shovel(): string {
  return `
    <g transform="rotate(-14 930 470)">
      <rect x="916" y="150" width="28" height="330" rx="10" fill="${colors.slate400}"/>
      <path d="M895 150A35 35 0 0 1 965 150V168H895Z" fill="none" stroke="${colors.slate300}" stroke-width="16" stroke-linejoin="round"/>
      <path d="M858 470H1002L990 590H870Z" fill="${colors.slate300}"/>
      <path d="M870 488H990" stroke="${colors.slate500}" stroke-width="6" stroke-linecap="round"/>
    </g>`
}

/** The far drift, behind the shovel. */
const backDrift = () =>
  `<path d="M0 560C180 520 330 548 500 532C700 512 860 540 1010 520C1090 510 1160 520 ${W} 530V${H}H0Z" fill="${colors.slate300}" opacity="0.55"/>`

/** The near drift, in front of the shovel's blade. */
const frontDrift = () => `<path d="M0 610C200 580 420 600 620 588C820 576 980 600 ${W} 584V${H}H0Z" fill="${colors.slate100}"/>`

export function heartInWinter(): string {
  return (
    background({ gx: 430, gy: 260, gr: 400, glowOpacity: 0.22 }) +
    snowfall() +
    `<line x1="60" y1="430" x2="1140" y2="430" stroke="${colors.slate600}" stroke-width="2" stroke-dasharray="2 14" stroke-linecap="round"/>` +
    heart(430, 250, 280) +
    ecgStroke(ecgPath(60, 1140, 430, [250, 620], { bw: 150, amp: 90 }), { width: 7 }) +
    backDrift() +
    shovel() +
    frontDrift()
  )
}
