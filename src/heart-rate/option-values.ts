/**
 * The values the calculator's newer options take, as the fields and the address hold them: a lactate-threshold heart
 * rate and its sport (Friel's zones), the pulse counted without a watch, a situation where zones do not apply, and a
 * watch to set on these zones. Their texts and arithmetic load with the options (friel-zones.ts, watch-brands.ts…).
 */

export const THRESHOLD_LIMITS = { min: 100, max: 220 }
export const THRESHOLD_MESSAGE = `Entrez une fréquence au seuil entre ${THRESHOLD_LIMITS.min} et ${THRESHOLD_LIMITS.max} BPM.`

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string): value is T =>
    (values as readonly string[]).includes(value)

export const SPORTS = ['course', 'velo'] as const
export type Sport = (typeof SPORTS)[number]
export const isSport = oneOf(SPORTS)

/** Why the zones do not apply: a medication that slows the heart, a heart condition, a pregnancy. */
export const SITUATIONS = ['medicament', 'coeur', 'grossesse'] as const
export type Situation = (typeof SITUATIONS)[number]
export const isSituation = oneOf(SITUATIONS)

export const WATCH_BRAND_IDS = ['garmin'] as const
export type WatchBrand = (typeof WATCH_BRAND_IDS)[number]
export const isWatchBrand = oneOf(WATCH_BRAND_IDS)

export interface OptionChoices {
  /** Lactate-threshold heart rate (BPM): Friel's zones for `sport`. */
  threshold: number | null
  sport: Sport
  /** Whether each zone shows the pulse to count in 15 seconds. */
  pulse: boolean
  situation: Situation | null
  watch: WatchBrand | null
}

export const NO_CHOICES: OptionChoices = { threshold: null, sport: 'course', pulse: false, situation: null, watch: null }

/** Whether any of these options is in use: their additions to the results are then loaded. */
export const hasChoices = (choices: OptionChoices) =>
  choices.threshold !== null || choices.pulse || choices.situation !== null || choices.watch !== null
