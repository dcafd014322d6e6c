// What is a BPM monitor: two fingers on a wrist, stopwatch and BPM counter.
import { background, ecgPath, ecgStroke, FONT, heart, polar, r } from '../draw.ts'
import { colors } from '../palette.ts'

export function pulseAtTheWrist(): string {
  const skin = colors.skin,
    skinShade = colors.skinShade,
    skin2 = colors.skinLight,
    skin2Shade = colors.skinLightShade,
    nail = colors.nail
  const arm = `
    <path d="M-20 404C150 410 320 420 420 426C470 429 520 420 560 416C610 412 650 426 690 432L736 436C760 439 768 462 756 474C746 484 726 488 700 488C660 490 640 506 600 514C540 524 470 506 420 502C320 506 150 514 -20 520Z" fill="${skin}"/>
    <path d="M-20 494C150 490 320 486 420 484C470 484 530 500 590 500C630 500 650 486 690 478C720 474 748 470 760 466C758 478 740 488 700 488C660 490 640 506 600 514C540 524 470 506 420 502C320 506 150 514 -20 520Z" fill="${skinShade}"/>
    <rect x="506" y="396" width="112" height="40" rx="20" fill="${skin}" transform="rotate(-16 526 416)"/>
    <path d="M622 440C640 446 670 448 700 446" fill="none" stroke="${skinShade}" stroke-width="4" stroke-linecap="round"/>
    <path d="M-20 388H80V536H-20Z" fill="${colors.slate600}"/>
    <rect x="64" y="384" width="30" height="156" rx="10" fill="${colors.slate500}"/>`
  const px = 395,
    py = 440
  let rings = ''
  for (const [rad, op] of [
    [40, 0.95],
    [70, 0.6],
    [100, 0.3],
  ] as const) {
    rings += `<path d="M${px - rad} ${py}A${rad} ${rad * 0.6} 0 0 0 ${px + rad} ${py}" fill="none" stroke="${colors.rose}" stroke-width="5" stroke-linecap="round" opacity="${op}"/>`
  }
  const finger = (x: number, top: number, len: number) => `
    <rect x="${x}" y="${top}" width="48" height="${len}" rx="24" fill="${skin2}"/>
    <rect x="${x + 9}" y="${top + len - 40}" width="30" height="32" rx="13" fill="${nail}"/>
    <path d="M${x + 10} ${top + len - 96}h28" stroke="${skin2Shade}" stroke-width="4" stroke-linecap="round"/>`
  const hand = `
    <path d="M318 40H500V176C500 212 474 232 440 232H360C334 232 318 214 318 190Z" fill="${skin2}"/>
    <path d="M468 40H500V176C500 200 490 218 470 226Z" fill="${skin2Shade}"/>
    ${finger(336, 170, 256)}${finger(392, 170, 262)}
    <rect x="446" y="180" width="50" height="84" rx="25" fill="${skin2Shade}"/>
    <rect x="300" y="-20" width="218" height="78" fill="${colors.slate600}"/>
    <rect x="296" y="40" width="226" height="30" rx="10" fill="${colors.slate500}"/>`
  const sx = 960,
    sy = 200
  let sticks = ''
  for (let i = 0; i < 12; i++) {
    const [x0, y0] = polar(sx, sy, 72, 90 - i * 30)
    const [x1, y1] = polar(sx, sy, i % 3 === 0 ? 58 : 64, 90 - i * 30)
    sticks += `<line x1="${r(x0)}" y1="${r(y0)}" x2="${r(x1)}" y2="${r(y1)}" stroke="${colors.slate600}" stroke-width="${i % 3 === 0 ? 5 : 3}" stroke-linecap="round"/>`
  }
  const [hx, hy] = polar(sx, sy, 60, 0)
  const stopwatch = `
    <rect x="${sx - 16}" y="${sy - 128}" width="32" height="24" rx="6" fill="${colors.roseLight}"/>
    <rect x="${sx - 8}" y="${sy - 108}" width="16" height="16" fill="${colors.slate300}"/>
    <rect x="${sx + 62}" y="${sy - 92}" width="24" height="18" rx="5" fill="${colors.slate300}" transform="rotate(45 ${sx + 74} ${sy - 83})"/>
    <circle cx="${sx}" cy="${sy}" r="96" fill="${colors.slate200}"/>
    <circle cx="${sx}" cy="${sy}" r="82" fill="${colors.white}"/>
    <path d="M${sx} ${sy}L${sx} ${sy - 82}A82 82 0 0 1 ${sx + 82} ${sy}Z" fill="${colors.rosePale}"/>
    ${sticks}
    <line x1="${sx}" y1="${sy}" x2="${r(hx)}" y2="${r(hy)}" stroke="${colors.rose}" stroke-width="6" stroke-linecap="round"/>
    <circle cx="${sx}" cy="${sy}" r="9" fill="${colors.rose}"/>`
  const counter = `
    <rect x="800" y="356" width="330" height="196" rx="28" fill="${colors.ink}" stroke="${colors.roseLight}" stroke-width="4"/>
    <text x="1004" y="496" font-family="${FONT}" font-weight="bold" font-size="112" fill="${colors.white}" text-anchor="end">72</text>
    <text x="1014" y="496" font-family="${FONT}" font-weight="bold" font-size="36" fill="${colors.roseLighter}">BPM</text>
    ${heart(838, 394, 38, { shine: false })}
    ${ecgStroke(ecgPath(1024, 1104, 420, [1064], { bw: 60, amp: 30 }), { width: 4, glow: false })}`
  return background({ gx: 400, gy: 420, gr: 420, glowOpacity: 0.16 }) + arm + rings + hand + stopwatch + counter
}
