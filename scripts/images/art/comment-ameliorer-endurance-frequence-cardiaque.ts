// Endurance: a winding road climbing to a mountain, with a steady ECG trace running along the road.
import { background, ecgPoints, ecgStroke, H, item, type Point, pathOf, stars } from '../draw.ts'
import { colors } from '../../../src/palette.ts'

/** Road centre line, foreground to horizon. */
const CONTROL: readonly Point[] = [
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
const yTop = 394
const yBot = 700
const halfWidth = 125

/** Perspective: how much a length at height y shrinks. */
const scale = (y: number) => 0.05 + 0.95 * Math.max(0, (y - yTop) / (yBot - yTop)) ** 1.1

/** Catmull-Rom spline through the control points. */
function centreLine(): Point[] {
  const centre: Point[] = []
  const last = CONTROL.length - 1
  for (let i = 0; i < last; i++) {
    const p0 = item(CONTROL, Math.max(i - 1, 0)),
      p1 = item(CONTROL, i),
      p2 = item(CONTROL, i + 1),
      p3 = item(CONTROL, Math.min(i + 2, last))
    for (let j = 0; j < 40; j++) {
      const t = j / 40,
        t2 = t * t,
        t3 = t2 * t
      const spline = (k: 0 | 1) =>
        0.5 * (2 * p1[k] + (-p0[k] + p2[k]) * t + (2 * p0[k] - 5 * p1[k] + 4 * p2[k] - p3[k]) * t2 + (-p0[k] + 3 * p1[k] - 3 * p2[k] + p3[k]) * t3)
      centre.push([spline(0), spline(1)])
    }
  }
  centre.push(item(CONTROL, last))
  return centre
}

/** The ECG trace drawn along the road, whose i-th centre point is at(i), with a steady rhythm in world distance. */
function traceAlong(at: (i: number) => Point, length: number): Point[] {
  // World distance along the road (screen length ÷ perspective scale).
  const dist = [0]
  for (let i = 1; i < length; i++) {
    const [x0, y0] = at(i - 1),
      [x1, y1] = at(i)
    dist.push(item(dist, i - 1) + Math.hypot(x1 - x0, y1 - y0) / scale((y1 + y0) / 2))
  }
  const total = item(dist, dist.length - 1)
  const pointAt = (d: number): Point => {
    const i = Math.max(
      1,
      dist.findIndex((v) => v >= d),
    )
    const d0 = item(dist, i - 1)
    const t = (d - d0) / (item(dist, i) - d0 || 1)
    const [x0, y0] = at(i - 1),
      [x1, y1] = at(i)
    return [x0 + (x1 - x0) * t, y0 + (y1 - y0) * t]
  }
  // Steady rhythm: a beat every `step` of world distance, skipped where the road turns.
  const step = 300,
    bw = 170
  const beats: number[] = []
  for (let d = step / 2; d < total - bw; d += step) {
    const [ax, ay] = pointAt(d - bw / 2),
      [bx, by] = pointAt(d + bw / 2)
    if (Math.abs(by - ay) < 0.3 * Math.abs(bx - ax)) beats.push(d)
  }
  const trace: Point[] = []
  const raw = ecgPoints(0, total, beats, { bw, amp: 150 })
  raw.forEach(([d, off], k) => {
    const [prevD, prevOff] = raw[k - 1] ?? [d, off]
    const n = Math.max(1, Math.ceil((d - prevD) / 12))
    for (let j = k ? 1 : n; j <= n; j++) {
      const [x, y] = pointAt(Math.min(total, prevD + ((d - prevD) * j) / n))
      trace.push([x, y + (prevOff + ((off - prevOff) * j) / n) * scale(y) * 0.75])
    }
  })
  return trace
}

/** The road's outline and the ECG trace drawn along it. */
function roadAndTrace(): { road: string; trace: Point[] } {
  const centre = centreLine()
  const at = (i: number) => item(centre, Math.min(Math.max(i, 0), centre.length - 1))
  const direction = (i: number): Point => {
    const [ax, ay] = at(i - 1),
      [bx, by] = at(i + 1)
    const dx = bx - ax,
      dy = by - ay,
      l = Math.hypot(dx, dy) || 1
    return [dx / l, dy / l]
  }
  // Road edges: offset the centre line; drop points that step backwards (inner side of tight turns).
  const edge = (side: number) =>
    centre.reduce<Point[]>((pts, [x, y], i) => {
      const [dx, dy] = direction(i),
        w = side * halfWidth * scale(y)
      const q: Point = [x - dy * w, y + dx * w],
        last = pts.at(-1)
      if (!last || (q[0] - last[0]) * dx + (q[1] - last[1]) * dy > 0) pts.push(q)
      return pts
    }, [])
  const road = `M${pathOf(edge(1))}L${pathOf(edge(-1).reverse())}Z`
  return { road, trace: traceAlong(at, centre.length) }
}

export function enduranceRoad(): string {
  const { road, trace } = roadAndTrace()
  const defs = `
    <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colors.groundTop}"/><stop offset="1" stop-color="${colors.groundBottom}"/></linearGradient>
    <linearGradient id="roadGrad" x1="0" y1="${yTop}" x2="0" y2="${H}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${colors.slate500}"/><stop offset="1" stop-color="${colors.slate600}"/></linearGradient>
    <linearGradient id="peak" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colors.mountain}"/><stop offset="1" stop-color="${colors.slate600}"/></linearGradient>`
  const belowTheRidges = (x: number, y: number) => y > 100 + Math.abs(x - 770) * 0.65 || y > 170 + Math.abs(x - 330) * 0.6
  return (
    background({ gx: 760, gy: 260, gr: 520, glow: colors.roseLight, glowOpacity: 0.24, defs }) +
    stars(44, { seed: 3, y1: 330, avoid: belowTheRidges }) +
    `<path d="M-20 410L150 240L230 300L330 180L540 410Z" fill="${colors.slate700}"/>
     <path d="M330 180L292 226L318 222L336 244L356 206Z" fill="${colors.slate300}" opacity="0.8"/>
     <path d="M400 410L770 110L1220 410Z" fill="url(#peak)"/>
     <path d="M770 110L1220 410H930L850 300Z" fill="${colors.slate600}"/>
     <path d="M770 110L694 170L730 166L752 190L780 160L812 178L834 158Z" fill="${colors.slate100}"/>
     <line x1="770" y1="112" x2="770" y2="60" stroke="${colors.slate100}" stroke-width="4" stroke-linecap="round"/>
     <path d="M772 60L812 73L772 87Z" fill="${colors.roseLight}"/>
     <path d="M-20 420C160 380 320 396 480 398C680 400 900 372 1220 404V${H}H-20Z" fill="url(#ground)"/>
     <path d="M1220 470C1080 450 990 470 950 500C1040 540 1140 560 1220 566Z" fill="${colors.hill}"/>
     <path d="M-20 540C80 520 150 520 220 540C140 575 60 590 -20 596Z" fill="${colors.hill}"/>
     <path d="${road}" fill="url(#roadGrad)"/>` +
    ecgStroke('M' + pathOf(trace), { width: 6 })
  )
}
