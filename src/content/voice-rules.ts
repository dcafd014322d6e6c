/**
 * One voice on every page: what a page may not say because another page, or the site's own facts (site-facts.ts),
 * say it otherwise. Each rule finds the wrong wording in the text an editor wrote and names the right one; the loader
 * reports it with the file's name, which stops the build.
 */
import { FORMULA_ERROR_TEXT, RESTING_MEASURE_MINUTES, WEEKLY_GUIDELINE_TEXT } from './site-facts.ts'

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
    pattern: new RegExp(String.raw`(?<!\p{L})${FEW_MINUTES} minutes?(?!\p{L})[^.!?\n]{0,60}avant de (?:commencer|compter|mesurer|prendre)`, 'giu'),
    message: (m) => `« ${m[0]} » : avant de mesurer la fréquence au repos, on reste au moins ${RESTING_MEASURE_MINUTES} minutes au calme (variable {{repos-mesure}})`,
  },
  {
    pattern: new RegExp(String.raw`(?<!\p{L})(?:au calme|immobile|détendue?|couchée?|assise?)(?!\p{L})[^.!?\n]{0,40}(?<!\p{L})${FEW_MINUTES} minutes?(?!\p{L})`, 'giu'),
    message: (m) => `« ${m[0]} » : avant de mesurer la fréquence au repos, on reste au moins ${RESTING_MEASURE_MINUTES} minutes au calme (variable {{repos-mesure}})`,
  },
]

/** What a content file says against the site's one voice, each problem once per wording. */
export function voiceProblems(text: string): string[] {
  const problems = new Set<string>()
  for (const rule of RULES) {
    for (const match of text.matchAll(rule.pattern)) {
      const problem = rule.message(match)
      if (problem) problems.add(problem)
    }
  }
  return [...problems]
}
