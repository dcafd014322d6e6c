// Zone table: five bars of growing length in the five zone colours, with a heart.
import { background, ecgPath, ecgStroke, heart } from '../draw.ts'
import { colors, ZONE_COLORS } from '../../../src/palette.ts'

export function zoneTable(): string {
  const x0 = 130,
    y0 = 128,
    bh = 62,
    gap = 26
  let rows = ''
  ZONE_COLORS.forEach((color, i) => {
    const y = y0 + i * (bh + gap)
    const len = 330 + i * 110
    rows += `
      <rect x="${x0 - 20}" y="${y - 10}" width="${x0 + 850 - 110}" height="${bh + 20}" rx="18" fill="${colors.white}" opacity="${i % 2 ? 0.04 : 0.02}"/>
      <circle cx="${x0 + 22}" cy="${y + bh / 2}" r="22" fill="none" stroke="${color}" stroke-width="6"/>
      <circle cx="${x0 + 22}" cy="${y + bh / 2}" r="9" fill="${color}"/>
      <rect x="${x0 + 70}" y="${y}" width="${len}" height="${bh}" rx="${bh / 2}" fill="${color}"/>
      <rect x="${x0 + 92}" y="${y + 14}" width="${len * 0.35}" height="10" rx="5" fill="${colors.white}" opacity="0.35"/>`
  })
  let grid = ''
  for (let x = x0 + 70 + 110; x <= 1000; x += 110) {
    grid += `<line x1="${x}" y1="${y0 - 20}" x2="${x}" y2="${y0 + 5 * (bh + gap) - 10}" stroke="${colors.slate600}" stroke-width="2" stroke-dasharray="3 10" opacity="0.7"/>`
  }
  return (
    background({ gx: 940, gy: 230, gr: 360, glowOpacity: 0.22 }) +
    grid +
    rows +
    heart(950, 222, 230) +
    ecgStroke(ecgPath(870, 1030, 222, [950], { bw: 90, amp: 52 }), { color: colors.white, width: 7, glow: false })
  )
}
