/**
 * The recovery test the HIIT article teaches: the heart rate at the end of the effort, then one minute later (and,
 * if the reader has it, two minutes later). The drop in one minute gets the spec's grade; the one medical landmark,
 * a drop of 12 BPM or less one minute after a maximal effort (Cole et al. 1999), is judged apart, and only there.
 */
import { readNumber, roundTo, type NumberField, type Reading } from './typed-number'

/** The spec's grades of the one-minute drop, highest first: 25 BPM or more, 15 to 24, under 15. */
export const RECOVERY_GRADES = [
  { from: 25, label: 'Excellent', range: '25\u00a0BPM ou plus' },
  { from: 15, label: 'Bon', range: '15 à 24\u00a0BPM' },
  { from: -Infinity, label: 'À améliorer', range: 'moins de 15\u00a0BPM' },
] as const
export type RecoveryGrade = (typeof RECOVERY_GRADES)[number]['label']

/**
 * Cole et al. 1999 (N Engl J Med 341:1351-1357): after a symptom-limited (maximal) exercise test, a drop of 12 BPM or
 * less in the first minute went with a higher risk of death. A clinical landmark, not a training grade.
 */
export const COLE_LANDMARK_BPM = 12

/** How the reader recovered during the minute: it changes the drop (Barak et al. 2011), so tests compare only alike. */
export const RECOVERY_POSTURES = {
  active: 'En marchant ou en pédalant lentement',
  immobile: 'Immobile, debout ou assis',
  couche: 'Couché',
} as const
export type RecoveryPosture = keyof typeof RECOVERY_POSTURES
export const isRecoveryPosture = (value: string): value is RecoveryPosture => Object.hasOwn(RECOVERY_POSTURES, value)

/** What the effort was: the end of an interval session (the article's test) or an effort to exhaustion. */
export const EFFORT_KINDS = {
  intervalle: 'Un intervalle intense, sans aller jusqu’à l’épuisement',
  maximal: 'Un effort maximal, jusqu’à ne plus pouvoir continuer',
} as const
export type EffortKind = keyof typeof EFFORT_KINDS
export const isEffortKind = (value: string): value is EffortKind => Object.hasOwn(EFFORT_KINDS, value)

/** Rates during and after an effort: below 40 or above 230 BPM is a typing mistake, not a heart rate. */
const EXERCISE_LIMITS = { unit: 'BPM', min: 40, max: 230 }
export const RECOVERY_FIELDS = {
  end: { ...EXERCISE_LIMITS, name: 'la fréquence à la fin de l’effort, en BPM' },
  oneMinute: { ...EXERCISE_LIMITS, name: 'la fréquence une minute après, en BPM' },
  twoMinutes: { ...EXERCISE_LIMITS, name: 'la fréquence deux minutes après, en BPM' },
} satisfies Record<string, NumberField>

export interface RecoveryDraft {
  end: string
  oneMinute: string
  /** Optional: empty when the reader did not note it. */
  twoMinutes: string
  posture: RecoveryPosture
  effort: EffortKind
}

export interface RecoveryResult {
  dropOneMinute: number
  dropTwoMinutes: number | null
  grade: RecoveryGrade
  /** The drop is at or under Cole's landmark after a maximal effort: the one case where the landmark applies. */
  medicalLandmark: boolean
}

export const gradeRecovery = (drop: number): RecoveryGrade => RECOVERY_GRADES.find((grade) => drop >= grade.from)?.label ?? 'À améliorer'

export type RecoveryErrors = Partial<Record<'end' | 'oneMinute' | 'twoMinutes', string>>

/** Each field read, then checked against the others: a rate does not climb back up during the recovery. */
export function readRecovery(draft: RecoveryDraft): { result: RecoveryResult | null; errors: RecoveryErrors } {
  const end = readNumber(draft.end, RECOVERY_FIELDS.end)
  const oneMinute = readNumber(draft.oneMinute, RECOVERY_FIELDS.oneMinute)
  const twoMinutes: Reading | null = draft.twoMinutes.trim() === '' ? null : readNumber(draft.twoMinutes, RECOVERY_FIELDS.twoMinutes)
  const errors: RecoveryErrors = {}
  if (end.error) errors.end = end.error
  if (oneMinute.error) errors.oneMinute = oneMinute.error
  if (twoMinutes?.error) errors.twoMinutes = twoMinutes.error
  if (end.value !== undefined && oneMinute.value !== undefined && oneMinute.value > end.value)
    errors.oneMinute = 'Cette fréquence est plus haute qu’à la fin de l’effort\u00a0: vérifiez que les deux valeurs ne sont pas inversées.'
  if (oneMinute.value !== undefined && twoMinutes?.value !== undefined && twoMinutes.value > oneMinute.value)
    errors.twoMinutes = 'Cette fréquence est plus haute qu’après une minute\u00a0: vérifiez les deux valeurs.'
  if (Object.keys(errors).length || end.value === undefined || oneMinute.value === undefined) return { result: null, errors }
  // Rates typed with a decimal subtract to 24.999…: the drop is rounded to the tenth it is shown with.
  const dropOneMinute = roundTo(end.value - oneMinute.value)
  return {
    errors,
    result: {
      dropOneMinute,
      dropTwoMinutes: twoMinutes?.value === undefined ? null : roundTo(end.value - twoMinutes.value),
      grade: gradeRecovery(dropOneMinute),
      medicalLandmark: draft.effort === 'maximal' && dropOneMinute <= COLE_LANDMARK_BPM,
    },
  }
}
