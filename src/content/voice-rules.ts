/**
 * One voice on every page: what a page may not say because another page, or the site's own facts (site-facts.ts),
 * say it otherwise. Each rule finds the wrong wording in the text an editor wrote and names the right one, with the
 * field that holds it; the build stops on it, the CMS refuses it next to the field.
 */
import { BODY_FIELD, type FieldProblem } from './problems.ts'
import { FORMULA_ERROR_TEXT, RESTING_MEASURE_MINUTES, WEEKLY_GUIDELINE_TEXT } from './site-facts.ts'

interface VoiceRule {
  /** What is wrong, matched in the file's text (front matter included). */
  pattern: RegExp
  /** The problem, or null when the match turns out to be right. */
  message: (match: RegExpExecArray) => string | null
  /** Words every match holds, lower case: a text without any of them is not searched (the pattern costs more). */
  needs: readonly string[]
}

/** The sentence a match is in. */
function sentenceOf(match: RegExpExecArray): string {
  const start = Math.max(...['.', '!', '?', '\n'].map((end) => match.input.lastIndexOf(end, match.index)))
  const ends = ['.', '!', '?', '\n'].map((end) => match.input.indexOf(end, match.index + match[0].length)).filter((at) => at !== -1)
  return match.input.slice(start + 1, ends.length ? Math.min(...ends) : undefined)
}

/** What a sentence about an estimate's error says: the formula, its error, its margin, how far off it is. */
const ABOUT_AN_ERROR = /220|formule|estim|erreur|écart|marge|précis|tromp|près/iu

/** Counts of minutes written in words or digits, short of the rest the site asks for. */
const FEW_MINUTES = String.raw`(?:une ou deux|une à deux|1 ou 2|1 à 2|deux ou trois|deux à trois|deux|trois|quatre|[1-4]|quelques)`

const RULES: readonly VoiceRule[] = [
  {
    pattern: /modérée?s? à élevées?/giu,
    message: (m) => `« ${m[0]} » : les Directives canadiennes disent « ${WEEKLY_GUIDELINE_TEXT} » (intensité « moyenne à élevée »)`,
    needs: ['à élevé'],
  },
  // An abbreviation named between quotation marks (« FCR »), as the glossary warns against it, is not using it.
  { pattern: /(?<!«\s?)\bFCM\b(?!\s?»)/gu, message: () => '« FCM » : écrivez « FC max » (fréquence cardiaque maximale)', needs: ['fcm'] },
  {
    pattern: /(?<!«\s?)\bFCR\b(?!\s?»)/gu,
    message: () => '« FCR » : écrivez « FC de repos » ou « réserve de fréquence cardiaque », en toutes lettres',
    needs: ['fcr'],
  },
  {
    // The formula's error only: the pulse rising by 10 to 15 BPM in pregnancy is another matter.
    pattern: /\b10\s*(?:à|-|–)\s*15\s*BPM/giu,
    message: (m) =>
      ABOUT_AN_ERROR.test(sentenceOf(m))
        ? `« ${m[0]} » : l’erreur de la formule 220 − âge s’écrit « un écart type d’${FORMULA_ERROR_TEXT} » (« un écart type d’{{erreur-formule}} ») ; l’écart qu’elle peut atteindre, {{ecart-formule}}`
        : null,
    needs: ['15'],
  },
  {
    // The formula's error is a standard deviation: one person in three is further off. Written as « à … près » or
    // « peut s’en écarter de … », it reads as the most it can be off.
    pattern: /(?<!écart type d’)(?:\{\{\s*erreur-formule\s*\}\}|environ 10 à 12 BPM)/giu,
    message: (m) =>
      `« ${m[0]} » : l’erreur de la formule 220 − âge est un écart type, pas un maximum : écrivez « un écart type d’{{erreur-formule}} », ou faites un lien vers /glossaire#fc-max`,
    needs: ['erreur-formule', 'environ 10 à 12'],
  },
  {
    pattern: /au (?:battement|BPM) près/giu,
    message: (m) => `« ${m[0]} » : une estimation n’est pas exacte au battement près; dites « arrondies au battement » ou donnez l’incertitude`,
    needs: ['près'],
  },
  {
    pattern: /(?:partout sur ce site|la même partout|sur ce site, la règle)/giu,
    message: (m) => `« ${m[0]} » : une page dit la règle elle-même (ou fait un lien vers elle), sans parler de la politique du site`,
    needs: ['partout', 'sur ce site'],
  },
  {
    pattern: /±\s*\d+\s*BPM/giu,
    message: (m) =>
      `« ${m[0]} » : l’erreur de la formule 220 − âge s’écrit « un écart type d’${FORMULA_ERROR_TEXT} » (« un écart type d’{{erreur-formule}} »)`,
    needs: ['±'],
  },
  {
    pattern: new RegExp(String.raw`(?<!\p{L})${FEW_MINUTES} minutes?(?!\p{L})[^.!?\n]{0,60}avant de (?:commencer|compter|mesurer|prendre)`, 'giu'),
    message: (m) =>
      `« ${m[0]} » : avant de mesurer la fréquence au repos, on reste au moins ${RESTING_MEASURE_MINUTES} minutes au calme (variable {{repos-mesure}})`,
    needs: ['avant de'],
  },
  {
    pattern: new RegExp(
      String.raw`(?<!\p{L})(?:au calme|immobile|détendue?|couchée?|assise?)(?!\p{L})[^.!?\n]{0,40}(?<!\p{L})${FEW_MINUTES} minutes?(?!\p{L})`,
      'giu',
    ),
    message: (m) =>
      `« ${m[0]} » : avant de mesurer la fréquence au repos, on reste au moins ${RESTING_MEASURE_MINUTES} minutes au calme (variable {{repos-mesure}})`,
    needs: ['minute'],
  },
]

/** What one text says against the site's one voice, each problem once per wording. */
function voiceProblems(text: string): string[] {
  const problems = new Set<string>()
  const lower = text.toLowerCase()
  for (const rule of RULES) {
    if (!rule.needs.some((word) => lower.includes(word))) continue
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
