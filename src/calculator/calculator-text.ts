/**
 * The calculator's own words, in one place (its numbers live in zones.ts and methods.ts). They ship to the browser:
 * French spacing is typed in (\u00a0) rather than worked out at run time. A rule of the register (content/regles.yaml)
 * is not said here in other words: its notes take the rule's own, with its status (virtual:content/rule/<id>).
 */
import FC_MAX_APRES_40 from 'virtual:content/rule/fc-max-apres-40'
import FC_MAX_AVANT_18 from 'virtual:content/rule/fc-max-avant-18'
import { FORMULA_ERROR_TEXT } from '../content/site-facts'
import { estimatedMax, MAX_FORMULAS, type CalculatorInput, type CalculatorResult } from '../heart-rate/methods'
import { formatBpm, formatBpmRange, MAX_AGE, MIN_AGE } from '../heart-rate/zones'
import type { Situation } from '../heart-rate/option-values'

/** The age field's id: links to it (calls to action to the calculator) land on the field and focus it. */
export const AGE_FIELD_ID = 'calc-age'
/** The id of the note on when the formulas do not apply (src/components/WhenZonesDoNotApply.tsx), an address to link to. */
export const WHEN_ZONES_DO_NOT_APPLY_ID = 'calc-quand-formule-ne-sapplique-pas'

export const AGE_HELP = `De ${MIN_AGE} à ${MAX_AGE}\u00a0ans`
export const AGE_ERROR = `Entrez un âge entre ${MIN_AGE} et ${MAX_AGE} ans.`
/** Any field whose text is not a number (« 52 ans »): what it takes instead, a decimal comma included. */
export const NOT_A_NUMBER = 'Des chiffres seulement\u00a0: 52 ou 52,5.'
/**
 * The formula's error as what it is, a standard deviation (glossary, « FC max »), and what corrects it. What the age
 * changes to that (under 18, from 40) is the register's rules, in the notes below.
 */
export const CAUTION = `C’est une estimation pour votre âge\u00a0: à âge égal, les maximums réels varient autour de la moyenne (écart type d’${FORMULA_ERROR_TEXT.replace(/ /g, '\u00a0')}); une personne sur trois environ s’en écarte davantage. Vos zones sont des repères, que le test de la parole confirme ou corrige; un maximum que vous avez vu vous-même avec une ceinture thoracique peut remplacer la formule (voir les conseils sous le calculateur).`

/** « la formule classique (220 − âge) », the expression kept on one line. */
const formulaWithExpression = ({ formula }: CalculatorInput) =>
  `${MAX_FORMULAS[formula].name} (${MAX_FORMULAS[formula].expression.replace(/ /g, '\u00a0')})`

/** Under 18, the register's rule fc-max-avant-18 (Mahon et al. 2010, 52 youths of 7 to 17), in its words. */
export const YOUTH_AGE = 18
export const YOUTH_NOTE = `${FC_MAX_AVANT_18}.`

/**
 * From 40, the site's own threshold, the register's rule fc-max-apres-40 in its words, where the reader reads the
 * zones; then what its two formulas, Nes's and, for women, Gulati's, give at this age, and where to choose them.
 */
export const OLDER_AGE = 40
export function olderNote(age: number): string {
  const bpm = (formula: 'gulati' | 'nes') => formatBpm(estimatedMax(formula, age))
  return `${FC_MAX_APRES_40}. À ${years(age)}, la formule de Nes donne ${bpm('nes')} et celle de Gulati, ${bpm('gulati')}. Toutes deux se choisissent à «\u00a0Formule de la fréquence maximale\u00a0». Elles ne donnent, elles aussi, que des moyennes pour l’âge.`
}

export function maxSourceText(input: CalculatorInput, result: CalculatorResult): string {
  if (result.maxFrom === 'test') return 'Le maximum mesuré que vous avez entré'
  return `Estimée par ${formulaWithExpression(input)}`
}

/** How the zones are worked out: always in % of the maximum, so that a zone number means one intensity on every page. */
export const METHOD_TEXT = {
  name: 'pourcentage de la fréquence cardiaque maximale',
  explanation:
    'Chaque zone est une part de votre fréquence maximale, et chaque numéro garde le même sens sur toutes nos pages\u00a0: la zone\u00a02, par exemple, est toujours celle où vous parlez en phrases complètes. Deux zones voisines partagent une limite\u00a0: ce battement est le premier de la zone du dessus, comme le comptent les montres.',
}

/** Shown in place of every figure while the age field is empty: no figure of an earlier age stays on screen. */
export const NO_FIGURE = '—'
const EMPTY_AGE = 'Entrez votre âge pour voir vos zones.'

/** What the calculator shows: its input (none while the age cannot be read), its result, and how to read them. */
export interface Answer {
  input: CalculatorInput | null
  /** None for an impossible age (methods.ts calculate). */
  result: CalculatorResult | null
  /** The situation chosen where the zones do not apply (no BPM is a target), or null. */
  noZones: Situation | null
  /** Whether the age is valid, or not yet judged (the field says so once the visitor pauses or leaves it). */
  valid: boolean
}

const years = (age: number) => `${String(age).replace('.', ',')}\u00a0ans`

/** Who sets the intensity where the zones do not apply: in pregnancy, the person who follows it, who may not be a doctor. */
export const whoToAsk = (situation: Situation) => (situation === 'grossesse' ? 'à la personne qui suit votre grossesse' : 'à votre médecin')

/** Where the zones do not apply, what a screen reader hears of the results: no BPM, and the notice's advice. */
const noZonesSummary = (situation: Situation) => `Zones selon l’effort ressenti, sans cible en BPM. Parlez-en ${whoToAsk(situation)}.`

/** What the answer says when it has no figure: the age is missing, or gives no maximum (220 or more). */
const noFigure = (input: CalculatorInput | null) =>
  input ? `Aucune zone à ${years(input.age)}\u00a0: entrez un âge entre ${MIN_AGE} et ${MAX_AGE}\u00a0ans.` : EMPTY_AGE

/** What a screen reader hears once the visitor pauses: the maximum and the five ranges, or why there are none. */
export function resultSummary({ input, result, noZones, valid }: Answer): string {
  if (!input || !result) return noFigure(input)
  if (noZones) return noZonesSummary(noZones)
  const zones = result.zones.map((zone) => `zone ${zone.number} : ${formatBpmRange(zone.minBpm, zone.maxBpm)}`).join(', ')
  return `${valid ? '' : 'Âge hors limites. '}Fréquence maximale : ${formatBpm(result.max)}. ${zones}.`
}

/**
 * The answer in one line, kept in sight while the visitor types: « 45 ans · FC max 175 · zone 2 : 105–123 BPM »;
 * an age judged out of bounds says so first, and where zones do not apply, no BPM.
 */
export function resultLine({ input, result, noZones, valid }: Answer): string {
  if (!input || !result) return noFigure(input)
  const mark = valid ? '' : 'Âge non valide · '
  if (noZones) return `${mark}${years(input.age)} · effort ressenti, sans cible en BPM`
  const zone2 = result.zones[1]
  const zone = zone2 ? ` · zone\u00a02\u00a0: ${formatBpmRange(zone2.minBpm, zone2.maxBpm)}` : ''
  return `${mark}${years(input.age)} · FC max ${result.max}${zone}`
}

/** What the results are for: the age, where the maximum comes from, what the percentages are of and the resting rate. */
function resultsFor(input: CalculatorInput, result: CalculatorResult): string {
  const max = result.maxFrom === 'test' ? `FC max mesurée de ${formatBpm(result.max)}` : `FC max estimée par ${formulaWithExpression(input)}`
  const resting = result.reserve ? `, repos à ${formatBpm(result.reserve.resting)}` : ''
  return `Pour ${years(input.age)} · ${max}${resting} · zones en ${METHOD_TEXT.name}`
}

/** The results' heading line: what they are for, or, where zones do not apply, that they follow perceived exertion. */
export function answerFor({ input, result, noZones }: Answer): string {
  if (!input || !result) return noFigure(input)
  if (noZones) return `Pour ${years(input.age)} · zones selon l’effort ressenti (échelle de Borg et test de la parole), sans cible en BPM`
  return resultsFor(input, result)
}

/** The five lower limits, as a watch or an app asks for them, in plain text (ordinary spaces) for any app to paste. */
export function watchLimitsText(result: CalculatorResult): string {
  return [...result.zones.map((zone) => `Zone ${zone.number} : ${zone.minBpm} BPM`), `FC max : ${result.max} BPM`].join('\n')
}
