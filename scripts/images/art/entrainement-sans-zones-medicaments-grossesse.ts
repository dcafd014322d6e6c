// Training without zones: a vertical Borg 6-20 gauge in the five zone colours with a cursor on zone 2, a speech
// bubble for the talk test, and a heart over a calm ECG.
import { background, ecgPath, ecgStroke, FONT, heart, r } from '../draw.ts'
import { colors, ZONE_COLORS } from '../../../src/palette.ts'

/** The gauge: Borg 6 at the bottom, 20 at the top. */
const GAUGE = { x: 210, w: 112, top: 70, bottom: 610, low: 6, high: 20 }
/** Upper Borg bound of zones 1 to 4 (their Borg equivalents are 9-10, 11-12, 13-14, 15-16); zone 5 goes to 20. */
const ZONE_TOPS = [10.5, 12.5, 14.5, 16.5, 20]
/** Where the cursor points: 12, the top of zone 2 and the start of ACSM's moderate class. */
const CURSOR = 12

const borgY = (borg: number): number => GAUGE.bottom - ((borg - GAUGE.low) / (GAUGE.high - GAUGE.low)) * (GAUGE.bottom - GAUGE.top)

function gauge(): string {
  const { x, w, top, bottom } = GAUGE
  let segments = ''
  let from = GAUGE.low
  ZONE_COLORS.forEach((color, i) => {
    const to = ZONE_TOPS[i] ?? GAUGE.high
    segments += `<rect x="${x}" y="${r(borgY(to))}" width="${w}" height="${r(borgY(from) - borgY(to))}" fill="${color}"/>`
    from = to
  })
  let ticks = ''
  for (let borg = GAUGE.low; borg <= GAUGE.high; borg += 2) {
    const y = r(borgY(borg))
    ticks += `<line x1="${x - 34}" y1="${y}" x2="${x - 12}" y2="${y}" stroke="${colors.slate400}" stroke-width="4" stroke-linecap="round"/>`
  }
  const labels = [GAUGE.low, CURSOR, GAUGE.high]
    .map(
      (borg) =>
        `<text x="${x - 50}" y="${r(borgY(borg) + 13)}" font-family="${FONT}" font-weight="bold" font-size="36" fill="${colors.slate300}" text-anchor="end">${borg}</text>`,
    )
    .join('')
  const cy = r(borgY(CURSOR))
  const cursor = `
    <line x1="${x - 8}" y1="${cy}" x2="${x + w + 8}" y2="${cy}" stroke="${colors.white}" stroke-width="8" stroke-linecap="round"/>
    <path d="M${x + w + 22} ${cy}L${x + w + 62} ${cy - 26}L${x + w + 62} ${cy + 26}Z" fill="${colors.white}"/>`
  return `
    <clipPath id="gaugeShape"><rect x="${x}" y="${top}" width="${w}" height="${bottom - top}" rx="${w / 2}"/></clipPath>
    <rect x="${x - 10}" y="${top - 10}" width="${w + 20}" height="${bottom - top + 20}" rx="${w / 2 + 10}" fill="${colors.slate700}"/>
    <g clip-path="url(#gaugeShape)">${segments}
      <rect x="${x + 18}" y="${top + 30}" width="16" height="${bottom - top - 60}" rx="8" fill="${colors.white}" opacity="0.25"/>
    </g>${ticks}${labels}${cursor}`
}

/** Speech bubble with three dots: the talk test. */
function speechBubble(cx: number, cy: number): string {
  const dots = [-70, 0, 70].map((dx) => `<circle cx="${cx + dx}" cy="${cy}" r="20" fill="${colors.ink}"/>`).join('')
  return `
    <path d="M${cx - 190} ${cy - 110}H${cx + 190}A50 50 0 0 1 ${cx + 240} ${cy - 60}V${cy + 60}A50 50 0 0 1 ${cx + 190} ${cy + 110}H${cx - 60}L${cx - 150} ${cy + 180}L${cx - 130} ${cy + 110}H${cx - 190}A50 50 0 0 1 ${cx - 240} ${cy + 60}V${cy - 60}A50 50 0 0 1 ${cx - 190} ${cy - 110}Z" fill="${colors.slate100}"/>
    ${dots}`
}

export function effortWithoutZones(): string {
  return (
    background({ gx: 760, gy: 330, gr: 430, glowOpacity: 0.2 }) +
    gauge() +
    speechBubble(770, 200) +
    heart(700, 470, 150) +
    ecgStroke(ecgPath(480, 1120, 560, [920], { bw: 150, amp: 70 }), { width: 7 })
  )
}
