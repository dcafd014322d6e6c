// Counting the pulse by hand: the index and middle fingertips of a right hand rest on the radial artery of a left wrist
// (palm up, thumb side on top), with a stopwatch on its first quarter (15 s) and a BPM counter.
import { background, ecgPath, ecgStroke, FONT, heart, polar, r, waves } from '../draw.ts'
import { colors } from '../../../src/palette.ts'

const { skin, skinShade, skinLight, skinLightShade, nail } = colors
const crease = (d: string, color = skinShade, width = 3) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round"/>`

/** A finger of the open left hand, palm side: pad and two joint creases, drawn pointing right from (x, y). */
function palmFinger(x: number, y: number, length: number, width: number, turn: number): string {
  const h = width / 2
  return `<g transform="translate(${x} ${y}) rotate(${turn})">
      <rect x="0" y="${-h}" width="${length}" height="${width}" rx="${h}" fill="${skin}" stroke="${skinShade}" stroke-width="2.5"/>
      ${crease(`M${r(length * 0.42)} ${-h + 5}v${width - 10}`)}${crease(`M${r(length * 0.72)} ${-h + 6}v${width - 12}`)}
    </g>`
}

/** The patient's left forearm from the left edge, palm up: wrist, palm, four fingers and the thumb on top. */
function openHand(): string {
  const arm =
    'M40 400C180 404 330 416 440 424C478 426 500 416 530 411L592 408C616 414 622 520 602 538C560 542 500 536 440 516C330 522 180 532 40 544Z'
  return `
    <clipPath id="armClip"><path d="${arm}"/></clipPath>
    ${palmFinger(596, 514, 86, 24, 7)}${palmFinger(598, 487, 108, 27, 3)}${palmFinger(600, 458, 118, 29, 0)}${palmFinger(598, 429, 106, 28, -4)}
    <g transform="translate(506 428) rotate(-34)">
      <rect x="0" y="-18" width="118" height="36" rx="18" fill="${skin}" stroke="${skinShade}" stroke-width="2.5"/>
      ${crease('M78 -12v24')}
    </g>
    <path d="${arm}" fill="${skin}"/>
    <path d="M0 516C180 506 330 496 440 490C500 508 560 516 630 510V570H0Z" fill="${skinShade}" opacity="0.7" clip-path="url(#armClip)"/>
    <ellipse cx="540" cy="438" rx="56" ry="22" fill="${skin}"/>
    ${crease('M560 470C580 462 596 458 606 458', skinShade, 2.5)}${crease('M512 452C540 470 566 490 590 506', skinShade, 2.5)}
    ${crease('M448 438C442 460 442 484 450 506')}${crease('M462 434C456 458 456 484 464 510', skinShade, 2)}
    <path d="M-20 386H80V556H-20Z" fill="${colors.slate600}"/>
    <rect x="64" y="382" width="30" height="178" rx="10" fill="${colors.slate500}"/>`
}

/** A finger of the measuring right hand, seen from the back: from its knuckle (x, y) down to the tip, nail showing. */
function backFinger(x: number, y: number, length: number, turn: number): string {
  return `<g transform="translate(${x} ${y}) rotate(${turn})">
      <rect x="-22" y="-10" width="44" height="${length + 10}" rx="22" fill="${skinLight}" stroke="${skinLightShade}" stroke-width="2.5"/>
      <rect x="-14" y="${length - 44}" width="28" height="36" rx="12" fill="${nail}" stroke="${skinLightShade}" stroke-width="2"/>
      ${crease(`M-10 ${r(length * 0.45)}q10 6 20 0`, skinLightShade)}${crease(`M-9 ${length - 62}q9 5 18 0`, skinLightShade, 2.5)}
    </g>`
}

/** The measuring right hand from the top: back of the hand, index and middle straight, ring and little fingers curled. */
function measuringHand(): string {
  return `
    <ellipse cx="406" cy="444" rx="22" ry="6" fill="${skinShade}" opacity="0.6"/>
    <ellipse cx="358" cy="446" rx="22" ry="6" fill="${skinShade}" opacity="0.6"/>
    ${backFinger(418, 252, 186, 3)}${backFinger(366, 250, 190, 2)}
    <rect x="294" y="226" width="46" height="82" rx="23" fill="${skinLight}" stroke="${skinLightShade}" stroke-width="2.5"/>
    <path d="M297 276Q317 300 337 276V285Q337 308 317 308Q297 308 297 285Z" fill="${skinLightShade}"/>
    <rect x="254" y="210" width="42" height="72" rx="21" fill="${skinLight}" stroke="${skinLightShade}" stroke-width="2.5"/>
    <path d="M257 254Q275 274 293 254V261Q293 282 275 282Q257 282 257 261Z" fill="${skinLightShade}"/>
    <g transform="translate(452 150) rotate(-28)">
      <rect x="-21" y="-10" width="42" height="138" rx="21" fill="${skinLight}" stroke="${skinLightShade}" stroke-width="2.5"/>
      <rect x="-12" y="88" width="24" height="32" rx="11" fill="${nail}" stroke="${skinLightShade}" stroke-width="2"/>
    </g>
    <path d="M292 70H458L470 190C470 236 452 262 420 264L276 250C256 248 248 232 250 210Z" fill="${skinLight}"/>
    <path d="M440 70H458L470 190C470 236 452 262 420 264L434 200Z" fill="${skinLightShade}" opacity="0.8"/>
    ${crease('M270 232q12 -8 24 0', skinLightShade, 2.5)}${crease('M308 240q12 -8 24 0', skinLightShade, 2.5)}
    ${crease('M354 246q12 -8 24 0', skinLightShade, 2.5)}${crease('M404 250q12 -8 24 0', skinLightShade, 2.5)}
    <rect x="276" y="-20" width="200" height="84" fill="${colors.slate600}"/>
    <rect x="270" y="48" width="212" height="30" rx="10" fill="${colors.slate500}"/>`
}

/** Pulse waves spreading under the fingertips, on the radial artery. */
function pulse(): string {
  return waves(
    [
      [40, 0.95],
      [64, 0.6],
      [88, 0.3],
    ],
    (radius) => `M${382 - radius} 446A${radius} ${r(radius * 0.5)} 0 0 0 ${382 + radius} 446`,
    { color: colors.rose, width: 5 },
  )
}

function stopwatch(sx: number, sy: number): string {
  let ticks = ''
  for (let i = 0; i < 12; i++) {
    const [x0, y0] = polar(sx, sy, 72, 90 - i * 30)
    const [x1, y1] = polar(sx, sy, i % 3 === 0 ? 58 : 64, 90 - i * 30)
    ticks += `<line x1="${r(x0)}" y1="${r(y0)}" x2="${r(x1)}" y2="${r(y1)}" stroke="${colors.slate600}" stroke-width="${i % 3 === 0 ? 5 : 3}" stroke-linecap="round"/>`
  }
  const [hx, hy] = polar(sx, sy, 60, 0)
  return `
    <rect x="${sx - 16}" y="${sy - 128}" width="32" height="24" rx="6" fill="${colors.roseLight}"/>
    <rect x="${sx - 8}" y="${sy - 108}" width="16" height="16" fill="${colors.slate300}"/>
    <rect x="${sx + 62}" y="${sy - 92}" width="24" height="18" rx="5" fill="${colors.slate300}" transform="rotate(45 ${sx + 74} ${sy - 83})"/>
    <circle cx="${sx}" cy="${sy}" r="96" fill="${colors.slate200}"/>
    <circle cx="${sx}" cy="${sy}" r="82" fill="${colors.white}"/>
    <path d="M${sx} ${sy}L${sx} ${sy - 82}A82 82 0 0 1 ${sx + 82} ${sy}Z" fill="${colors.rosePale}"/>
    ${ticks}
    <line x1="${sx}" y1="${sy}" x2="${r(hx)}" y2="${r(hy)}" stroke="${colors.rose}" stroke-width="6" stroke-linecap="round"/>
    <circle cx="${sx}" cy="${sy}" r="9" fill="${colors.rose}"/>
    <text x="${sx - 124}" y="${sy + 14}" font-family="${FONT}" font-weight="bold" font-size="40" fill="${colors.slate300}" text-anchor="end">15\u00a0s\u00a0×\u00a04</text>`
}

const counter = `
    <rect x="800" y="356" width="330" height="196" rx="28" fill="${colors.ink}" stroke="${colors.roseLight}" stroke-width="4"/>
    <text x="1004" y="496" font-family="${FONT}" font-weight="bold" font-size="112" fill="${colors.white}" text-anchor="end">72</text>
    <text x="1014" y="496" font-family="${FONT}" font-weight="bold" font-size="36" fill="${colors.roseLighter}">BPM</text>
    ${heart(838, 394, 38, { shine: false })}
    ${ecgStroke(ecgPath(1024, 1104, 420, [1064], { bw: 60, amp: 30 }), { width: 4, glow: false })}`

export function pulseAtTheWrist(): string {
  return background({ gx: 400, gy: 420, gr: 420, glowOpacity: 0.16 }) + openHand() + pulse() + measuringHand() + stopwatch(960, 200) + counter
}
