/**
 * How hard an effort is, beside the zones: ACSM's intensity classes, which the calculator shows for a resting rate
 * (on the heart-rate reserve, Karvonen), and the Borg 6-20 rating of each of the site's five zones, for the mode
 * without zones. The talk test of each zone is worded once, in content/pages/zones-cardiaques.yaml (zone texts); a
 * class names the zones whose talk tests describe it.
 */
import { percentOf, type ZoneNumber } from './zones.ts'

interface IntensityClass {
  name: string
  /** Where the class starts, in % of the maximum heart rate and in % of the heart-rate reserve. */
  fromMax: number
  fromReserve: number
  /** Its rating of perceived exertion on Borg's 6-20 scale. */
  borg: string
  /** The zones whose talk tests describe it: moderate (64-76 % of the maximum, the top of zone 2 and most of zone 3) is « full sentences, then short sentences », vigorous « short sentences, then a few words ». */
  talkZones: readonly ZoneNumber[]
}

/**
 * ACSM's classes of cardiorespiratory exercise intensity: Garber CE et al. 2011, « Quantity and quality of exercise
 * for developing and maintaining cardiorespiratory, musculoskeletal, and neuromotor fitness in apparently healthy
 * adults », Medicine & Science in Sports & Exercise 43(7):1334-1359, doi 10.1249/MSS.0b013e318213fefb, Table 4.
 * Below light (under 30 % of the reserve) is « very light ».
 */
const INTENSITY_CLASSES: readonly IntensityClass[] = [
  { name: 'faible', fromMax: 57, fromReserve: 30, borg: '9 à 11', talkZones: [1] },
  { name: 'moyenne', fromMax: 64, fromReserve: 40, borg: '12 et 13', talkZones: [2, 3] },
  { name: 'élevée', fromMax: 77, fromReserve: 60, borg: '14 à 17', talkZones: [3, 4] },
  { name: 'quasi maximale', fromMax: 96, fromReserve: 90, borg: '18 et plus', talkZones: [5] },
]

/** A class for one person: its bands in % of the reserve and, as ACSM gives them, of the maximum, and its BPM. */
export interface ReserveClass extends Omit<IntensityClass, 'fromMax' | 'fromReserve'> {
  /** « 40–59 », « 90–100 » */
  reserveBand: string
  maxBand: string
  /** First and last beat of the class: the next class starts one beat higher; the last one ends at the maximum. */
  minBpm: number
  maxBpm: number
}

const band = (from: number, next: number | undefined) => (next === undefined ? `${from}–100` : `${from}–${next - 1}`)

/**
 * ACSM's classes from light to near-maximal for a maximum and a resting rate: each starts at resting + percent ×
 * (maximum − resting), rounded (Karvonen), and stops one beat before the next, so that no beat belongs to two classes.
 */
export function reserveClasses(max: number, resting: number): ReserveClass[] {
  const reserve = max - resting
  const starts = INTENSITY_CLASSES.map((intensity) => resting + percentOf(reserve, intensity.fromReserve))
  return INTENSITY_CLASSES.map(({ fromMax, fromReserve, ...intensity }, index) => {
    const next = INTENSITY_CLASSES[index + 1]
    return {
      ...intensity,
      reserveBand: band(fromReserve, next?.fromReserve),
      maxBand: band(fromMax, next?.fromMax),
      minBpm: starts[index] ?? resting,
      maxBpm: next === undefined ? max : (starts[index + 1] ?? max) - 1,
    }
  })
}

/**
 * Borg 6-20 rating of each of the site's zones (% of the maximum heart rate): the site's own correspondence, not a
 * published table, drawn to agree with the classes above (light 9-11 up to 63 %, moderate 12-13 from 64 %, vigorous
 * 14-17 from 77 %, near-maximal 18 and more from 96 %).
 */
export const ZONE_BORG: Record<ZoneNumber, string> = { 1: '9 et 10', 2: '11 et 12', 3: '13 et 14', 4: '15 et 16', 5: '17 à 20' }
