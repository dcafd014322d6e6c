/**
 * The cardiac-drift test the endurance article teaches: a steady session cut in two halves, the average heart rate
 * of each. Drift (%) = (second half − first half) ÷ first half × 100, graded as the spec says. With pace, speed or
 * power for each half, Friel's decoupling too: the efficiency factor (speed or power ÷ heart rate) of each half,
 * and decoupling (%) = (EF1 − EF2) ÷ EF1 × 100, positive when the second half cost more beats for the same output.
 * Heat, hills, intervals, illness, a session too short or too long, and a heart slowed by a medicine, a heart disease or a
 * pregnancy void the verdict: the figure is given, the grade withheld.
 */
import { isKeyOf } from './keys'
import { SLOWED_HEART, SLOWED_HEART_OUTSIDE_SCALE } from './slowed-heart'
import { readNumber, roundTo, type NumberField, type Reading } from './typed-number'

/** The spec's grades of the drift: under 5 %, 5 to 10 % (both included), over 10 %. */
export const DRIFT_GRADES = [
  { upTo: 5, included: false, label: 'Excellent', range: 'moins de 5\u00a0%' },
  { upTo: 10, included: true, label: 'Correct', range: '5 à 10\u00a0%' },
  { upTo: Infinity, included: false, label: 'À développer', range: 'plus de 10\u00a0%' },
] as const
export type DriftGrade = (typeof DRIFT_GRADES)[number]['label']

/** Friel's mark: under 5 % of decoupling, aerobic endurance is well developed for that duration. */
export const FRIEL_DECOUPLING_MARK = 5

/**
 * The steady part of the session, after the warm-up: the articles ask for 40 to 60 minutes, and the register's note
 * says the bands hold for that span only; outside it the tool gives the figure without a verdict.
 */
export const MIN_STEADY_MINUTES = 40
export const MAX_STEADY_MINUTES = 60

/** What voids the test: each condition, as the reader ticks it. */
export const VOIDING_CONDITIONS = {
  chaleur: 'Il faisait chaud (environ 25\u00a0°C ou plus) ou humide',
  cotes: 'Le parcours avait des côtes',
  intervalles: 'J’ai fait des accélérations, des intervalles ou des arrêts',
  malade: 'J’étais malade, j’avais de la fièvre ou je couvais quelque chose',
  coeur: SLOWED_HEART,
} as const
export type VoidingCondition = keyof typeof VOIDING_CONDITIONS
export const VOIDING_CONDITION_NAMES = Object.keys(VOIDING_CONDITIONS) as VoidingCondition[]
/** No condition ticked: the form's start, and what a workout file says before its own findings are added. */
export const NO_CONDITIONS = Object.fromEntries(VOIDING_CONDITION_NAMES.map((name) => [name, false])) as Record<VoidingCondition, boolean>
/** Why each condition takes the verdict away. */
const VOIDING_REASONS: Record<VoidingCondition, string> = {
  chaleur: 'la chaleur fait monter le pouls sans rapport avec votre endurance',
  cotes: 'les côtes changent l’effort d’une moitié à l’autre',
  intervalles: 'l’effort n’était pas régulier d’un bout à l’autre',
  malade: 'la maladie fait monter le pouls',
  coeur: `notre échelle ${SLOWED_HEART_OUTSIDE_SCALE}`,
}
/** Conditions that no better day removes: the reader compares the figure with their own earlier tests instead. */
const LASTING_CONDITIONS: readonly VoidingCondition[] = ['coeur']

/** What the reader may give for each half besides the heart rate, for Friel's decoupling. */
export const OUTPUT_KINDS = {
  aucune: 'Rien de plus',
  allure: 'Allure (min/km)',
  vitesse: 'Vitesse (km/h)',
  puissance: 'Puissance (W)',
} as const
export type OutputKind = keyof typeof OUTPUT_KINDS
export const isOutputKind = isKeyOf(OUTPUT_KINDS)

const HALF_RATE = { unit: 'BPM', min: 40, max: 230 }
const DRIFT_FIELDS = {
  first: { ...HALF_RATE, name: 'la fréquence moyenne de la première moitié, en BPM' },
  second: { ...HALF_RATE, name: 'la fréquence moyenne de la seconde moitié, en BPM' },
  minutes: { name: 'la durée de l’effort régulier, en minutes', unit: 'minutes', min: 1, max: 600 },
} satisfies Record<string, NumberField>

/** Bounds of the outputs: a pace between 2 and 20 minutes per kilometre, a speed, a power a person can hold. */
const PACE_SECONDS = { min: 120, max: 1200 }
const OUTPUT_FIELDS = {
  vitesse: { name: 'la vitesse moyenne de chaque moitié, en km/h', unit: 'km/h', min: 2, max: 80 },
  puissance: { name: 'la puissance moyenne de chaque moitié, en watts', unit: 'W', min: 10, max: 2000 },
} satisfies Record<string, NumberField>

export interface DriftDraft {
  first: string
  second: string
  minutes: string
  conditions: Record<VoidingCondition, boolean>
  output: OutputKind
  firstOutput: string
  secondOutput: string
}

export type DriftErrors = Partial<Record<'first' | 'second' | 'minutes' | 'firstOutput' | 'secondOutput', string>>

export interface DriftResult {
  /** Drift in %, rounded to the tenth. */
  drift: number
  /** Null when the conditions void the verdict: `withheld` says why. */
  grade: DriftGrade | null
  withheld: string[]
  /** What the reader can do with a withheld figure: test again on a better day, compare with their own tests, or both. */
  next: 'retest' | 'own-tests' | 'both' | null
  /** Friel's decoupling in %, rounded to the tenth, when an output was given for both halves. */
  decoupling: number | null
}

/**
 * « 5:30 », « 5 min 30 », « 5'30 » or « 6 » (whole minutes), in seconds per kilometre.
 * @internal also used by its tests
 */
export function parsePace(raw: string): number | null {
  const match = /^(\d{1,2})(?:\s*(?::|'|’|min)\s*(\d{2})\s*(?:s|")?)?$/.exec(raw.trim())
  if (!match) return null
  const seconds = Number(match[2] ?? 0)
  return seconds < 60 ? Number(match[1]) * 60 + seconds : null
}

function readPace(raw: string): Reading {
  const trimmed = raw.trim()
  if (trimmed === '') return { error: 'Entrez l’allure moyenne de chaque moitié, en minutes et secondes par kilomètre (par exemple 5:30).' }
  const seconds = parsePace(trimmed)
  if (seconds === null)
    return { error: `« ${trimmed} »\u00a0: écrivez l’allure en minutes et secondes séparées par un deux-points, par exemple 5:30.` }
  if (seconds < PACE_SECONDS.min || seconds > PACE_SECONDS.max) return { error: 'Entrez une allure entre 2:00 et 20:00 par kilomètre.' }
  // Speed, not pace: a pace grows as the runner slows, so it is turned into km/h before it is divided by the rate.
  return { value: 3600 / seconds }
}

/** One half's output as a speed (km/h) or a power (W): what the efficiency factor divides by the heart rate. */
function readOutput(kind: Exclude<OutputKind, 'aucune'>, raw: string): Reading {
  return kind === 'allure' ? readPace(raw) : readNumber(raw, OUTPUT_FIELDS[kind])
}

const driftPercent = (first: number, second: number): number => ((second - first) / first) * 100

/**
 * The grade of a drift, judged on the value shown (rounded to the tenth): 4,96 % is shown 5 % and graded « Correct ».
 * @internal also used by its tests
 */
export function gradeDrift(drift: number): DriftGrade {
  const shown = roundTo(drift)
  return DRIFT_GRADES.find((grade) => shown < grade.upTo || (grade.included && shown === grade.upTo))?.label ?? 'À développer'
}

/** Efficiency factor: output per beat (km/h or W ÷ BPM). */
const efficiencyFactor = (output: number, rate: number): number => output / rate

/** Friel's decoupling (%) from each half's output and heart rate. */
function decouplingPercent(first: { output: number; rate: number }, second: { output: number; rate: number }): number {
  const ef1 = efficiencyFactor(first.output, first.rate)
  const ef2 = efficiencyFactor(second.output, second.rate)
  return ((ef1 - ef2) / ef1) * 100
}

/** The reasons that void the verdict, in the order the form lists them; « too short » last. */
function withheldReasons(conditions: Record<VoidingCondition, boolean>, minutes: number): string[] {
  const reasons: string[] = VOIDING_CONDITION_NAMES.filter((name) => conditions[name]).map((name) => VOIDING_REASONS[name])
  if (minutes < MIN_STEADY_MINUTES)
    reasons.push(`${minutes}\u00a0minutes d’effort régulier, c’est trop court\u00a0: il en faut au moins ${MIN_STEADY_MINUTES} après l’échauffement`)
  if (minutes > MAX_STEADY_MINUTES)
    reasons.push(
      `${minutes}\u00a0minutes d’effort régulier, c’est plus long que ce que l’échelle décrit\u00a0: elle vaut pour ${MIN_STEADY_MINUTES} à ${MAX_STEADY_MINUTES}\u00a0minutes après l’échauffement, et au-delà le pouls dérive davantage`,
    )
  return reasons
}

function readOutputs(draft: DriftDraft, errors: DriftErrors): { first: number; second: number } | null {
  if (draft.output === 'aucune') return null
  const first = readOutput(draft.output, draft.firstOutput)
  const second = readOutput(draft.output, draft.secondOutput)
  if (first.error) errors.firstOutput = first.error
  if (second.error) errors.secondOutput = second.error
  return first.value !== undefined && second.value !== undefined ? { first: first.value, second: second.value } : null
}

/** Whether a new test on a better day, a comparison with the reader's own tests, or both, would give the figure meaning. */
function nextStep(conditions: Record<VoidingCondition, boolean>, reasons: number): DriftResult['next'] {
  if (reasons === 0) return null
  const lasting = LASTING_CONDITIONS.filter((name) => conditions[name]).length
  return lasting === 0 ? 'retest' : lasting === reasons ? 'own-tests' : 'both'
}

/** Every field read; the drift and its grade (or why it is withheld), and the decoupling when outputs were given. */
export function readDrift(draft: DriftDraft): { result: DriftResult | null; errors: DriftErrors } {
  const errors: DriftErrors = {}
  const first = readNumber(draft.first, DRIFT_FIELDS.first)
  const second = readNumber(draft.second, DRIFT_FIELDS.second)
  const minutes = readNumber(draft.minutes, DRIFT_FIELDS.minutes)
  if (first.error) errors.first = first.error
  if (second.error) errors.second = second.error
  if (minutes.error) errors.minutes = minutes.error
  if (first.value !== undefined && second.value !== undefined && second.value < first.value)
    errors.second =
      'Cette moyenne est plus basse que celle de la première moitié\u00a0: vérifiez que les deux ne sont pas inversées, et que la première moitié ne compte pas l’échauffement.'
  const outputs = readOutputs(draft, errors)
  if (Object.keys(errors).length || first.value === undefined || second.value === undefined || minutes.value === undefined)
    return { result: null, errors }
  const withheld = withheldReasons(draft.conditions, minutes.value)
  const drift = roundTo(driftPercent(first.value, second.value))
  return {
    errors,
    result: {
      drift,
      grade: withheld.length ? null : gradeDrift(drift),
      withheld,
      next: nextStep(draft.conditions, withheld.length),
      decoupling: outputs && roundTo(decouplingPercent({ output: outputs.first, rate: first.value }, { output: outputs.second, rate: second.value })),
    },
  }
}

/** Whether a decoupling meets Friel's mark, judged on the value shown. */
export const meetsFrielMark = (decoupling: number): boolean => roundTo(decoupling) < FRIEL_DECOUPLING_MARK
