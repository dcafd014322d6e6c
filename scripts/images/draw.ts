// Shared drawing helpers of the illustrations. Each returns a piece of SVG markup; the art is drawn in a 1200×675
// viewBox (the article image size) and scaled when the image is written.
import { ARTICLE_IMAGE_SIZE } from '../../src/content/images.ts'
import { colors } from '../../src/palette.ts'

export const W = ARTICLE_IMAGE_SIZE.width
export const H = ARTICLE_IMAGE_SIZE.height
/** Installed with the system (no network, no web font). */
export const FONT = "'DejaVu Sans', sans-serif"

export type Point = [number, number]

/** Rounds to one decimal, to keep the SVG strings short. */
export const r = (n: number): number => Math.round(n * 10) / 10

/** `x y` pairs joined by `L`, for a path's `d`. */
export const pathOf = (points: readonly Point[]): string => points.map(([x, y]) => `${r(x)} ${r(y)}`).join('L')

/** The element at `index`, which the caller knows exists. */
export function item<T>(list: readonly T[], index: number): T {
  const value = list[index]
  if (value === undefined) throw new RangeError(`No element at ${index} of ${list.length}`)
  return value
}

/** Point on a circle, angle in degrees (0 = right, 90 = up). */
export function polar(cx: number, cy: number, radius: number, degrees: number): Point {
  const a = (degrees * Math.PI) / 180
  return [cx + radius * Math.cos(a), cy - radius * Math.sin(a)]
}

/** Deterministic pseudo-random generator in [0, 1), so that every run draws the same image. */
export function rng(seed: number): () => number {
  let s = seed >>> 0
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0
    return s / 4294967296
  }
}

/** Gradients and filters used by several images. */
const COMMON_DEFS = `
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${colors.ink}"/><stop offset="1" stop-color="${colors.navy}"/>
  </linearGradient>
  <linearGradient id="roseGrad" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${colors.roseLighter}"/><stop offset="1" stop-color="${colors.rose}"/>
  </linearGradient>
  <filter id="glow" x="-30%" y="-30%" width="160%" height="160%">
    <feGaussianBlur stdDeviation="7" result="b"/>
    <feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge>
  </filter>
  <filter id="softGlow" x="-50%" y="-50%" width="200%" height="200%">
    <feGaussianBlur stdDeviation="18"/>
  </filter>`

interface BackgroundOptions {
  w?: number
  h?: number
  /** Centre and radius of the soft coloured halo. */
  gx?: number
  gy?: number
  gr?: number
  glow?: string
  glowOpacity?: number
  /** Extra <defs> of the image. */
  defs?: string
}

/** Navy gradient background with a soft coloured halo at (gx, gy), and the shared <defs>. */
export function background({
  w = W,
  h = H,
  gx = w / 2,
  gy = h / 2,
  gr = 420,
  glow = colors.rose,
  glowOpacity = 0.2,
  defs = '',
}: BackgroundOptions = {}) {
  return `<defs>${COMMON_DEFS}
    <radialGradient id="halo" cx="${gx}" cy="${gy}" r="${gr}" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="${glow}" stop-opacity="${glowOpacity}"/>
      <stop offset="1" stop-color="${glow}" stop-opacity="0"/>
    </radialGradient>${defs}
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <rect width="${w}" height="${h}" fill="url(#halo)"/>`
}

interface EcgOptions {
  /** Width of one PQRST complex. */
  bw?: number
  /** Height of the R wave. */
  amp?: number
}

/** One-dimensional ECG trace from x0 to x1: [x, dy] points (dy < 0 is upwards), a PQRST complex centred on each beat. */
export function ecgPoints(x0: number, x1: number, beats: readonly number[], { bw = 160, amp = 120 }: EcgOptions = {}): Point[] {
  const pts: Point[] = [[x0, 0]]
  const bump = (a: number, b: number, height: number, n = 10) => {
    for (let i = 1; i <= n; i++) {
      const t = i / n
      pts.push([a + (b - a) * t, -height * Math.sin(Math.PI * t)])
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
export function ecgPath(x0: number, x1: number, y: number, beats: readonly number[], options?: EcgOptions): string {
  return 'M' + pathOf(ecgPoints(x0, x1, beats, options).map(([x, dy]) => [x, y + dy]))
}

/** Strokes an ECG path, with a blurred copy underneath as a glow. */
export function ecgStroke(d: string, { color = colors.roseLight, width = 7, glow = true } = {}): string {
  const common = `d="${d}" fill="none" stroke-linecap="round" stroke-linejoin="round"`
  return (
    (glow ? `<path ${common} stroke="${color}" stroke-width="${width * 3}" opacity="0.35" filter="url(#softGlow)"/>` : '') +
    `<path ${common} stroke="${color}" stroke-width="${width}"/>`
  )
}

/**
 * Waves a sensor sends or a pulse makes: one arc per ring, each `[radius, opacity]`, fainter as it spreads; `arc`
 * gives a ring's path.
 */
export function waves(
  rings: readonly (readonly [radius: number, opacity: number])[],
  arc: (radius: number) => string,
  { color, width }: { color: string; width: number },
): string {
  return rings
    .map(
      ([radius, opacity]) =>
        `<path d="${arc(radius)}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" opacity="${opacity}"/>`,
    )
    .join('')
}

const HEART_D = 'M50 88C50 88 4 60 4 30C4 14 16 4 29 4C39 4 46 10 50 18C54 10 61 4 71 4C84 4 96 14 96 30C96 60 50 88 50 88Z'

/** Heart of width `s` centred on (cx, cy), rose gradient with a white shine by default. */
export function heart(cx: number, cy: number, s: number, { fill = 'url(#roseGrad)', shine = true } = {}): string {
  const k = s / 100
  const transform = `translate(${r(cx - 50 * k)} ${r(cy - 46 * k)}) scale(${r(k * 1000) / 1000})`
  const highlight = shine
    ? `<path d="M22 16C14 17 10 24 11 32" fill="none" stroke="${colors.white}" stroke-opacity="0.55" stroke-width="5" stroke-linecap="round"/>`
    : ''
  return `<g transform="${transform}"><path d="${HEART_D}" fill="${fill}"/>${highlight}</g>`
}

interface StarOptions {
  x0?: number
  y0?: number
  x1?: number
  y1?: number
  seed?: number
  /** True where no star may be drawn. */
  avoid?: (x: number, y: number) => boolean
}

/** `n` small stars scattered in a rectangle (the top half of the image by default). */
export function stars(n: number, { x0 = 0, y0 = 0, x1 = W, y1 = H / 2, seed = 7, avoid = () => false }: StarOptions = {}): string {
  const rand = rng(seed)
  let out = ''
  for (let i = 0; i < n; i++) {
    const x = x0 + rand() * (x1 - x0)
    const y = y0 + rand() * (y1 - y0)
    const radius = 1.2 + rand() * 2.2
    const opacity = 0.35 + rand() * 0.5
    if (avoid(x, y)) continue
    out += `<circle cx="${r(x)}" cy="${r(y)}" r="${r(radius)}" fill="${colors.white}" opacity="${r(opacity * 100) / 100}"/>`
  }
  return out
}
