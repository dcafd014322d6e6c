// Treadmill versus stationary bike, face to face around a « VS » badge.
import { background, ecgPath, ecgStroke, FONT } from '../draw.ts'
import { colors } from '../../../src/palette.ts'

const metal = colors.slate300
const dark = colors.slate600

const treadmill = `
    <ellipse cx="290" cy="566" rx="240" ry="16" fill="${colors.black}" opacity="0.25"/>
    <g transform="rotate(-5 290 520)">
      <rect x="70" y="494" width="430" height="54" rx="27" fill="${dark}"/>
      <rect x="86" y="494" width="398" height="16" rx="8" fill="${colors.slate500}"/>
      <circle cx="104" cy="521" r="17" fill="${colors.slate700}" stroke="${metal}" stroke-width="5"/>
      <circle cx="466" cy="521" r="17" fill="${colors.slate700}" stroke="${metal}" stroke-width="5"/>
      <line x1="150" y1="502" x2="420" y2="502" stroke="${colors.white}" stroke-width="3" stroke-dasharray="26 22" opacity="0.45"/>
    </g>
    <rect x="90" y="548" width="44" height="16" rx="6" fill="${colors.slate700}"/>
    <rect x="440" y="520" width="60" height="22" rx="8" fill="${colors.slate700}"/>
    <path d="M470 506L500 250" stroke="${metal}" stroke-width="24" stroke-linecap="round"/>
    <path d="M494 296L350 312" stroke="${metal}" stroke-width="16" stroke-linecap="round"/>
    <path d="M440 302L388 308" stroke="${colors.roseLight}" stroke-width="22" stroke-linecap="round"/>
    <g transform="rotate(-5 290 520)"><rect x="404" y="480" width="110" height="52" rx="20" fill="${colors.slate500}"/><rect x="418" y="492" width="60" height="8" rx="4" fill="${colors.slate300}" opacity="0.7"/></g>
    <g transform="rotate(-14 500 232)">
      <rect x="424" y="196" width="150" height="78" rx="18" fill="${colors.slate200}"/>
      <rect x="440" y="210" width="118" height="48" rx="10" fill="${colors.ink}"/>
      ${ecgStroke(ecgPath(448, 550, 238, [499], { bw: 56, amp: 22 }), { width: 4, glow: false })}
    </g>`

const bike = `
    <ellipse cx="920" cy="566" rx="220" ry="16" fill="${colors.black}" opacity="0.25"/>
    <rect x="720" y="540" width="170" height="22" rx="11" fill="${dark}"/>
    <rect x="960" y="540" width="170" height="22" rx="11" fill="${dark}"/>
    <path d="M800 548L850 470L880 330" stroke="${metal}" stroke-width="26" stroke-linecap="round" stroke-linejoin="round" fill="none"/>
    <path d="M850 470L1030 470" stroke="${metal}" stroke-width="22" stroke-linecap="round"/>
    <path d="M1040 548L1010 430L990 250" stroke="${metal}" stroke-width="26" stroke-linecap="round" stroke-linejoin="round" fill="none"/>
    <circle cx="1020" cy="458" r="76" fill="${colors.slate700}" stroke="${colors.roseLight}" stroke-width="14"/>
    <circle cx="1020" cy="458" r="40" fill="none" stroke="${colors.slate500}" stroke-width="6"/>
    <circle cx="1020" cy="458" r="12" fill="${metal}"/>
    <path d="M870 302C900 290 940 296 948 310C930 322 880 322 856 316C850 308 856 304 870 302Z" fill="${colors.roseLight}"/>
    <rect x="868" y="308" width="22" height="30" fill="${metal}"/>
    <path d="M990 256L1060 236L1096 250" stroke="${colors.slate200}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round" fill="none"/>
    <path d="M1082 246L1100 262" stroke="${colors.roseLight}" stroke-width="18" stroke-linecap="round"/>
    <rect x="1000" y="206" width="58" height="36" rx="8" fill="${colors.slate200}" transform="rotate(-16 1029 224)"/>
    <rect x="1008" y="213" width="42" height="22" rx="5" fill="${colors.ink}" transform="rotate(-16 1029 224)"/>
    <circle cx="940" cy="470" r="30" fill="${colors.slate700}" stroke="${metal}" stroke-width="8"/>
    <line x1="940" y1="470" x2="968" y2="520" stroke="${metal}" stroke-width="10" stroke-linecap="round"/>
    <rect x="952" y="516" width="40" height="12" rx="6" fill="${colors.slate200}"/>`

const versus = `
    <circle cx="600" cy="330" r="74" fill="${colors.roseLight}" opacity="0.45" filter="url(#softGlow)"/>
    <circle cx="600" cy="330" r="66" fill="url(#roseGrad)"/>
    <circle cx="600" cy="330" r="66" fill="none" stroke="${colors.white}" stroke-width="5" opacity="0.9"/>
    <text x="600" y="352" font-family="${FONT}" font-weight="bold" font-size="60" fill="${colors.white}" text-anchor="middle">VS</text>`

export function treadmillVsBike(): string {
  return (
    background({ gx: 600, gy: 330, gr: 460, glowOpacity: 0.16 }) +
    `<line x1="600" y1="70" x2="600" y2="240" stroke="${colors.slate600}" stroke-width="3" stroke-dasharray="4 12" stroke-linecap="round"/>
     <line x1="600" y1="420" x2="600" y2="605" stroke="${colors.slate600}" stroke-width="3" stroke-dasharray="4 12" stroke-linecap="round"/>` +
    treadmill +
    bike +
    versus
  )
}
