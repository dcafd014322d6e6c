/**
 * The recovery test the HIIT article teaches: the heart rate at the end of the effort, then one minute later (and,
 * if the reader has it, two minutes later). The drop in one minute gets the spec's grade, for a walking or pedalling
 * recovery and a heart no medicine, disease or pregnancy slows; the one medical landmark, a drop of 12 BPM or less
 * after a maximal clinical test (Cole et al. 1999), is never applied to a home test: the tool says so when the drop is
 * that low.
 */
import { COUNT_SECONDS } from './pulse-counts'
import { readNumber, roundTo, type NumberField, type Reading } from './typed-number'

/** The spec's grades of the one-minute drop, highest first: 25 BPM or more, 15 to 24, under 15. */
export const RECOVERY_GRADES = [
  { from: 25, label: 'Excellent', range: '25\u00a0BPM ou plus' },
  { from: 15, label: 'Bon', range: '15 à 24\u00a0BPM' },
  { from: -Infinity, label: 'À améliorer', range: 'moins de 15\u00a0BPM' },
] as const
export type RecoveryGrade = (typeof RECOVERY_GRADES)[number]['label']

/**
 * Cole et al. 1999 (N Engl J Med 341:1351-1357): after a symptom-limited (maximal) exercise test and a cool-down
 * walking slowly, a drop of 12 BPM or less in the first minute went with a higher risk of death. A clinical landmark
 * for that test only, not a training grade: the tool names it to say it does not apply at home.
 */
export const COLE_LANDMARK_BPM = 12

/** The reader's choices, by the draft's field, each with its words. */
export const RECOVERY_CHOICES = {
  /** How the reader took the rates: read on a watch or a chest strap, or counted at the wrist for 15 seconds. */
  method: {
    bpm: 'Avec une montre ou une ceinture (en BPM)',
    compte: `En comptant mon pouls pendant ${COUNT_SECONDS} secondes`,
  },
  /** How the reader recovered during the minute: it changes the drop (Barak et al. 2011), so tests compare only alike. */
  posture: {
    active: 'En marchant ou en pédalant lentement',
    immobile: 'En position assise, immobile',
    couche: 'En position couchée',
  },
} as const
export type MeasureMethod = keyof (typeof RECOVERY_CHOICES)['method']
export type RecoveryPosture = keyof (typeof RECOVERY_CHOICES)['posture']

/** A count in 15 seconds, times this, is the rate per minute. */
export const PER_MINUTE = 60 / COUNT_SECONDS

type RecoveryField = 'end' | 'oneMinute' | 'twoMinutes'
const MOMENTS: Record<RecoveryField, string> = { end: 'à la fin de l’effort', oneMinute: 'une minute après', twoMinutes: 'deux minutes après' }

/**
 * Rates during and after an effort: below 40 or above 230 BPM is a typing mistake, not a heart rate; counted in
 * 15 seconds, 10 to 58 beats.
 */
const RECOVERY_FIELDS: Record<MeasureMethod, Record<RecoveryField, NumberField>> = {
  bpm: {
    end: { name: `la fréquence ${MOMENTS.end}, en BPM`, unit: 'BPM', min: 40, max: 230 },
    oneMinute: { name: `la fréquence ${MOMENTS.oneMinute}, en BPM`, unit: 'BPM', min: 40, max: 230 },
    twoMinutes: { name: `la fréquence ${MOMENTS.twoMinutes}, en BPM`, unit: 'BPM', min: 40, max: 230 },
  },
  compte: {
    end: { name: `les battements comptés ${MOMENTS.end}`, unit: 'battements', min: 10, max: 58 },
    oneMinute: { name: `les battements comptés ${MOMENTS.oneMinute}`, unit: 'battements', min: 10, max: 58 },
    twoMinutes: { name: `les battements comptés ${MOMENTS.twoMinutes}`, unit: 'battements', min: 10, max: 58 },
  },
}

export interface RecoveryDraft {
  end: string
  oneMinute: string
  /** Optional: empty when the reader did not note it. */
  twoMinutes: string
  posture: RecoveryPosture
  /** The reader ticked the box for a heart the scale does not describe (./slowed-heart.ts). */
  slowed: boolean
  method: MeasureMethod
}

export interface RecoveryResult {
  /** The rates in BPM: as typed, or the counts times 4. */
  end: number
  oneMinute: number
  twoMinutes: number | null
  dropOneMinute: number
  dropTwoMinutes: number | null
  /** The spec's grade, for a recovery walking or pedalling slowly only (lying or sitting, the drop is not the same), and a heart nothing slows. */
  grade: RecoveryGrade | null
  /** Why there is no grade, in the order the form asks. */
  withheld: ('posture' | 'slowed')[]
}

const gradeRecovery = (drop: number): RecoveryGrade => RECOVERY_GRADES.find((grade) => drop >= grade.from)?.label ?? 'À améliorer'

export type RecoveryErrors = Partial<Record<RecoveryField, string>>

/** Each field read, then checked against the others: a rate does not climb back up during the recovery. */
export function readRecovery(draft: RecoveryDraft): { result: RecoveryResult | null; errors: RecoveryErrors } {
  const fields = RECOVERY_FIELDS[draft.method]
  const end = readNumber(draft.end, fields.end)
  const oneMinute = readNumber(draft.oneMinute, fields.oneMinute)
  const twoMinutes: Reading | null = draft.twoMinutes.trim() === '' ? null : readNumber(draft.twoMinutes, fields.twoMinutes)
  const errors: RecoveryErrors = {}
  if (end.error) errors.end = end.error
  if (oneMinute.error) errors.oneMinute = oneMinute.error
  if (twoMinutes?.error) errors.twoMinutes = twoMinutes.error
  if (end.value !== undefined && oneMinute.value !== undefined && oneMinute.value > end.value)
    errors.oneMinute = 'Cette fréquence est plus haute qu’à la fin de l’effort\u00a0: vérifiez que les deux valeurs ne sont pas inversées.'
  if (oneMinute.value !== undefined && twoMinutes?.value !== undefined && twoMinutes.value > oneMinute.value)
    errors.twoMinutes = 'Cette fréquence est plus haute qu’après une minute\u00a0: vérifiez les deux valeurs.'
  if (Object.keys(errors).length || end.value === undefined || oneMinute.value === undefined) return { result: null, errors }
  const perMinute = (value: number) => (draft.method === 'compte' ? value * PER_MINUTE : value)
  const rates = {
    end: perMinute(end.value),
    oneMinute: perMinute(oneMinute.value),
    twoMinutes: twoMinutes?.value === undefined ? null : perMinute(twoMinutes.value),
  }
  // Rates typed with a decimal subtract to 24.999…: the drop is rounded to the tenth it is shown with.
  const dropOneMinute = roundTo(rates.end - rates.oneMinute)
  const withheld: RecoveryResult['withheld'] = [
    ...(draft.posture === 'active' ? [] : ['posture' as const]),
    ...(draft.slowed ? ['slowed' as const] : []),
  ]
  return {
    errors,
    result: {
      ...rates,
      dropOneMinute,
      dropTwoMinutes: rates.twoMinutes === null ? null : roundTo(rates.end - rates.twoMinutes),
      grade: withheld.length ? null : gradeRecovery(dropOneMinute),
      withheld,
    },
  }
}
