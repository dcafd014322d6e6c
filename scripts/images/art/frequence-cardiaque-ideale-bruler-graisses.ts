// Fat burning: a flame above a heart-rate gauge graduated from 50 to 100 % of the maximum heart rate in the five zone
// colours; the 60-70 % band (zone 2) stands out, labelled, and the needle points into its middle.
import { percentLabel, ZONES, type ZoneDefinition, type ZoneNumber } from '../../../src/heart-rate/zones.ts'
import { background, FONT, heart, item, type Point, polar, r } from '../draw.ts'
import { colors, zoneColor } from '../../../src/palette.ts'

const cx = 600
const cy = 590
const R = 240
/** The gauge runs from the bottom of zone 1 to the top of zone 5 (50 to 100 % of the maximum heart rate). */
const LOW = item(ZONES, 0).low
const HIGH = item(ZONES, ZONES.length - 1).high

function zone(number: ZoneNumber): ZoneDefinition {
  const found = ZONES.find((candidate) => candidate.number === number)
  if (!found) throw new Error(`src/heart-rate/zones.ts: no zone ${number}`)
  return found
}

/** Zone 2 (60-70 %), the band of the article's advice; the needle points into its middle. */
const BAND = zone(2)
const NEEDLE = (BAND.low + BAND.high) / 2

/** Angle of a percentage of the maximum heart rate: 50 % on the left, 100 % on the right. */
const angle = (percent: number) => 180 - ((percent - LOW) / (HIGH - LOW)) * 180
const at = (radius: number, percent: number): Point => polar(cx, cy, radius, angle(percent))
const xy = ([x, y]: Point) => `${r(x)} ${r(y)}`

function arc(from: number, to: number, radius = R): string {
  return `M${xy(at(radius, from))}A${radius} ${radius} 0 0 1 ${xy(at(radius, to))}`
}

function sector(from: number, to: number, rIn: number, rOut: number): string {
  return `M${xy(at(rOut, from))}A${rOut} ${rOut} 0 0 1 ${xy(at(rOut, to))}L${xy(at(rIn, to))}A${rIn} ${rIn} 0 0 0 ${xy(at(rIn, from))}Z`
}

function gauge(): string {
  const inBand = (percent: number) => percent === BAND.low || percent === BAND.high
  let track = ''
  for (const { number, low, high } of ZONES) {
    if (number === BAND.number) continue
    track += `<path d="${arc(low + 0.4, high - 0.4)}" fill="none" stroke="${zoneColor(number)}" stroke-width="40" opacity="0.6"/>`
  }
  const bandColor = zoneColor(BAND.number)
  const band = `
     <path d="${sector(BAND.low, BAND.high, R - 40, R + 40)}" fill="${bandColor}" opacity="0.8" filter="url(#softGlow)"/>
     <path d="${sector(BAND.low, BAND.high, R - 34, R + 34)}" fill="${bandColor}" stroke="${colors.white}" stroke-width="6" stroke-linejoin="round"/>`
  let scale = ''
  for (const percent of [...ZONES.map(({ low }) => low), HIGH]) {
    const [x0, y0] = at(R - 44, percent)
    const [x1, y1] = at(R - 66, percent)
    const [tx, ty] = at(R - 104, percent)
    const strong = inBand(percent)
    scale += `<line x1="${r(x0)}" y1="${r(y0)}" x2="${r(x1)}" y2="${r(y1)}" stroke="${strong ? colors.white : colors.slate400}" stroke-width="${strong ? 6 : 4}" stroke-linecap="round"/>
     <text x="${r(tx)}" y="${r(ty + 11)}" font-family="${FONT}" font-weight="bold" font-size="${strong ? 34 : 28}" fill="${strong ? colors.white : colors.slate400}" text-anchor="middle">${percent}</text>`
  }
  // Label of the band, outside the arc, with a short leader to the band.
  const [lx, ly] = at(R + 134, NEEDLE)
  const [l0x, l0y] = at(R + 40, NEEDLE)
  const [l1x, l1y] = at(R + 100, NEEDLE)
  const label = `
     <line x1="${r(l0x)}" y1="${r(l0y)}" x2="${r(l1x)}" y2="${r(l1y)}" stroke="${colors.white}" stroke-width="4" stroke-linecap="round"/>
     <rect x="${r(lx - 96)}" y="${r(ly - 30)}" width="192" height="60" rx="30" fill="${bandColor}" stroke="${colors.white}" stroke-width="4"/>
     <text x="${r(lx)}" y="${r(ly + 12)}" font-family="${FONT}" font-weight="bold" font-size="34" fill="${colors.white}" text-anchor="middle">${percentLabel(BAND)}</text>`
  const [nx, ny] = at(R + 6, NEEDLE)
  const [bx0, by0] = polar(cx, cy, 16, angle(NEEDLE) + 90)
  const [bx1, by1] = polar(cx, cy, 16, angle(NEEDLE) - 90)
  const needle = `
     <path d="M${r(bx0)} ${r(by0)}L${r(nx)} ${r(ny)}L${r(bx1)} ${r(by1)}Z" fill="${colors.white}" stroke="${colors.ink}" stroke-width="3" stroke-linejoin="round"/>
     <circle cx="${cx}" cy="${cy}" r="36" fill="${colors.white}"/>`
  return track + band + scale + label + needle + heart(cx, cy + 2, 40, { shine: false })
}

function flame(): string {
  return `<g transform="translate(600 300)">
      <ellipse cx="0" cy="-90" rx="120" ry="130" fill="${colors.flame}" opacity="0.25" filter="url(#softGlow)"/>
      <path d="M0 0C-64 0-98-40-94-92C-90-142-48-160-40-226C-14-204-6-176-10-140C14-156 30-190 26-246C78-206 104-146 98-92C94-36 58 0 0 0Z" fill="url(#flameOut)"/>
      <path d="M0 0C-34 0-52-22-50-52C-48-84-22-96-14-132C4-112 8-92 4-72C18-82 28-98 28-118C48-96 56-72 52-50C48-20 30 0 0 0Z" fill="url(#flameIn)"/>
    </g>`
}

export function fatBurningGauge(): string {
  const defs = `
    <linearGradient id="flameOut" x1="0" y1="1" x2="0" y2="0">
      <stop offset="0" stop-color="${colors.rose}"/><stop offset="0.55" stop-color="${colors.flame}"/><stop offset="1" stop-color="${colors.flameLight}"/>
    </linearGradient>
    <linearGradient id="flameIn" x1="0" y1="1" x2="0" y2="0">
      <stop offset="0" stop-color="${colors.gold}"/><stop offset="1" stop-color="${colors.goldPale}"/>
    </linearGradient>`
  return background({ gx: 600, gy: 420, gr: 420, glow: colors.flame, glowOpacity: 0.16, defs }) + gauge() + flame()
}
