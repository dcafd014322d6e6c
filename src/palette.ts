// Every colour of the illustrations. The zone colours are those of the zone table (src/heart-rate/zones.ts) and the
// brand colours those of the site's @theme (src/styles.css), read from there so that they cannot drift apart.
import { readFileSync } from 'node:fs'
import { ZONES, type ZoneNumber } from './heart-rate/zones.ts'

const themeCss = readFileSync(new URL('./styles.css', import.meta.url), 'utf8')

/** A colour of the @theme block of src/styles.css, e.g. `brand-600` for `--color-brand-600`. */
function themeColor(name: string): string {
  const color = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{3,8})\\b`, 'i').exec(themeCss)?.[1]
  if (!color) throw new Error(`src/styles.css: no --color-${name} in @theme`)
  return color
}

/**
 * Colour of a heart-rate zone, as the zone table shows it.
 * @internal also used by tests and tools, outside the production code
 */
export function zoneColor(zone: ZoneNumber): string {
  const definition = ZONES.find(({ number }) => number === zone)
  if (!definition) throw new Error(`src/heart-rate/zones.ts: no zone ${zone}`)
  return definition.color
}

/**
 * The five zone colours, zone 1 first.
 * @internal also used by tests and tools, outside the production code
 */
export const ZONE_COLORS: readonly string[] = ZONES.map(({ color }) => color)

export const colors = {
  // Brand (src/styles.css): rose accents on an ink-navy background.
  ink: themeColor('ink'),
  rose: themeColor('brand-600'),
  navy: '#1e293b',
  roseLight: '#f43f5e',
  roseLighter: '#fb7185',
  rosePale: '#fecdd3',
  white: '#ffffff',
  /** ECG trace of the social image. */
  ecgRed: '#ef4444',
  black: '#000000',
  slate100: '#f1f5f9',
  slate200: '#e2e8f0',
  slate300: '#cbd5e1',
  slate400: '#94a3b8',
  slate500: '#64748b',
  slate600: '#475569',
  slate700: '#334155',
  // Fire, light and moon.
  flame: '#f97316',
  flameLight: '#fb923c',
  gold: '#fde047',
  goldPale: '#fef9c3',
  amber: '#f59e0b',
  moon: '#fef3c7',
  // Landscape of the endurance image.
  mountain: '#7c8ba1',
  groundTop: '#1e3a5f',
  groundBottom: '#0b1324',
  hill: '#172b46',
  // Optical sensor of a watch: green LEDs on a black window.
  led: '#22c55e',
  ledLight: '#86efac',
  ledCore: '#f0fdf4',
  sensor: '#0b1220',
  // Skin of the pulse-taking hands.
  skin: '#f6c6a8',
  skinShade: '#e3a482',
  skinLight: '#fcd9c2',
  skinLightShade: '#eeb99b',
  nail: '#fff1e8',
}
