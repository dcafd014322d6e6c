/**
 * make-images.mjs — draws the site's illustrations as hand-written inline SVG
 * (flat vector style, navy background, rose accents) and converts them with
 * `sharp` (no network, no external fonts):
 *
 *   public/images/articles/<id>.webp       1200×675  (+ <id>-640.webp 640×360)
 *   public/images/og-cardio-bpm-quebec.webp 1200×630  (default social image)
 *   public/favicon.svg                      (rose heart + white ECG stroke)
 *   public/apple-touch-icon.png             180×180, rendered from the favicon
 *
 * Rerun from the project root:  npm run images
 */
import { mkdir, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const PUBLIC_DIR = path.join(ROOT, 'public')
const ARTICLES_DIR = path.join(PUBLIC_DIR, 'images', 'articles')

const W = 1200
const H = 675
const WEBP = { quality: 78, effort: 6 }
const FONT = "'DejaVu Sans', sans-serif"

const C = {
  navy0: '#0f172a',
  navy1: '#1e293b',
  rose: '#e11d48',
  roseL: '#f43f5e',
  roseXL: '#fb7185',
  rosePale: '#fecdd3',
  white: '#ffffff',
  slate200: '#e2e8f0',
  slate300: '#cbd5e1',
  slate400: '#94a3b8',
  slate500: '#64748b',
  slate600: '#475569',
  slate700: '#334155',
  blue: '#3b82f6',
  green: '#22c55e',
  yellow: '#eab308',
  orange: '#f97316',
  red: '#ef4444',
}

// ---------------------------------------------------------------------------
// Shared helpers
// ---------------------------------------------------------------------------

/** Round to one decimal to keep the SVG strings short. */
const r = (n) => Math.round(n * 10) / 10

/** Wraps a body in an <svg>; the viewBox stays w×h, the output size may differ. */
function svgDoc(body, { w = W, h = H, outW = w, outH = h } = {}) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${outH}" viewBox="0 0 ${w} ${h}">${body}</svg>`
}

/** Gradients and filters used by several images. */
const COMMON_DEFS = `
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${C.navy0}"/><stop offset="1" stop-color="${C.navy1}"/>
  </linearGradient>
  <linearGradient id="roseGrad" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${C.roseXL}"/><stop offset="1" stop-color="${C.rose}"/>
  </linearGradient>
  <filter id="glow" x="-30%" y="-30%" width="160%" height="160%">
    <feGaussianBlur stdDeviation="7" result="b"/>
    <feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge>
  </filter>
  <filter id="softGlow" x="-50%" y="-50%" width="200%" height="200%">
    <feGaussianBlur stdDeviation="18"/>
  </filter>`

/** Navy gradient background with a soft coloured halo at (gx, gy). */
function background({ w = W, h = H, gx = w / 2, gy = h / 2, gr = 420, glow = C.rose, glowOpacity = 0.2, defs = '' } = {}) {
  return `<defs>${COMMON_DEFS}
    <radialGradient id="halo" cx="${gx}" cy="${gy}" r="${gr}" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="${glow}" stop-opacity="${glowOpacity}"/>
      <stop offset="1" stop-color="${glow}" stop-opacity="0"/>
    </radialGradient>${defs}
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <rect width="${w}" height="${h}" fill="url(#halo)"/>`
}

/**
 * One-dimensional ECG trace: returns [[x, dy]] points (dy < 0 = upwards)
 * from x0 to x1 with a PQRST complex centred on each value of `beats`.
 */
function ecgPoints(x0, x1, beats, { bw = 160, amp = 120 } = {}) {
  const pts = [[x0, 0]]
  const bump = (a, b, hgt, n = 10) => {
    for (let i = 1; i <= n; i++) {
      const t = i / n
      pts.push([a + (b - a) * t, -hgt * Math.sin(Math.PI * t)])
    }
  }
  for (const c of beats) {
    pts.push([c - 0.5 * bw, 0])
    bump(c - 0.5 * bw, c - 0.3 * bw, 0.12 * amp) // P wave
    pts.push([c - 0.14 * bw, 0])
    pts.push([c - 0.08 * bw, 0.12 * amp]) // Q
    pts.push([c, -amp]) // R
    pts.push([c + 0.08 * bw, 0.32 * amp]) // S
    pts.push([c + 0.14 * bw, 0])
    pts.push([c + 0.22 * bw, 0])
    bump(c + 0.22 * bw, c + 0.5 * bw, 0.22 * amp, 14) // T wave
  }
  pts.push([x1, 0])
  return pts
}

/** Horizontal ECG path on baseline y. */
function ecgPath(x0, x1, y, beats, opts) {
  return (
    'M' +
    ecgPoints(x0, x1, beats, opts)
      .map(([x, d]) => `${r(x)} ${r(y + d)}`)
      .join('L')
  )
}

/** Stroke an ECG path with a glow underneath. */
function ecgStroke(d, { color = C.roseL, width = 7, glow = true } = {}) {
  const common = `d="${d}" fill="none" stroke-linecap="round" stroke-linejoin="round"`
  return (
    (glow ? `<path ${common} stroke="${color}" stroke-width="${width * 3}" opacity="0.35" filter="url(#softGlow)"/>` : '') +
    `<path ${common} stroke="${color}" stroke-width="${width}"/>`
  )
}

/** Heart of width `s` centred on (cx, cy). */
const HEART_D = 'M50 88C50 88 4 60 4 30C4 14 16 4 29 4C39 4 46 10 50 18C54 10 61 4 71 4C84 4 96 14 96 30C96 60 50 88 50 88Z'
function heart(cx, cy, s, { fill = 'url(#roseGrad)', shine = true, attrs = '' } = {}) {
  const k = s / 100
  const t = `translate(${r(cx - 50 * k)} ${r(cy - 46 * k)}) scale(${r(k * 1000) / 1000})`
  const hl = shine
    ? `<path d="M22 16C14 17 10 24 11 32" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="5" stroke-linecap="round"/>`
    : ''
  return `<g transform="${t}" ${attrs}><path d="${HEART_D}" fill="${fill}"/>${hl}</g>`
}

/** Deterministic pseudo-random generator (for stars). */
function rng(seed) {
  let s = seed >>> 0
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0
    return s / 4294967296
  }
}

/** Small stars scattered in a rectangle. */
function stars(n, { x0 = 0, y0 = 0, x1 = W, y1 = H / 2, seed = 7, avoid = () => false } = {}) {
  const rand = rng(seed)
  let out = ''
  for (let i = 0; i < n; i++) {
    const x = x0 + rand() * (x1 - x0)
    const y = y0 + rand() * (y1 - y0)
    const rad = 1.2 + rand() * 2.2
    const op = 0.35 + rand() * 0.5
    if (avoid(x, y)) continue
    out += `<circle cx="${r(x)}" cy="${r(y)}" r="${r(rad)}" fill="#fff" opacity="${r(op * 100) / 100}"/>`
  }
  return out
}

/** Point on a circle, angle in degrees (0 = right, 90 = up). */
function polar(cx, cy, rad, deg) {
  const a = (deg * Math.PI) / 180
  return [cx + rad * Math.cos(a), cy - rad * Math.sin(a)]
}

// ---------------------------------------------------------------------------
// Article illustrations (1200×675 viewBox)
// ---------------------------------------------------------------------------

/** Resting heart: heart, slow calm ECG, crescent moon and stars. */
function imgRepos() {
  const defs = `
    <mask id="moonMask"><rect width="${W}" height="${H}" fill="#fff"/><circle cx="1000" cy="122" r="66" fill="#000"/></mask>
    <radialGradient id="moonGlow" cx="960" cy="150" r="150" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#fef3c7" stop-opacity="0.28"/><stop offset="1" stop-color="#fef3c7" stop-opacity="0"/>
    </radialGradient>`
  const ecg = ecgPath(70, 1130, 535, [330, 870], { bw: 170, amp: 78 })
  return (
    background({ gx: 600, gy: 300, gr: 380, glowOpacity: 0.22, defs }) +
    stars(46, { seed: 11, y1: 430, avoid: (x, y) => Math.hypot(x - 600, y - 290) < 210 || Math.hypot(x - 960, y - 150) < 120 }) +
    `<circle cx="960" cy="150" r="150" fill="url(#moonGlow)"/>
     <circle cx="960" cy="150" r="76" fill="#fef3c7" mask="url(#moonMask)"/>
     <line x1="70" y1="535" x2="1130" y2="535" stroke="${C.slate600}" stroke-width="2" stroke-dasharray="2 14" stroke-linecap="round"/>` +
    heart(600, 290, 300) +
    ecgStroke(ecg, { width: 7 })
  )
}

/** Fat burning: flame above a heart-rate gauge, needle in the 60-70 % band. */
function imgBrulerGraisses() {
  const cx = 600,
    cy = 590,
    R = 240
  const arc = (p0, p1, rad = R) => {
    const [x0, y0] = polar(cx, cy, rad, 180 - p0 * 180)
    const [x1, y1] = polar(cx, cy, rad, 180 - p1 * 180)
    return `M${r(x0)} ${r(y0)}A${rad} ${rad} 0 0 1 ${r(x1)} ${r(y1)}`
  }
  const sector = (p0, p1, rIn, rOut) => {
    const [a, b] = polar(cx, cy, rOut, 180 - p0 * 180),
      [c, d] = polar(cx, cy, rOut, 180 - p1 * 180)
    const [e, f] = polar(cx, cy, rIn, 180 - p1 * 180),
      [g, h] = polar(cx, cy, rIn, 180 - p0 * 180)
    return `M${r(a)} ${r(b)}A${rOut} ${rOut} 0 0 1 ${r(c)} ${r(d)}L${r(e)} ${r(f)}A${rIn} ${rIn} 0 0 0 ${r(g)} ${r(h)}Z`
  }
  let ticks = ''
  for (let i = 0; i <= 10; i++) {
    const deg = 180 - i * 18
    const [x0, y0] = polar(cx, cy, R - 48, deg)
    const [x1, y1] = polar(cx, cy, R - (i % 5 === 0 ? 78 : 64), deg)
    ticks += `<line x1="${r(x0)}" y1="${r(y0)}" x2="${r(x1)}" y2="${r(y1)}" stroke="${C.slate400}" stroke-width="${i % 5 === 0 ? 6 : 4}" stroke-linecap="round"/>`
  }
  const needleDeg = 180 - 0.65 * 180
  const [nx, ny] = polar(cx, cy, R - 12, needleDeg)
  const [bx0, by0] = polar(cx, cy, 16, needleDeg + 90)
  const [bx1, by1] = polar(cx, cy, 16, needleDeg - 90)
  const defs = `
    <linearGradient id="track" x1="${cx - R}" y1="0" x2="${cx + R}" y2="0" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="${C.blue}"/><stop offset="0.35" stop-color="${C.green}"/>
      <stop offset="0.6" stop-color="${C.yellow}"/><stop offset="0.8" stop-color="${C.orange}"/><stop offset="1" stop-color="${C.red}"/>
    </linearGradient>
    <linearGradient id="flameOut" x1="0" y1="1" x2="0" y2="0">
      <stop offset="0" stop-color="${C.rose}"/><stop offset="0.55" stop-color="${C.orange}"/><stop offset="1" stop-color="#fb923c"/>
    </linearGradient>
    <linearGradient id="flameIn" x1="0" y1="1" x2="0" y2="0">
      <stop offset="0" stop-color="#fde047"/><stop offset="1" stop-color="#fef9c3"/>
    </linearGradient>`
  const flame = `<g transform="translate(600 300)">
      <ellipse cx="0" cy="-90" rx="120" ry="130" fill="${C.orange}" opacity="0.25" filter="url(#softGlow)"/>
      <path d="M0 0C-64 0-98-40-94-92C-90-142-48-160-40-226C-14-204-6-176-10-140C14-156 30-190 26-246C78-206 104-146 98-92C94-36 58 0 0 0Z" fill="url(#flameOut)"/>
      <path d="M0 0C-34 0-52-22-50-52C-48-84-22-96-14-132C4-112 8-92 4-72C18-82 28-98 28-118C48-96 56-72 52-50C48-20 30 0 0 0Z" fill="url(#flameIn)"/>
    </g>`
  return (
    background({ gx: 600, gy: 420, gr: 420, glow: C.orange, glowOpacity: 0.16, defs }) +
    `<path d="${arc(0, 1)}" fill="none" stroke="${C.slate700}" stroke-width="44" stroke-linecap="round"/>
     <path d="${arc(0, 1)}" fill="none" stroke="url(#track)" stroke-width="44" stroke-linecap="round" opacity="0.5"/>
     <path d="${sector(0.6, 0.7, R - 40, R + 40)}" fill="${C.roseL}" opacity="0.7" filter="url(#softGlow)"/>
     <path d="${sector(0.6, 0.7, R - 36, R + 36)}" fill="url(#roseGrad)" stroke="#fff" stroke-width="6" stroke-linejoin="round"/>
     ${ticks}
     <path d="M${r(bx0)} ${r(by0)}L${r(nx)} ${r(ny)}L${r(bx1)} ${r(by1)}Z" fill="#fff" stroke="#fff" stroke-width="4" stroke-linejoin="round"/>
     <circle cx="${cx}" cy="${cy}" r="36" fill="#fff"/>` +
    heart(cx, cy + 2, 40, { shine: false }) +
    flame
  )
}

/** What is a BPM monitor: two fingers on a wrist, stopwatch and BPM counter. */
function imgMoniteurBpm() {
  const skin = '#f6c6a8',
    skinShade = '#e3a482',
    skin2 = '#fcd9c2',
    skin2Shade = '#eeb99b',
    nail = '#fff1e8'
  // Forearm (palm up, side view) entering from the left: wrist, palm, fingers, thumb.
  const arm = `
    <path d="M-20 404C150 410 320 420 420 426C470 429 520 420 560 416C610 412 650 426 690 432L736 436C760 439 768 462 756 474C746 484 726 488 700 488C660 490 640 506 600 514C540 524 470 506 420 502C320 506 150 514 -20 520Z" fill="${skin}"/>
    <path d="M-20 494C150 490 320 486 420 484C470 484 530 500 590 500C630 500 650 486 690 478C720 474 748 470 760 466C758 478 740 488 700 488C660 490 640 506 600 514C540 524 470 506 420 502C320 506 150 514 -20 520Z" fill="${skinShade}"/>
    <rect x="506" y="396" width="112" height="40" rx="20" fill="${skin}" transform="rotate(-16 526 416)"/>
    <path d="M622 440C640 446 670 448 700 446" fill="none" stroke="${skinShade}" stroke-width="4" stroke-linecap="round"/>
    <path d="M-20 388H80V536H-20Z" fill="${C.slate600}"/>
    <rect x="64" y="384" width="30" height="156" rx="10" fill="${C.slate500}"/>`
  // Pulse rings under the fingertips (radial artery).
  const px = 395,
    py = 440
  let rings = ''
  for (const [rad, op] of [
    [40, 0.95],
    [70, 0.6],
    [100, 0.3],
  ]) {
    rings += `<path d="M${px - rad} ${py}A${rad} ${rad * 0.6} 0 0 0 ${px + rad} ${py}" fill="none" stroke="${C.rose}" stroke-width="5" stroke-linecap="round" opacity="${op}"/>`
  }
  // Second hand coming from the top: sleeve, back of the hand, index and middle fingers.
  const finger = (x, top, len) => `
    <rect x="${x}" y="${top}" width="48" height="${len}" rx="24" fill="${skin2}"/>
    <rect x="${x + 9}" y="${top + len - 40}" width="30" height="32" rx="13" fill="${nail}"/>
    <path d="M${x + 10} ${top + len - 96}h28" stroke="${skin2Shade}" stroke-width="4" stroke-linecap="round"/>`
  const hand = `
    <path d="M318 40H500V176C500 212 474 232 440 232H360C334 232 318 214 318 190Z" fill="${skin2}"/>
    <path d="M468 40H500V176C500 200 490 218 470 226Z" fill="${skin2Shade}"/>
    ${finger(336, 170, 256)}${finger(392, 170, 262)}
    <rect x="446" y="180" width="50" height="84" rx="25" fill="${skin2Shade}"/>
    <rect x="300" y="-20" width="218" height="78" fill="${C.slate600}"/>
    <rect x="296" y="40" width="226" height="30" rx="10" fill="${C.slate500}"/>`
  // Stopwatch.
  const sx = 960,
    sy = 200
  let sticks = ''
  for (let i = 0; i < 12; i++) {
    const [x0, y0] = polar(sx, sy, 72, 90 - i * 30)
    const [x1, y1] = polar(sx, sy, i % 3 === 0 ? 58 : 64, 90 - i * 30)
    sticks += `<line x1="${r(x0)}" y1="${r(y0)}" x2="${r(x1)}" y2="${r(y1)}" stroke="${C.slate600}" stroke-width="${i % 3 === 0 ? 5 : 3}" stroke-linecap="round"/>`
  }
  const [hx, hy] = polar(sx, sy, 60, 0)
  const stopwatch = `
    <rect x="${sx - 16}" y="${sy - 128}" width="32" height="24" rx="6" fill="${C.roseL}"/>
    <rect x="${sx - 8}" y="${sy - 108}" width="16" height="16" fill="${C.slate300}"/>
    <rect x="${sx + 62}" y="${sy - 92}" width="24" height="18" rx="5" fill="${C.slate300}" transform="rotate(45 ${sx + 74} ${sy - 83})"/>
    <circle cx="${sx}" cy="${sy}" r="96" fill="${C.slate200}"/>
    <circle cx="${sx}" cy="${sy}" r="82" fill="#fff"/>
    <path d="M${sx} ${sy}L${sx} ${sy - 82}A82 82 0 0 1 ${sx + 82} ${sy}Z" fill="${C.rosePale}"/>
    ${sticks}
    <line x1="${sx}" y1="${sy}" x2="${r(hx)}" y2="${r(hy)}" stroke="${C.rose}" stroke-width="6" stroke-linecap="round"/>
    <circle cx="${sx}" cy="${sy}" r="9" fill="${C.rose}"/>`
  // BPM counter.
  const counter = `
    <rect x="800" y="356" width="330" height="196" rx="28" fill="${C.navy0}" stroke="${C.roseL}" stroke-width="4"/>
    <text x="1004" y="496" font-family="${FONT}" font-weight="bold" font-size="112" fill="#fff" text-anchor="end">72</text>
    <text x="1014" y="496" font-family="${FONT}" font-weight="bold" font-size="36" fill="${C.roseXL}">BPM</text>
    ${heart(838, 394, 38, { shine: false })}
    ${ecgStroke(ecgPath(1024, 1104, 420, [1064], { bw: 60, amp: 30 }), { width: 4, glow: false })}`
  return background({ gx: 400, gy: 420, gr: 420, glowOpacity: 0.16 }) + arm + rings + hand + stopwatch + counter
}

/** Zone table: five coloured bars of growing length, with a heart. */
function imgTableZones() {
  const colors = [C.blue, C.green, C.yellow, C.orange, C.red]
  const x0 = 130,
    y0 = 128,
    bh = 62,
    gap = 26
  let rows = ''
  colors.forEach((col, i) => {
    const y = y0 + i * (bh + gap)
    const len = 330 + i * 110
    rows += `
      <rect x="${x0 - 20}" y="${y - 10}" width="${x0 + 850 - 110}" height="${bh + 20}" rx="18" fill="#fff" opacity="${i % 2 ? 0.04 : 0.02}"/>
      <circle cx="${x0 + 22}" cy="${y + bh / 2}" r="22" fill="none" stroke="${col}" stroke-width="6"/>
      <circle cx="${x0 + 22}" cy="${y + bh / 2}" r="9" fill="${col}"/>
      <rect x="${x0 + 70}" y="${y}" width="${len}" height="${bh}" rx="${bh / 2}" fill="${col}"/>
      <rect x="${x0 + 92}" y="${y + 14}" width="${len * 0.35}" height="10" rx="5" fill="#fff" opacity="0.35"/>`
  })
  let grid = ''
  for (let x = x0 + 70 + 110; x <= 1000; x += 110) {
    grid += `<line x1="${x}" y1="${y0 - 20}" x2="${x}" y2="${y0 + 5 * (bh + gap) - 10}" stroke="${C.slate600}" stroke-width="2" stroke-dasharray="3 10" opacity="0.7"/>`
  }
  return (
    background({ gx: 940, gy: 230, gr: 360, glowOpacity: 0.22 }) +
    grid +
    rows +
    heart(950, 222, 230) +
    ecgStroke(ecgPath(870, 1030, 222, [950], { bw: 90, amp: 52 }), { color: '#fff', width: 7, glow: false })
  )
}

/** Treadmill vs stationary bike. */
function imgTapisVsVelo() {
  const metal = C.slate300,
    dark = C.slate600
  const treadmill = `
    <ellipse cx="290" cy="566" rx="240" ry="16" fill="#000" opacity="0.25"/>
    <g transform="rotate(-5 290 520)">
      <rect x="70" y="494" width="430" height="54" rx="27" fill="${dark}"/>
      <rect x="86" y="494" width="398" height="16" rx="8" fill="${C.slate500}"/>
      <circle cx="104" cy="521" r="17" fill="${C.slate700}" stroke="${metal}" stroke-width="5"/>
      <circle cx="466" cy="521" r="17" fill="${C.slate700}" stroke="${metal}" stroke-width="5"/>
      <line x1="150" y1="502" x2="420" y2="502" stroke="#fff" stroke-width="3" stroke-dasharray="26 22" opacity="0.45"/>
    </g>
    <rect x="90" y="548" width="44" height="16" rx="6" fill="${C.slate700}"/>
    <rect x="440" y="520" width="60" height="22" rx="8" fill="${C.slate700}"/>
    <path d="M470 506L500 250" stroke="${metal}" stroke-width="24" stroke-linecap="round"/>
    <path d="M494 296L350 312" stroke="${metal}" stroke-width="16" stroke-linecap="round"/>
    <path d="M440 302L388 308" stroke="${C.roseL}" stroke-width="22" stroke-linecap="round"/>
    <g transform="rotate(-5 290 520)"><rect x="404" y="480" width="110" height="52" rx="20" fill="${C.slate500}"/><rect x="418" y="492" width="60" height="8" rx="4" fill="${C.slate300}" opacity="0.7"/></g>
    <g transform="rotate(-14 500 232)">
      <rect x="424" y="196" width="150" height="78" rx="18" fill="${C.slate200}"/>
      <rect x="440" y="210" width="118" height="48" rx="10" fill="${C.navy0}"/>
      ${ecgStroke(ecgPath(448, 550, 238, [499], { bw: 56, amp: 22 }), { width: 4, glow: false })}
    </g>`
  const bike = `
    <ellipse cx="920" cy="566" rx="220" ry="16" fill="#000" opacity="0.25"/>
    <rect x="720" y="540" width="170" height="22" rx="11" fill="${dark}"/>
    <rect x="960" y="540" width="170" height="22" rx="11" fill="${dark}"/>
    <path d="M800 548L850 470L880 330" stroke="${metal}" stroke-width="26" stroke-linecap="round" stroke-linejoin="round" fill="none"/>
    <path d="M850 470L1030 470" stroke="${metal}" stroke-width="22" stroke-linecap="round"/>
    <path d="M1040 548L1010 430L990 250" stroke="${metal}" stroke-width="26" stroke-linecap="round" stroke-linejoin="round" fill="none"/>
    <circle cx="1020" cy="458" r="76" fill="${C.slate700}" stroke="${C.roseL}" stroke-width="14"/>
    <circle cx="1020" cy="458" r="40" fill="none" stroke="${C.slate500}" stroke-width="6"/>
    <circle cx="1020" cy="458" r="12" fill="${metal}"/>
    <path d="M870 302C900 290 940 296 948 310C930 322 880 322 856 316C850 308 856 304 870 302Z" fill="${C.roseL}"/>
    <rect x="868" y="308" width="22" height="30" fill="${metal}"/>
    <path d="M990 256L1060 236L1096 250" stroke="${C.slate200}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round" fill="none"/>
    <path d="M1082 246L1100 262" stroke="${C.roseL}" stroke-width="18" stroke-linecap="round"/>
    <rect x="1000" y="206" width="58" height="36" rx="8" fill="${C.slate200}" transform="rotate(-16 1029 224)"/>
    <rect x="1008" y="213" width="42" height="22" rx="5" fill="${C.navy0}" transform="rotate(-16 1029 224)"/>
    <circle cx="940" cy="470" r="30" fill="${C.slate700}" stroke="${metal}" stroke-width="8"/>
    <line x1="940" y1="470" x2="968" y2="520" stroke="${metal}" stroke-width="10" stroke-linecap="round"/>
    <rect x="952" y="516" width="40" height="12" rx="6" fill="${C.slate200}"/>`
  const vs = `
    <circle cx="600" cy="330" r="74" fill="${C.roseL}" opacity="0.45" filter="url(#softGlow)"/>
    <circle cx="600" cy="330" r="66" fill="url(#roseGrad)"/>
    <circle cx="600" cy="330" r="66" fill="none" stroke="#fff" stroke-width="5" opacity="0.9"/>
    <text x="600" y="352" font-family="${FONT}" font-weight="bold" font-size="60" fill="#fff" text-anchor="middle">VS</text>`
  return (
    background({ gx: 600, gy: 330, gr: 460, glowOpacity: 0.16 }) +
    `<line x1="600" y1="70" x2="600" y2="240" stroke="${C.slate600}" stroke-width="3" stroke-dasharray="4 12" stroke-linecap="round"/>
     <line x1="600" y1="420" x2="600" y2="605" stroke="${C.slate600}" stroke-width="3" stroke-dasharray="4 12" stroke-linecap="round"/>` +
    treadmill +
    bike +
    vs
  )
}

/** HIIT: jagged interval graph, red peaks and blue valleys, lightning bolt. */
function imgHiit() {
  const base = 560,
    x0 = 110,
    x1 = 1090
  // Segments: [type, width]; peaks are sharp and tall, valleys low and bumpy.
  const pts = [[x0, 470]]
  const stops = []
  let x = x0
  const valley = (w, seed) => {
    const rand = rng(seed)
    const start = x
    for (let i = 1; i <= 5; i++) pts.push([x + (w * i) / 6, 462 + rand() * 22])
    x += w
    pts.push([x, 470])
    stops.push([start, x, C.blue])
  }
  const peak = (w, top) => {
    const start = x
    pts.push([x + w * 0.32, top + 40], [x + w * 0.42, top + 70], [x + w * 0.55, top], [x + w * 0.7, top + 60], [x + w, 470])
    x += w
    stops.push([start, x, C.red])
  }
  valley(90, 1)
  peak(120, 170)
  valley(100, 2)
  peak(120, 150)
  valley(100, 3)
  peak(120, 185)
  valley(100, 4)
  peak(120, 160)
  valley(x1 - x - 0, 5)
  const line = 'M' + pts.map(([a, b]) => `${r(a)} ${r(b)}`).join('L')
  const area = `${line}L${x1} ${base}L${x0} ${base}Z`
  let grad = ''
  for (const [a, b, col] of stops) {
    grad += `<stop offset="${r(((a - x0) / (x1 - x0)) * 1000) / 1000}" stop-color="${col}"/><stop offset="${r(((b - x0) / (x1 - x0)) * 1000) / 1000}" stop-color="${col}"/>`
  }
  const defs = `
    <linearGradient id="seg" x1="${x0}" y1="0" x2="${x1}" y2="0" gradientUnits="userSpaceOnUse">${grad}</linearGradient>
    <linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0.05"/></linearGradient>
    <mask id="fadeMask"><rect x="0" y="120" width="${W}" height="${base - 120}" fill="url(#fade)"/></mask>
    <linearGradient id="bolt" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fde047"/><stop offset="1" stop-color="#f59e0b"/></linearGradient>`
  let grid = ''
  for (const y of [170, 300, 430])
    grid += `<line x1="${x0}" y1="${y}" x2="${x1}" y2="${y}" stroke="${C.slate600}" stroke-width="2" stroke-dasharray="3 12" stroke-linecap="round"/>`
  const bolt = `<g transform="translate(1010 150)">
      <path d="M18-120L-62 14H-8L-30 120L62-24H6Z" fill="#fde047" opacity="0.45" filter="url(#softGlow)"/>
      <path d="M18-120L-62 14H-8L-30 120L62-24H6Z" fill="url(#bolt)" stroke="#fef9c3" stroke-width="4" stroke-linejoin="round"/>
    </g>`
  return (
    background({ gx: 560, gy: 300, gr: 480, glowOpacity: 0.18, defs }) +
    grid +
    `<line x1="${x0}" y1="${base}" x2="${x1}" y2="${base}" stroke="${C.slate500}" stroke-width="4" stroke-linecap="round"/>
     <path d="${area}" fill="url(#seg)" mask="url(#fadeMask)"/>
     <path d="${line}" fill="none" stroke="url(#seg)" stroke-width="22" opacity="0.35" filter="url(#softGlow)" stroke-linejoin="round"/>
     <path d="${line}" fill="none" stroke="url(#seg)" stroke-width="9" stroke-linejoin="round" stroke-linecap="round"/>` +
    bolt
  )
}

/** Endurance: winding road climbing to a mountain, steady ECG trace along the road. */
function imgEndurance() {
  // Road centre line: Catmull-Rom spline through control points (foreground → horizon).
  const ctrl = [
    [-80, 780],
    [120, 690],
    [360, 640],
    [640, 612],
    [830, 590],
    [930, 562],
    [935, 534],
    [850, 514],
    [680, 498],
    [520, 482],
    [440, 468],
    [438, 452],
    [500, 440],
    [610, 427],
    [700, 413],
    [742, 399],
  ]
  const yTop = 394,
    yBot = 700,
    halfW = 125
  const scale = (y) => 0.05 + 0.95 * Math.max(0, (y - yTop) / (yBot - yTop)) ** 1.1 // perspective
  const centre = []
  for (let i = 0; i < ctrl.length - 1; i++) {
    const p0 = ctrl[Math.max(i - 1, 0)],
      p1 = ctrl[i],
      p2 = ctrl[i + 1],
      p3 = ctrl[Math.min(i + 2, ctrl.length - 1)]
    for (let j = 0; j < 40; j++) {
      const t = j / 40,
        t2 = t * t,
        t3 = t2 * t
      centre.push(
        [0, 1].map(
          (k) =>
            0.5 *
            (2 * p1[k] + (-p0[k] + p2[k]) * t + (2 * p0[k] - 5 * p1[k] + 4 * p2[k] - p3[k]) * t2 + (-p0[k] + 3 * p1[k] - 3 * p2[k] + p3[k]) * t3),
        ),
      )
    }
  }
  centre.push(ctrl.at(-1))
  const dir = (i) => {
    const a = centre[Math.max(i - 1, 0)],
      b = centre[Math.min(i + 1, centre.length - 1)]
    const dx = b[0] - a[0],
      dy = b[1] - a[1],
      l = Math.hypot(dx, dy) || 1
    return [dx / l, dy / l]
  }
  // Road edges: offset the centre line; drop points that step backwards (inner side of tight turns).
  const edge = (side) =>
    centre.reduce((pts, p, i) => {
      const [dx, dy] = dir(i),
        w = side * halfW * scale(p[1])
      const q = [p[0] - dy * w, p[1] + dx * w],
        last = pts.at(-1)
      if (!last || (q[0] - last[0]) * dx + (q[1] - last[1]) * dy > 0) pts.push(q)
      return pts
    }, [])
  const pathOf = (pts) => pts.map(([a, b]) => `${r(a)} ${r(b)}`).join('L')
  const road = `M${pathOf(edge(1))}L${pathOf(edge(-1).reverse())}Z`
  // World distance along the road (screen length ÷ perspective scale).
  const dist = [0]
  for (let i = 1; i < centre.length; i++) {
    const s = scale((centre[i][1] + centre[i - 1][1]) / 2)
    dist.push(dist[i - 1] + Math.hypot(centre[i][0] - centre[i - 1][0], centre[i][1] - centre[i - 1][1]) / s)
  }
  const total = dist.at(-1)
  const at = (d) => {
    const i = Math.max(
      1,
      dist.findIndex((v) => v >= d),
    )
    const t = (d - dist[i - 1]) / (dist[i] - dist[i - 1] || 1)
    return { p: [0, 1].map((k) => centre[i - 1][k] + (centre[i][k] - centre[i - 1][k]) * t), i }
  }
  // Steady rhythm: a beat every `step` of world distance, skipped where the road turns.
  const step = 300,
    bw = 170
  const beats = []
  for (let d = step / 2; d < total - bw; d += step) {
    const a = at(d - bw / 2),
      b = at(d + bw / 2)
    if (Math.abs(b.p[1] - a.p[1]) < 0.3 * Math.abs(b.p[0] - a.p[0])) beats.push(d)
  }
  const trace = []
  const raw = ecgPoints(0, total, beats, { bw, amp: 150 })
  raw.forEach(([d, off], k) => {
    const prev = raw[k - 1] ?? [d, off]
    const n = Math.max(1, Math.ceil((d - prev[0]) / 12))
    for (let j = k ? 1 : n; j <= n; j++) {
      const dd = Math.min(total, prev[0] + ((d - prev[0]) * j) / n),
        oo = prev[1] + ((off - prev[1]) * j) / n
      const { p } = at(dd)
      trace.push([p[0], p[1] + oo * scale(p[1]) * 0.75])
    }
  })
  const defs = `
    <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1e3a5f"/><stop offset="1" stop-color="#0b1324"/></linearGradient>
    <linearGradient id="roadGrad" x1="0" y1="${yTop}" x2="0" y2="${H}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${C.slate500}"/><stop offset="1" stop-color="${C.slate600}"/></linearGradient>
    <linearGradient id="peak" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7c8ba1"/><stop offset="1" stop-color="${C.slate600}"/></linearGradient>`
  return (
    background({ gx: 760, gy: 260, gr: 520, glow: C.roseL, glowOpacity: 0.24, defs }) +
    stars(44, { seed: 3, y1: 330, avoid: (x, y) => y > 100 + Math.abs(x - 770) * 0.65 || y > 170 + Math.abs(x - 330) * 0.6 }) +
    `<path d="M-20 410L150 240L230 300L330 180L540 410Z" fill="${C.slate700}"/>
     <path d="M330 180L292 226L318 222L336 244L356 206Z" fill="${C.slate300}" opacity="0.8"/>
     <path d="M400 410L770 110L1220 410Z" fill="url(#peak)"/>
     <path d="M770 110L1220 410H930L850 300Z" fill="${C.slate600}"/>
     <path d="M770 110L694 170L730 166L752 190L780 160L812 178L834 158Z" fill="#f1f5f9"/>
     <line x1="770" y1="112" x2="770" y2="60" stroke="#f1f5f9" stroke-width="4" stroke-linecap="round"/>
     <path d="M772 60L812 73L772 87Z" fill="${C.roseL}"/>
     <path d="M-20 420C160 380 320 396 480 398C680 400 900 372 1220 404V${H}H-20Z" fill="url(#ground)"/>
     <path d="M1220 470C1080 450 990 470 950 500C1040 540 1140 560 1220 566Z" fill="#172b46"/>
     <path d="M-20 540C80 520 150 520 220 540C140 575 60 590 -20 596Z" fill="#172b46"/>
     <path d="${road}" fill="url(#roadGrad)"/>` +
    ecgStroke('M' + pathOf(trace), { width: 6 })
  )
}

/** Sports watch and chest strap, with green optical-sensor lights. */
function imgMontres() {
  const wx = 360,
    wy = 330
  const strapHoles = [0, 1, 2].map((i) => `<circle cx="${wx}" cy="${540 + i * 34}" r="6" fill="${C.navy0}"/>`).join('')
  const watch = `
    <rect x="${wx - 78}" y="40" width="156" height="200" rx="30" fill="${C.slate700}"/>
    <rect x="${wx - 78}" y="420" width="156" height="215" rx="30" fill="${C.slate700}"/>
    ${strapHoles}
    <rect x="${wx + 150}" y="${wy - 64}" width="22" height="44" rx="8" fill="${C.slate400}"/>
    <rect x="${wx + 150}" y="${wy + 22}" width="22" height="44" rx="8" fill="${C.roseL}"/>
    <circle cx="${wx}" cy="${wy}" r="162" fill="${C.slate500}"/>
    <circle cx="${wx}" cy="${wy}" r="148" fill="${C.navy0}"/>
    <circle cx="${wx}" cy="${wy}" r="124" fill="none" stroke="${C.slate700}" stroke-width="12"/>
    <path d="M${wx} ${wy - 124}A124 124 0 1 1 ${r(polar(wx, wy, 124, -150)[0])} ${r(polar(wx, wy, 124, -150)[1])}" fill="none" stroke="${C.roseL}" stroke-width="12" stroke-linecap="round"/>
    ${heart(wx, wy - 52, 58, { shine: false })}
    ${ecgStroke(ecgPath(wx - 90, wx + 90, wy + 30, [wx - 30, wx + 48], { bw: 50, amp: 46 }), { width: 5, glow: false })}
    <rect x="${wx - 50}" y="${wy + 66}" width="100" height="10" rx="5" fill="${C.slate600}"/>`
  // Sensor (back of the watch) with green LEDs.
  const bx = 560,
    by = 520
  const leds = [
    [-28, -28],
    [28, -28],
    [-28, 28],
    [28, 28],
  ]
    .map(
      ([dx, dy]) =>
        `<circle cx="${bx + dx}" cy="${by + dy}" r="20" fill="${C.green}" opacity="0.7" filter="url(#softGlow)"/>
     <circle cx="${bx + dx}" cy="${by + dy}" r="11" fill="#86efac"/><circle cx="${bx + dx}" cy="${by + dy}" r="5" fill="#f0fdf4"/>`,
    )
    .join('')
  const sensor = `
    <circle cx="${bx}" cy="${by}" r="98" fill="${C.green}" opacity="0.18" filter="url(#softGlow)"/>
    <circle cx="${bx}" cy="${by}" r="84" fill="${C.slate500}"/>
    <circle cx="${bx}" cy="${by}" r="72" fill="#0b1220"/>
    <rect x="${bx - 12}" y="${by - 12}" width="24" height="24" rx="4" fill="${C.slate600}"/>
    ${leds}`
  // Chest strap: curved band with electrode pads and a central pod.
  const band = 'M650 250Q900 470 1150 250'
  const strap = `
    <clipPath id="electrodes"><rect x="700" y="0" width="400" height="${H}"/></clipPath>
    <path d="${band}" fill="none" stroke="${C.slate700}" stroke-width="56" stroke-linecap="round"/>
    <path d="${band}" fill="none" stroke="${C.slate500}" stroke-width="4" stroke-dasharray="12 14" opacity="0.8" transform="translate(0 -18)"/>
    <path d="${band}" fill="none" stroke="${C.slate500}" stroke-width="4" stroke-dasharray="12 14" opacity="0.8" transform="translate(0 18)"/>
    <g clip-path="url(#electrodes)">
      <path d="${band}" fill="none" stroke="${C.slate500}" stroke-width="56"/>
      <path d="${band}" fill="none" stroke="${C.slate600}" stroke-width="40" stroke-dasharray="5 9"/>
    </g>
    <g transform="translate(900 360)">
      <rect x="-132" y="-64" width="264" height="128" rx="64" fill="${C.slate200}"/>
      <rect x="-116" y="-48" width="232" height="96" rx="48" fill="${C.navy1}"/>
      ${heart(0, 0, 62, { shine: false })}
    </g>`
  let waves = ''
  for (const [rad, op] of [
    [50, 0.9],
    [82, 0.6],
    [114, 0.35],
  ]) {
    const [ax, ay] = polar(900, 270, rad, 150),
      [bx2, by2] = polar(900, 270, rad, 30)
    waves += `<path d="M${r(ax)} ${r(ay)}A${rad} ${rad} 0 0 1 ${r(bx2)} ${r(by2)}" fill="none" stroke="${C.roseL}" stroke-width="7" stroke-linecap="round" opacity="${op}"/>`
  }
  return background({ gx: 420, gy: 360, gr: 460, glow: C.green, glowOpacity: 0.1 }) + watch + sensor + strap + waves
}

// ---------------------------------------------------------------------------
// Social image (1200×630), favicon
// ---------------------------------------------------------------------------

function imgOg() {
  const w = 1200,
    h = 630
  const ecg = ecgPath(0, w, 500, [250, 610, 970], { bw: 150, amp: 110 })
  return (
    background({ w, h, gx: 260, gy: 240, gr: 420, glowOpacity: 0.25 }) +
    `<line x1="0" y1="500" x2="${w}" y2="500" stroke="${C.slate600}" stroke-width="2" opacity="0.6"/>` +
    ecgStroke(ecg, { color: C.red, width: 8 }) +
    heart(250, 235, 250) +
    `<text x="440" y="232" font-family="${FONT}" font-weight="bold" font-size="104" fill="#fff">Cardio <tspan fill="${C.roseL}">BPM</tspan></text>
     <text x="444" y="350" font-family="${FONT}" font-weight="bold" font-size="104" fill="#fff">Québec</text>`
  )
}

const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.roseXL}"/><stop offset="1" stop-color="${C.rose}"/></linearGradient></defs>
  <path d="M32 58C32 58 3 40 3 20.5C3 11.5 10 5 18.5 5C24.5 5 29.5 8.5 32 13.5C34.5 8.5 39.5 5 45.5 5C54 5 61 11.5 61 20.5C61 40 32 58 32 58Z" fill="url(#g)"/>
  <path d="M8 31H20L24 24L30 40L36 17L41 31H56" fill="none" stroke="#fff" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round"/>
</svg>
`

// ---------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------

const ARTICLES = {
  'frequence-cardiaque-repos-indicateur-sante': imgRepos,
  'frequence-cardiaque-ideale-bruler-graisses': imgBrulerGraisses,
  'qu-est-ce-qu-un-moniteur-bpm': imgMoniteurBpm,
  'table-zones-frequence-cardiaque-par-age': imgTableZones,
  'tapis-roulant-vs-velo-stationnaire-meilleur-cardio': imgTapisVsVelo,
  'hiit-frequence-cardiaque-intervalles-haute-intensite': imgHiit,
  'comment-ameliorer-endurance-frequence-cardiaque': imgEndurance,
  'guide-montres-cardio-capteurs-frequence-cardiaque': imgMontres,
}

const written = []

async function toWebp(svg, file) {
  await sharp(Buffer.from(svg)).webp(WEBP).toFile(file)
  written.push(file)
}

async function main() {
  await mkdir(ARTICLES_DIR, { recursive: true })

  for (const [id, draw] of Object.entries(ARTICLES)) {
    const body = draw()
    await toWebp(svgDoc(body), path.join(ARTICLES_DIR, `${id}.webp`))
    await toWebp(svgDoc(body, { outW: 640, outH: 360 }), path.join(ARTICLES_DIR, `${id}-640.webp`))
  }

  await toWebp(svgDoc(imgOg(), { w: 1200, h: 630 }), path.join(PUBLIC_DIR, 'images', 'og-cardio-bpm-quebec.webp'))

  const faviconFile = path.join(PUBLIC_DIR, 'favicon.svg')
  await writeFile(faviconFile, FAVICON_SVG)
  written.push(faviconFile)

  // Apple touch icon: the favicon on an opaque navy square (iOS shows transparency as black).
  const appleFile = path.join(PUBLIC_DIR, 'apple-touch-icon.png')
  const icon = await sharp(Buffer.from(FAVICON_SVG), { density: 72 * (140 / 64) })
    .resize(140, 140)
    .png()
    .toBuffer()
  await sharp({ create: { width: 180, height: 180, channels: 4, background: C.navy0 } })
    .composite([{ input: icon, top: 22, left: 20 }])
    .png({ compressionLevel: 9 })
    .toFile(appleFile)
  written.push(appleFile)

  for (const file of written) {
    const { size } = await stat(file)
    const kb = (size / 1024).toFixed(1).padStart(6)
    const warn = size > 60 * 1024 ? '  ⚠ > 60 KB' : ''
    console.log(`${kb} KB  ${path.relative(ROOT, file)}${warn}`)
  }
}

await main()
