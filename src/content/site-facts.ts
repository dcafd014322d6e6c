/**
 * The figures that are the site's own choice of words and numbers, said the same way on every page: written here
 * once, given to the Markdown as {{variables}} (variables.ts) and defended by the content checks (voice-rules.ts),
 * which stop the build when a page says otherwise.
 */
import { RESTING_LOG_KEY } from '../heart-rate/resting-log-key.ts'

/**
 * 220 − âge misses the real maximum by a standard deviation of about 10 to 12 BPM: Gellish et al. 2007, introduction
 * (shared-sources.ts). Not Robergs & Landwehr 2002, whose abstract gives another figure (an error, Sxy, of 7 to 11
 * b/min for the equations it reviews).
 */
export const FORMULA_ERROR_TEXT = 'environ 10 à 12 BPM'

/** How far off the formula can be for one person, as the spec words it for the zones-by-age article: « 10-15 BPM ». */
const FORMULA_OFF_BY_TEXT = '10 à 15 BPM'

/** The Canadian 24-Hour Movement Guidelines (CSEP; Ross et al. 2020, shared-sources.ts), in their official French wording. */
export const WEEKLY_GUIDELINE_TEXT = 'au moins 150 minutes par semaine d’activité physique d’intensité moyenne à élevée'

/** Where « moyenne » intensity starts, in % of the maximum: ACSM's moderate class (Garber et al. 2011, table 4; shared-sources.ts). */
const MODERATE_FROM_PERCENT_OF_MAX = 64

/** Rest, sitting or lying and calm, before measuring the resting rate. */
export const RESTING_MEASURE_MINUTES = 5

/**
 * The article that holds the triage « Qui appeler » and the rule « Quand arrêter l’effort », at its canonical address,
 * the one every link shows (its file: content/articles/pouls-rapide-lent-irregulier-quand-consulter.md).
 */
export const TRIAGE_ARTICLE_PATH = '/articles/pouls-anormal-quand-consulter'
/** The triage table « Qui appeler », under its heading in that article. */
export const TRIAGE_TABLE_PATH = `${TRIAGE_ARTICLE_PATH}#qui-appeler`

/** The article for people whose heart rate the zones do not describe: rate-lowering medication, heart disease, pregnancy. */
export const NO_ZONES_ARTICLE_ID = 'entrainement-sans-zones-medicaments-grossesse'

/** The facts as Markdown variables, {{name}}; the key the resting-rate log is stored under, for the privacy policy. */
export const FACT_VARIABLES: Record<string, string> = {
  'erreur-formule': FORMULA_ERROR_TEXT,
  'ecart-formule': FORMULA_OFF_BY_TEXT,
  'directive-150': WEEKLY_GUIDELINE_TEXT,
  'seuil-moyenne': `${MODERATE_FROM_PERCENT_OF_MAX} %`,
  'repos-mesure': `au moins ${RESTING_MEASURE_MINUTES} minutes`,
  'cle-journal-repos': RESTING_LOG_KEY,
}
