/**
 * One voice on every page: what a page may not say because another page, or the site's own facts (site-facts.ts),
 * say it otherwise. Each rule finds the wrong wording in the text an editor wrote and names the right one, with the
 * field that holds it; the build stops on it, the CMS refuses it next to the field.
 */
import { BODY_FIELD, type FieldProblem } from './problems.ts'
import type { Source } from './schema.ts'
import { ACSM_EDITION, ACSM_GUIDELINES, FORMULA_ERROR_TEXT, RESTING_MEASURE_MINUTES, WEEKLY_GUIDELINE_TEXT } from './site-facts.ts'

interface VoiceRule {
  /** What is wrong, matched in the file's text (front matter included). */
  pattern: RegExp
  /** The problem, or null when the match turns out to be right. */
  message: (match: RegExpExecArray) => string | null
}

/** Counts of minutes written in words or digits, short of the rest the site asks for. */
const FEW_MINUTES = String.raw`(?:une ou deux|une à deux|1 ou 2|1 à 2|deux ou trois|deux à trois|deux|trois|quatre|[1-4]|quelques)`

const RULES: readonly VoiceRule[] = [
  {
    pattern: /modérée?s? à élevées?/giu,
    message: (m) => `« ${m[0]} » : les Directives canadiennes disent « ${WEEKLY_GUIDELINE_TEXT} » (intensité « moyenne à élevée »)`,
  },
  { pattern: /\bFCM\b/gu, message: () => '« FCM » : écrivez « FC max » (fréquence cardiaque maximale)' },
  { pattern: /\bFCR\b/gu, message: () => '« FCR » : écrivez « FC de repos » ou « réserve cardiaque », en toutes lettres' },
  {
    pattern: /\b10\s*(?:à|-|–)\s*15\s*BPM/giu,
    message: (m) =>
      `« ${m[0]} » : l’erreur de la formule 220 − âge s’écrit « ${FORMULA_ERROR_TEXT} » (variable {{erreur-formule}}) ; l’écart qu’elle peut atteindre, {{ecart-formule}}`,
  },
  {
    pattern: /±\s*\d+\s*BPM/giu,
    message: (m) => `« ${m[0]} » : l’erreur de la formule 220 − âge s’écrit « ${FORMULA_ERROR_TEXT} » (variable {{erreur-formule}})`,
  },
  {
    pattern: /Guidelines for Exercise Testing and Prescription,?\s*(\d+)\s*e\s+édition/giu,
    message: (m) =>
      Number(m[1]) === ACSM_EDITION ? null : `ACSM, ${m[1]}e édition : le site cite la ${ACSM_EDITION}e, la plus récente (« ${ACSM_GUIDELINES.title} »)`,
  },
  {
    pattern: new RegExp(String.raw`(?<!\p{L})${FEW_MINUTES} minutes?(?!\p{L})[^.!?\n]{0,60}avant de (?:commencer|compter|mesurer|prendre)`, 'giu'),
    message: (m) => `« ${m[0]} » : avant de mesurer la fréquence au repos, on reste au moins ${RESTING_MEASURE_MINUTES} minutes au calme (variable {{repos-mesure}})`,
  },
  {
    pattern: new RegExp(String.raw`(?<!\p{L})(?:au calme|immobile|détendue?|couchée?|assise?)(?!\p{L})[^.!?\n]{0,40}(?<!\p{L})${FEW_MINUTES} minutes?(?!\p{L})`, 'giu'),
    message: (m) => `« ${m[0]} » : avant de mesurer la fréquence au repos, on reste au moins ${RESTING_MEASURE_MINUTES} minutes au calme (variable {{repos-mesure}})`,
  },
]

/** What one text says against the site's one voice, each problem once per wording. */
function voiceProblems(text: string): string[] {
  const problems = new Set<string>()
  for (const rule of RULES) {
    for (const match of text.matchAll(rule.pattern)) {
      const problem = rule.message(match)
      if (problem) problems.add(problem)
    }
  }
  return [...problems]
}

/** Every text of a file's data (front matter or YAML) with its path: `cta.title`, `sources.2.title`. */
function texts(value: unknown, path: string[] = []): [string, string][] {
  if (typeof value === 'string') return [[path.join('.'), value]]
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, [...path, String(index)]))
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => texts(item, [...path, key]))
  return []
}

/** What a content file says against the site's one voice, in its data and its Markdown text, each with its field. */
export function voiceProblemsIn(data: unknown, body?: string): FieldProblem[] {
  const found = texts(data).flatMap(([field, text]) => voiceProblems(text).map((message) => ({ field: field || undefined, message })))
  return body === undefined ? found : [...found, ...voiceProblems(body).map((message) => ({ field: BODY_FIELD, message }))]
}

const sameSource = (source: Source) =>
  source.authors === ACSM_GUIDELINES.authors &&
  source.year === ACSM_GUIDELINES.year &&
  source.title === ACSM_GUIDELINES.title &&
  source.publisher === ACSM_GUIDELINES.publisher &&
  source.url === ACSM_GUIDELINES.url

/** The ACSM Guidelines cited in an article's sources in any other way than site-facts.ts gives them. */
export function sourceProblems(sources: readonly Source[]): FieldProblem[] {
  return sources
    .map((source, index) => ({ source, index }))
    .filter(({ source }) => /Guidelines for Exercise Testing and Prescription/i.test(source.title) && !sameSource(source))
    .map(({ index }) => ({
      field: `sources.${index}`,
      message: `les ACSM Guidelines se citent ainsi : ${ACSM_GUIDELINES.authors}, ${ACSM_GUIDELINES.year}, « ${ACSM_GUIDELINES.title} », ${ACSM_GUIDELINES.publisher}, ${ACSM_GUIDELINES.url} (src/content/site-facts.ts)`,
    }))
}
