// Fat burning: a flame above a heart-rate gauge whose needle points into the 60-70 % band.
import { background, heart, type Point, polar, r } from '../draw.ts'
import { colors, zoneColor } from '../palette.ts'

const cx = 600
const cy = 590
const R = 240
const at = (radius: number, p: number): Point => polar(cx, cy, radius, 180 - p * 180)

export function fatBurningGauge(): string {
  const arc = (p0: number, p1: number, radius = R) => {
    const [x0, y0] = at(radius, p0)
    const [x1, y1] = at(radius, p1)
    return `M${r(x0)} ${r(y0)}A${radius} ${radius} 0 0 1 ${r(x1)} ${r(y1)}`
  }
  const sector = (p0: number, p1: number, rIn: number, rOut: number) => {
    const [a, b] = at(rOut, p0),
      [c, d] = at(rOut, p1)
    const [e, f] = at(rIn, p1),
      [g, h] = at(rIn, p0)
    return `M${r(a)} ${r(b)}A${rOut} ${rOut} 0 0 1 ${r(c)} ${r(d)}L${r(e)} ${r(f)}A${rIn} ${rIn} 0 0 0 ${r(g)} ${r(h)}Z`
  }
  let ticks = ''
  for (let i = 0; i <= 10; i++) {
    const deg = 180 - i * 18
    const [x0, y0] = polar(cx, cy, R - 48, deg)
    const [x1, y1] = polar(cx, cy, R - (i % 5 === 0 ? 78 : 64), deg)
    ticks += `<line x1="${r(x0)}" y1="${r(y0)}" x2="${r(x1)}" y2="${r(y1)}" stroke="${colors.slate400}" stroke-width="${i % 5 === 0 ? 6 : 4}" stroke-linecap="round"/>`
  }
  const needleDeg = 180 - 0.65 * 180
  const [nx, ny] = polar(cx, cy, R - 12, needleDeg)
  const [bx0, by0] = polar(cx, cy, 16, needleDeg + 90)
  const [bx1, by1] = polar(cx, cy, 16, needleDeg - 90)
  const defs = `
    <linearGradient id="track" x1="${cx - R}" y1="0" x2="${cx + R}" y2="0" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="${zoneColor(1)}"/><stop offset="0.35" stop-color="${zoneColor(2)}"/>
      <stop offset="0.6" stop-color="${zoneColor(3)}"/><stop offset="0.8" stop-color="${zoneColor(4)}"/><stop offset="1" stop-color="${zoneColor(5)}"/>
    </linearGradient>
    <linearGradient id="flameOut" x1="0" y1="1" x2="0" y2="0">
      <stop offset="0" stop-color="${colors.rose}"/><stop offset="0.55" stop-color="${colors.flame}"/><stop offset="1" stop-color="${colors.flameLight}"/>
    </linearGradient>
    <linearGradient id="flameIn" x1="0" y1="1" x2="0" y2="0">
      <stop offset="0" stop-color="${colors.gold}"/><stop offset="1" stop-color="${colors.goldPale}"/>
    </linearGradient>`
  const flame = `<g transform="translate(600 300)">
      <ellipse cx="0" cy="-90" rx="120" ry="130" fill="${colors.flame}" opacity="0.25" filter="url(#softGlow)"/>
      <path d="M0 0C-64 0-98-40-94-92C-90-142-48-160-40-226C-14-204-6-176-10-140C14-156 30-190 26-246C78-206 104-146 98-92C94-36 58 0 0 0Z" fill="url(#flameOut)"/>
      <path d="M0 0C-34 0-52-22-50-52C-48-84-22-96-14-132C4-112 8-92 4-72C18-82 28-98 28-118C48-96 56-72 52-50C48-20 30 0 0 0Z" fill="url(#flameIn)"/>
    </g>`
  return (
    background({ gx: 600, gy: 420, gr: 420, glow: colors.flame, glowOpacity: 0.16, defs }) +
    `<path d="${arc(0, 1)}" fill="none" stroke="${colors.slate700}" stroke-width="44" stroke-linecap="round"/>
     <path d="${arc(0, 1)}" fill="none" stroke="url(#track)" stroke-width="44" stroke-linecap="round" opacity="0.5"/>
     <path d="${sector(0.6, 0.7, R - 40, R + 40)}" fill="${colors.roseLight}" opacity="0.7" filter="url(#softGlow)"/>
     <path d="${sector(0.6, 0.7, R - 36, R + 36)}" fill="url(#roseGrad)" stroke="${colors.white}" stroke-width="6" stroke-linejoin="round"/>
     ${ticks}
     <path d="M${r(bx0)} ${r(by0)}L${r(nx)} ${r(ny)}L${r(bx1)} ${r(by1)}Z" fill="${colors.white}" stroke="${colors.white}" stroke-width="4" stroke-linejoin="round"/>
     <circle cx="${cx}" cy="${cy}" r="36" fill="${colors.white}"/>` +
    heart(cx, cy + 2, 40, { shine: false }) +
    flame
  )
}
