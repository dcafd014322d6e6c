/**
 * How hard an effort is, without a heart rate: ACSM's intensity classes and the Borg 6-20 rating of each of the site's
 * five zones. One source for the reserve zones' labels and for the mode without zones. The talk test of each zone is
 * worded once, in content/pages/zones-cardiaques.yaml (zone texts); a class names the zone whose talk test it shares.
 */
import type { ZoneNumber } from './zones'

export interface IntensityClass {
  name: string
  /** Where the class starts, in % of the maximum heart rate and in % of the heart-rate reserve. */
  fromMax: number
  fromReserve: number
  /** Its rating of perceived exertion on Borg's 6-20 scale. */
  borg: string
  /** The zone whose talk test describes it: moderate is « talk, not sing », vigorous « a few words at a time ». */
  talkZone: ZoneNumber
}

/**
 * ACSM's classes of cardiorespiratory exercise intensity: Garber CE et al. 2011, « Quantity and quality of exercise
 * for developing and maintaining cardiorespiratory, musculoskeletal, and neuromotor fitness in apparently healthy
 * adults », Medicine & Science in Sports & Exercise 43(7):1334-1359, doi 10.1249/MSS.0b013e318213fefb, Table 4.
 */
const INTENSITY_CLASSES: readonly IntensityClass[] = [
  { name: 'très faible', fromMax: 0, fromReserve: 0, borg: 'moins de 9', talkZone: 1 },
  { name: 'faible', fromMax: 57, fromReserve: 30, borg: '9 à 11', talkZone: 1 },
  { name: 'moyenne', fromMax: 64, fromReserve: 40, borg: '12 et 13', talkZone: 2 },
  { name: 'élevée', fromMax: 77, fromReserve: 60, borg: '14 à 17', talkZone: 4 },
  { name: 'quasi maximale', fromMax: 96, fromReserve: 90, borg: '18 et plus', talkZone: 5 },
]

/** The class a share of the heart-rate reserve falls in. */
export function reserveClass(percentOfReserve: number): IntensityClass {
  return INTENSITY_CLASSES.findLast((intensity) => percentOfReserve >= intensity.fromReserve) ?? (INTENSITY_CLASSES[0] as IntensityClass)
}

/**
 * Borg 6-20 rating of each of the site's zones (% of the maximum heart rate): the site's own correspondence, not a
 * published table, drawn to agree with the classes above (light 9-11 up to 63 %, moderate 12-13 from 64 %, vigorous
 * 14-17 from 77 %, near-maximal 18 and more from 96 %).
 */
export const ZONE_BORG: Record<ZoneNumber, string> = { 1: '9 et 10', 2: '11 et 12', 3: '13 et 14', 4: '15 et 16', 5: '17 à 19' }
