// Sports watch (front and optical sensor with green lights) and a chest strap sending its signal.
import { background, ecgPath, ecgStroke, H, heart, polar, r, waves } from '../draw.ts'
import { colors } from '../../../src/palette.ts'

function watch(wx: number, wy: number): string {
  const strapHoles = [0, 1, 2].map((i) => `<circle cx="${wx}" cy="${540 + i * 34}" r="6" fill="${colors.ink}"/>`).join('')
  const [ex, ey] = polar(wx, wy, 124, -150)
  return `
    <rect x="${wx - 78}" y="40" width="156" height="200" rx="30" fill="${colors.slate700}"/>
    <rect x="${wx - 78}" y="420" width="156" height="215" rx="30" fill="${colors.slate700}"/>
    ${strapHoles}
    <rect x="${wx + 150}" y="${wy - 64}" width="22" height="44" rx="8" fill="${colors.slate400}"/>
    <rect x="${wx + 150}" y="${wy + 22}" width="22" height="44" rx="8" fill="${colors.roseLight}"/>
    <circle cx="${wx}" cy="${wy}" r="162" fill="${colors.slate500}"/>
    <circle cx="${wx}" cy="${wy}" r="148" fill="${colors.ink}"/>
    <circle cx="${wx}" cy="${wy}" r="124" fill="none" stroke="${colors.slate700}" stroke-width="12"/>
    <path d="M${wx} ${wy - 124}A124 124 0 1 1 ${r(ex)} ${r(ey)}" fill="none" stroke="${colors.roseLight}" stroke-width="12" stroke-linecap="round"/>
    ${heart(wx, wy - 52, 58, { shine: false })}
    ${ecgStroke(ecgPath(wx - 90, wx + 90, wy + 30, [wx - 30, wx + 48], { bw: 50, amp: 46 }), { width: 5, glow: false })}
    <rect x="${wx - 50}" y="${wy + 66}" width="100" height="10" rx="5" fill="${colors.slate600}"/>`
}

/** Back of the watch: the optical sensor's four green LEDs. */
function sensor(bx: number, by: number): string {
  const leds = [
    [-28, -28],
    [28, -28],
    [-28, 28],
    [28, 28],
  ]
    .map(
      ([dx = 0, dy = 0]) =>
        `<circle cx="${bx + dx}" cy="${by + dy}" r="20" fill="${colors.led}" opacity="0.7" filter="url(#softGlow)"/>
     <circle cx="${bx + dx}" cy="${by + dy}" r="11" fill="${colors.ledLight}"/><circle cx="${bx + dx}" cy="${by + dy}" r="5" fill="${colors.ledCore}"/>`,
    )
    .join('')
  return `
    <circle cx="${bx}" cy="${by}" r="98" fill="${colors.led}" opacity="0.18" filter="url(#softGlow)"/>
    <circle cx="${bx}" cy="${by}" r="84" fill="${colors.slate500}"/>
    <circle cx="${bx}" cy="${by}" r="72" fill="${colors.sensor}"/>
    <rect x="${bx - 12}" y="${by - 12}" width="24" height="24" rx="4" fill="${colors.slate600}"/>
    ${leds}`
}

/** Chest strap: a curved band with electrode pads, a central pod and the waves it sends. */
function chestStrap(): string {
  const band = 'M650 250Q900 470 1150 250'
  const sent = waves(
    [
      [50, 0.9],
      [82, 0.6],
      [114, 0.35],
    ],
    (radius) => {
      const [ax, ay] = polar(900, 270, radius, 150),
        [bx, by] = polar(900, 270, radius, 30)
      return `M${r(ax)} ${r(ay)}A${radius} ${radius} 0 0 1 ${r(bx)} ${r(by)}`
    },
    { color: colors.roseLight, width: 7 },
  )
  return `
    <clipPath id="electrodes"><rect x="700" y="0" width="400" height="${H}"/></clipPath>
    <path d="${band}" fill="none" stroke="${colors.slate700}" stroke-width="56" stroke-linecap="round"/>
    <path d="${band}" fill="none" stroke="${colors.slate500}" stroke-width="4" stroke-dasharray="12 14" opacity="0.8" transform="translate(0 -18)"/>
    <path d="${band}" fill="none" stroke="${colors.slate500}" stroke-width="4" stroke-dasharray="12 14" opacity="0.8" transform="translate(0 18)"/>
    <g clip-path="url(#electrodes)">
      <path d="${band}" fill="none" stroke="${colors.slate500}" stroke-width="56"/>
      <path d="${band}" fill="none" stroke="${colors.slate600}" stroke-width="40" stroke-dasharray="5 9"/>
    </g>
    <g transform="translate(900 360)">
      <rect x="-132" y="-64" width="264" height="128" rx="64" fill="${colors.slate200}"/>
      <rect x="-116" y="-48" width="232" height="96" rx="48" fill="${colors.navy}"/>
      ${heart(0, 0, 62, { shine: false })}
    </g>${sent}`
}

export function watchAndStrap(): string {
  return background({ gx: 420, gy: 360, gr: 460, glow: colors.led, glowOpacity: 0.1 }) + watch(360, 330) + sensor(560, 520) + chestStrap()
}
