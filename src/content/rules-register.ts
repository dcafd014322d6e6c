/**
 * The rules register, content/regles.yaml: every rule or figure a page gives a reader to act on or to judge what is
 * normal (splits, sessions, thresholds, waiting times, durations), written once with its status:
 *
 * - `source`: a published source says it; the register keeps the reference and the sentence of it that says so;
 * - `cahier`: the figure the site's specification fixes, kept exactly and shown as the site's editorial guideline,
 *   with what the evidence says beside it;
 * - `convention`: the site's own choice, said so to the reader wherever it is used, with the reason for it.
 *
 * A page uses a rule by reference, {{regle:id}}: the rule's words, then its status as a link to its entry in the
 * register, which its own page shows whole (content/registre-des-regles.md, ```registre-des-regles```); a page that
 * only points at a rule another page gives whole names it, {{voir-regle:id}}: its topic, as a link to its entry. The build refuses a rule without a
 * status, a status without what it needs, and a reference to a rule the register does not hold.
 */
import { z } from 'zod'
import { escapeHtml } from './markdown-tables.ts'
import { frenchSpacing } from './typography.ts'
import { FACT_VARIABLES, TRIAGE_ARTICLE_PATH } from './site-facts.ts'
import { substituteVariables } from './variables.ts'
import { ruleAnchor, rulePath } from '../site-pages.ts'

const text = z.string().trim().min(1, 'texte vide')
const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'identifiant invalide : minuscules, chiffres et traits d’union seulement')

/** Where the register is written, from the project's root. */
export const RULES_FILE = 'content/regles.yaml'

export const RULE_STATUSES = ['source', 'cahier', 'convention'] as const
export type RuleStatus = (typeof RULE_STATUSES)[number]

/**
 * How each status reads to a reader: after the rule (`short`), in its entry (`long`) and in the register's count
 * (`counted`).
 */
const STATUS_LABELS: Record<RuleStatus, { short: string; long: string; counted: string }> = {
  source: {
    short: 'source',
    long: 'Appuyée par une source publiée',
    counted: 'appuyées par une source',
  },
  cahier: {
    short: 'repère éditorial du site',
    long: 'Repère éditorial du site, fixé à la création du site et gardé tel quel sur toutes nos pages, sans source qui le fixe',
    counted: 'repères éditoriaux du site',
  },
  convention: {
    short: 'convention du site',
    long: 'Convention du site, qu’aucune source ne fixe telle quelle',
    counted: 'conventions du site',
  },
}

const reference = z.strictObject({
  /** As the articles' sources write it: authors, year, title, journal or publisher. */
  citation: text,
  url: z.url({ protocol: /^https$/, error: 'adresse web invalide (https:// attendu)' }).optional(),
  /** The sentence of the source that says so, quoted in its own language. */
  quote: text,
  /** The quote's language: English unless said otherwise. */
  lang: z.enum(['fr', 'en']).default('en'),
  /** Who says it, in a few words (« Cœur + AVC »): the triage table names it beside the row's status. */
  name: text.optional(),
})

/**
 * Whom to call: the one triage. A rule that has a `call` is a row of the triage table (```triage```): its `rule` is the
 * situation, `answer` the one place it sends a reader. Pages say whom to call by {{appel:id}}, the answer's words as a
 * link to the row.
 */
export const TRIAGE_CONTEXTS = {
  // The pulse at rest first: the rows most readers come for.
  repos: 'Au repos, ou à tout moment',
  effort: 'Pendant un effort ou juste après',
  pression: 'Pression artérielle mesurée à la maison',
  froid: 'Au froid',
  grossesse: 'Pendant la grossesse',
  maladie: 'Maladie du cœur connue ou médicament qui ralentit le cœur',
  montre: 'Une alerte de votre montre',
  enfant: 'Un enfant',
} as const
export const TRIAGE_ANSWERS = {
  '911': { label: 'Composez le 9-1-1', phrase: 'composez le 9-1-1' },
  naissances: {
    label:
      'Joignez rapidement la personne qui suit votre grossesse, ou appelez directement l’unité des naissances (l’obstétrique) de l’hôpital où vous prévoyez accoucher, ou votre maison de naissance',
    phrase:
      'joignez rapidement la personne qui suit votre grossesse, ou appelez directement l’unité des naissances (l’obstétrique) de l’hôpital où vous prévoyez accoucher, ou votre maison de naissance',
  },
  'naissances-sans-attendre': {
    label:
      'Rendez-vous sans attendre à l’unité des naissances (l’obstétrique) de l’hôpital où vous prévoyez accoucher, en l’appelant en route si vous le pouvez',
    phrase:
      'rendez-vous sans attendre à l’unité des naissances (l’obstétrique) de l’hôpital où vous prévoyez accoucher, en l’appelant en route si vous le pouvez',
  },
  urgence: { label: 'Allez à l’urgence sans attendre', phrase: 'allez à l’urgence sans attendre' },
  '811': { label: 'Appelez Info-Santé 811, jour et nuit', phrase: 'appelez Info-Santé 811' },
  medecin: {
    label: 'Prenez rendez-vous avec votre médecin ou votre groupe de médecine de famille (GMF); sans médecin de famille, appelez le 811, option 3',
    phrase: 'prenez rendez-vous avec votre médecin ou, sans médecin de famille, passez par le Guichet d’accès à la première ligne (811, option 3)',
  },
  pharmacien: { label: 'Demandez à votre pharmacienne ou à votre pharmacien', phrase: 'demandez à votre pharmacienne ou à votre pharmacien' },
  'rendez-vous': {
    label: 'Rien d’urgent : parlez-en à votre prochain rendez-vous médical',
    phrase: 'parlez-en à votre prochain rendez-vous, sans urgence',
  },
} as const
export type TriageAnswer = keyof typeof TRIAGE_ANSWERS

/**
 * The subjects the register is read by, in its order: each rule that is not a triage row names one (`subject`); a triage
 * row is filed under « Qui appeler » and its context, in the order of TRIAGE_CONTEXTS.
 */
const REGISTER_SUBJECTS = {
  zones: 'Zones et FC max',
  semaine: 'Avant de commencer et la semaine d’entraînement',
  intervalles: 'Les intervalles',
  tests: 'Les tests maison',
  mesure: 'Mesurer son pouls',
  poids: 'Perte de graisse et de poids',
  hiver: 'Hiver et maladie',
  cafe: 'Café et boissons énergisantes',
  budget: 'Le budget des appareils',
  appel: 'Autour du tableau « Qui appeler »',
} as const
type RegisterSubject = keyof typeof REGISTER_SUBJECTS
/** A triage row's anchor in the article that holds the table (TRIAGE_ARTICLE_PATH). */
const triageAnchor = (id: string) => `appel-${id}`

const call = z.strictObject({
  context: z.enum(Object.keys(TRIAGE_CONTEXTS) as [keyof typeof TRIAGE_CONTEXTS], { error: `contexte : ${Object.keys(TRIAGE_CONTEXTS).join(', ')}` }),
  answer: z.enum(Object.keys(TRIAGE_ANSWERS) as [TriageAnswer], { error: `réponse : ${Object.keys(TRIAGE_ANSWERS).join(', ')}` }),
})

const rule = z
  .strictObject({
    id,
    /** What the rule is about, the entry's title in the register. */
    topic: text,
    /** The subject the register files it under; none for a triage row, which its context files. */
    subject: z
      .enum(Object.keys(REGISTER_SUBJECTS) as [RegisterSubject], { error: `sujet : ${Object.keys(REGISTER_SUBJECTS).join(', ')}` })
      .optional(),
    /** The rule, in the words every page shows; a site figure ({{ecart-formule}}, site-facts.ts) in its words, as its value. */
    rule: text.transform((words, ctx) => substituteVariables(words, FACT_VARIABLES, (message) => ctx.addIssue({ code: 'custom', message }))),
    status: z.enum(RULE_STATUSES, { error: `statut requis : ${RULE_STATUSES.join(', ')}` }),
    /** `source`: the reference and its sentence. `cahier`: a source of what the evidence says, when there is one. */
    source: reference.optional(),
    /** `cahier`: what the evidence says beside the site's figure. `convention`: why the site chose it. Site figures as in `rule`. */
    note: text
      .transform((words, ctx) => substituteVariables(words, FACT_VARIABLES, (message) => ctx.addIssue({ code: 'custom', message })))
      .optional(),
    /** A row of the triage: where this situation sends a reader. */
    call: call.optional(),
    /** Words of the rule that link, in an article, to a named link of content/site.yaml (the form it names, say). */
    link: z.strictObject({ text, key: id }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.status === 'source' && !value.source)
      ctx.addIssue({ code: 'custom', path: ['source'], message: 'une règle « source » cite sa source et la phrase qui l’appuie' })
    if (value.status === 'cahier' && !value.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'un repère du cahier dit ce que disent les données à côté (note)' })
    if (value.link && !value.rule.includes(value.link.text))
      ctx.addIssue({ code: 'custom', path: ['link', 'text'], message: `« ${value.link.text} » n’est pas dans les mots de la règle` })
    if (!value.call && !value.subject)
      ctx.addIssue({
        code: 'custom',
        path: ['subject'],
        message: `sujet requis, pour ranger la règle dans le registre : ${Object.keys(REGISTER_SUBJECTS).join(', ')}`,
      })
    if (value.call && value.subject)
      ctx.addIssue({
        code: 'custom',
        path: ['subject'],
        message: 'une ligne du triage n’a pas de sujet : le registre la range sous « Qui appeler » et son contexte',
      })
    if (value.status === 'convention' && !value.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'une convention dit au lecteur pourquoi nous l’avons choisie (note)' })
    // A page says « situation : qui appeler »; a situation that holds a colon of its own reads « … : … : appelez ».
    if (value.call && /\s:\s/u.test(value.rule))
      ctx.addIssue({
        code: 'custom',
        path: ['rule'],
        message:
          'une ligne du triage se lit « situation : qui appeler » : sa situation ne contient pas de deux-points (virgule, point-virgule ou parenthèses)',
      })
  })

export const rulesSchema = z.strictObject({
  rules: z
    .array(rule)
    .min(1)
    .superRefine((rules, ctx) => {
      const seen = new Set<string>()
      rules.forEach((entry, index) => {
        if (seen.has(entry.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `identifiant « ${entry.id} » déjà pris` })
        seen.add(entry.id)
      })
    }),
})
export type Rule = z.output<typeof rule>

const REFERENCE = /\{\{\s*regle\s*:\s*([^}]*?)\s*\}\}/g
const CALL = /\{\{\s*appel\s*:\s*([^}]*?)\s*\}\}/g
const POINTER = /\{\{\s*voir-regle\s*:\s*([^}]*?)\s*\}\}/g

/**
 * How a rule's status reads after it: a convention that rests on a named source says whose words it starts from
 * (« convention du site, d’après Cœur + AVC »), as the triage table does, so that a sourced sign does not read as one
 * of the site's own and no page shows a fourth status; a sourced rule names its source (« source : la Clinique Mayo »).
 */
function statusAfterRule(entry: Pick<Rule, 'status' | 'source'>): string {
  const by = entry.status === 'cahier' ? undefined : entry.source?.name
  if (!by) return STATUS_LABELS[entry.status].short
  return entry.status === 'convention' ? `${STATUS_LABELS.convention.short}, d’après ${by}` : `${STATUS_LABELS.source.short} : ${by}`
}

/** The rule's words and its status, as Markdown (a link to its entry) or as plain text (a page's YAML). */
function said(entry: Rule, words: string, markdown: boolean): string {
  const label = statusAfterRule(entry)
  if (!markdown) return `${words} (${label})`
  const linked = entry.link ? words.replace(entry.link.text, `[${entry.link.text}](lien:${entry.link.key})`) : words
  return `${linked} ([${label}](${rulePath(entry.id)}))`
}

/** A rule as a text shows it alone, a sentence of its own in plain words with its status: the calculator's notes. */
export const ruleInWords = (entry: Rule): string => said(entry, entry.rule, false)

/** The message for a reference, {{regle:…}} or {{voir-regle:…}}, to a rule the register does not hold. */
const unknownRule = (syntax: string, name: string, rules: readonly Rule[]) =>
  `règle inconnue {{${syntax}:${name}}} (règles de content/regles.yaml : ${rules.map((r) => r.id).join(', ') || 'aucune'})`

const lowerFirst = (words: string) => words.charAt(0).toLowerCase() + words.slice(1)
const capital = (words: string) => words.charAt(0).toUpperCase() + words.slice(1)

/** Where a sentence starts: the start of a text, after « . », « ! » or « ? », a new line or list item, a bold lead-in, or a table cell. */
const SENTENCE_START = /(^|[.!?]\s+|\n\s*(?:[-*]\s+)?|\*\*\s*|\|\s*)$/

/**
 * A rule's words where a page puts them: with its capital at the start of a sentence, in lower case inside one (after
 * « : », a comma or a word), except where its first word is an abbreviation (« FC max », « Q-AAP+ »).
 */
function inPlace(words: string, before: string): string {
  if (SENTENCE_START.test(before)) return words
  return /^\p{Lu}\p{Ll}/u.test(words) ? lowerFirst(words) : words
}

/** Each {{regle:id}} replaced by the rule and its status; an unknown rule is reported and left out. */
function expandRuleReferences(text: string, rules: readonly Rule[], report: (message: string) => void, markdown = true): string {
  return text.replace(REFERENCE, (_whole, name: string, offset: number) => {
    const entry = rules.find((candidate) => candidate.id === name)
    if (entry) return said(entry, inPlace(entry.rule, text.slice(0, offset)), markdown)
    report(unknownRule('regle', name, rules))
    return ''
  })
}

/**
 * Each {{appel:id}} replaced by the answer of that triage row, as a link to the row (plain words in a page's YAML),
 * with a capital after the end of a sentence; an unknown row, or a rule that is not one, is reported.
 */
function expandCallReferences(text: string, rules: readonly Rule[], report: (message: string) => void, markdown = true): string {
  return text.replace(CALL, (_whole, name: string, offset: number) => {
    const entry = rules.find((candidate) => candidate.id === name && candidate.call)
    if (!entry?.call) {
      report(
        `appel inconnu {{appel:${name}}} (lignes du triage dans content/regles.yaml : ${
          rules
            .filter((r) => r.call)
            .map((r) => r.id)
            .join(', ') || 'aucune'
        })`,
      )
      return ''
    }
    const phrase = TRIAGE_ANSWERS[entry.call.answer].phrase
    const words = SENTENCE_START.test(text.slice(0, offset)) ? phrase.charAt(0).toUpperCase() + phrase.slice(1) : phrase
    return markdown ? `[${words}](${TRIAGE_ARTICLE_PATH}#${triageAnchor(entry.id)})` : words
  })
}

/**
 * Each {{voir-regle:id}} replaced by the rule's topic in quotes, « Lire ses zones dès 40 ans », as a link to its entry
 * in the register (plain words in a page's YAML): a page that only needs to point at a rule another page gives whole
 * names it, rather than saying it again.
 */
function expandRulePointers(text: string, rules: readonly Rule[], report: (message: string) => void, markdown = true): string {
  return text.replace(POINTER, (_whole, name: string) => {
    const entry = rules.find((candidate) => candidate.id === name)
    if (!entry) {
      report(unknownRule('voir-regle', name, rules))
      return ''
    }
    const topic = `«\u00a0${entry.topic}\u00a0»`
    return markdown ? `[${topic}](${rulePath(entry.id)})` : topic
  })
}

/** Rule, pointer and call references of a text. */
export const expandReferences = (text: string, rules: readonly Rule[], report: (message: string) => void, markdown = true) =>
  expandCallReferences(expandRulePointers(expandRuleReferences(text, rules, report, markdown), rules, report, markdown), rules, report, markdown)

/** Every {{regle:id}} of a parsed YAML value expanded as plain text (a page's texts are not Markdown). */
export function expandRulesInData(value: unknown, rules: readonly Rule[], report: (message: string) => void): unknown {
  if (typeof value === 'string') return expandReferences(value, rules, report, false)
  if (Array.isArray(value)) return value.map((item) => expandRulesInData(item, rules, report))
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, expandRulesInData(item, rules, report)]))
  return value
}

const html = (value: string) => frenchSpacing(escapeHtml(value))
/** An external link of a register text, as its source links are: a new tab, said so to screen readers. */
const externalLink = (url: string, words: string) =>
  `<a href="${escapeHtml(url)}" target="_blank" rel="noopener noreferrer">${words}<span class="sr-only"> (s’ouvre dans un nouvel onglet)</span></a>`

/** A Markdown link of a note, [words](https://…), the only Markdown a note holds: it names the study a note cites. */
const NOTE_LINK = /\[([^\]]+)\]\((https:\/\/[^)\s]+)\)/g

/** A note's text as HTML, its [words](https://…) links as links to the studies they name. */
function noteHtml(note: string): string {
  let out = ''
  let last = 0
  for (const match of note.matchAll(NOTE_LINK)) {
    const [whole, words = '', url = ''] = match
    out += html(note.slice(last, match.index)) + externalLink(url, html(words))
    last = match.index + whole.length
  }
  return out + html(note.slice(last))
}

/** A number in hyphenated parts (« 9-1-1 ») kept whole: on a phone, a row of the table reads as a narrow card. */
const unbroken = (text: string) => text.replace(/\d+(?:-\d+)+/g, (number) => `<span class="whitespace-nowrap">${number}</span>`)

/** Where a triage situation that holds several cases says what they share (« Chez l’adulte, sans aucun symptôme — »). */
const LEAD = ' — '

/**
 * A triage row's situation as HTML. Its cases, separated by « ; », read one per line, in a list after what they share
 * (the words before « — »), so that a reader finds their own case at a glance; null for a situation of one case, which
 * stays a sentence where it is shown.
 */
function situationHtml(situation: string): string | null {
  const cases = situation.split(/;\s+/u)
  if (cases.length < 2) return null
  const first = cases[0] ?? ''
  const leadEnd = first.indexOf(LEAD)
  const lead = leadEnd < 0 ? '' : first.slice(0, leadEnd)
  if (leadEnd >= 0) cases[0] = first.slice(leadEnd + LEAD.length)
  const items = cases.map((words) => `<li>${unbroken(html(capital(words.replace(/^ou\s+/u, ''))))}</li>`).join('')
  return `${lead ? `<span class="block">${unbroken(html(lead))}\u00a0:</span>` : ''}<ul class="situations">${items}</ul>`
}

/**
 * How many rules the register holds, in all and by status, as variables a page's YAML may write ({{regles-total}},
 * {{regles-source}}, {{regles-cahier}}, {{regles-convention}}): a page that gives the counts gives the register's own.
 */
export const ruleCountVariables = (rules: readonly Rule[]): Record<string, string> => ({
  'regles-total': String(rules.length),
  ...Object.fromEntries(RULE_STATUSES.map((status) => [`regles-${status}`, String(rules.filter((r) => r.status === status).length)])),
})

/**
 * What the source line of an entry is called, so that it never reads as a status of its own: a sourced rule's source,
 * the data a reference point is set against, the part of a convention a source backs.
 */
const SOURCE_LABELS: Record<RuleStatus, string> = {
  source: 'Source',
  cahier: 'Source des données',
  convention: 'Part appuyée par une source',
}

/**
 * The register's sections, in reading order: the subjects, then « Qui appeler » context by context, as the triage table
 * reads, then what goes with the table (REGISTER_SUBJECTS.appel).
 */
function registerSections(rules: readonly Rule[]): { id: string; title: string; rules: Rule[] }[] {
  const subject = (key: RegisterSubject) => ({
    id: `sujet-${key}`,
    title: REGISTER_SUBJECTS[key],
    rules: rules.filter((r) => !r.call && r.subject === key),
  })
  const subjects = (Object.keys(REGISTER_SUBJECTS) as RegisterSubject[]).filter((key) => key !== 'appel').map(subject)
  const contexts = (Object.keys(TRIAGE_CONTEXTS) as (keyof typeof TRIAGE_CONTEXTS)[]).map((context) => ({
    id: `qui-appeler-${context}`,
    title: `Qui appeler : ${lowerFirst(TRIAGE_CONTEXTS[context])}`,
    rules: rules.filter((r) => r.call?.context === context),
  }))
  return [...subjects, ...contexts, subject('appel')].filter((section) => section.rules.length)
}

/** One rule of the register: its anchor, its words, whom to call for a triage row, its status and its grounds. */
function entryHtml(entry: Rule): string {
  const source = entry.source
    ? `<p><strong>${SOURCE_LABELS[entry.status]}\u00a0:</strong> ${entry.source.url ? externalLink(entry.source.url, html(entry.source.citation)) : html(entry.source.citation)}. Elle dit${entry.source.lang === 'en' ? ', en anglais' : ''}\u00a0: «\u00a0<span lang="${entry.source.lang}">${html(entry.source.quote)}</span>\u00a0»${/[.!?…]$/u.test(entry.source.quote) ? '' : '.'}</p>`
    : ''
  const note = entry.note
    ? `<p><strong>${entry.status === 'cahier' ? 'Ce que disent les données' : entry.status === 'convention' ? 'Pourquoi ce choix' : 'À savoir'}\u00a0:</strong> ${noteHtml(entry.note)}</p>`
    : ''
  const action = entry.call
    ? `<p><strong>Que faire\u00a0:</strong> <a href="${TRIAGE_ARTICLE_PATH}#${triageAnchor(entry.id)}">${html(TRIAGE_ANSWERS[entry.call.answer].label)}</a></p>`
    : ''
  const words = (entry.call && situationHtml(entry.rule)) || `<p>${html(entry.rule)}</p>`
  return `<div class="rule-entry" id="${ruleAnchor(entry.id)}"><h3>${html(entry.topic)}</h3>${words}${action}<p><strong>Statut\u00a0:</strong> ${html(STATUS_LABELS[entry.status].long)}</p>${source}${note}</div>`
}

/**
 * The ```registre-des-regles block: the counts by status, with the few rules that are not conventions named; the
 * subjects, linked; then every rule, subject by subject.
 */
export function registerHtml(rules: readonly Rule[]): string {
  const counts = RULE_STATUSES.map((status) => `${rules.filter((r) => r.status === status).length} ${STATUS_LABELS[status].counted}`)
  const named = (['source', 'cahier'] as const).flatMap((status) => {
    const ofStatus = rules.filter((r) => r.status === status)
    if (!ofStatus.length) return []
    const links = ofStatus.map((r) => `<a href="#${ruleAnchor(r.id)}">${html(r.topic)}</a>`).join(', ')
    return [`<p>${html(`${capital(STATUS_LABELS[status].counted)} (${ofStatus.length}) :`)} ${links}.</p>`]
  })
  const sections = registerSections(rules)
  const contents = `<p>Les règles, par sujet\u00a0:</p><ul>${sections
    .map((section) => `<li><a href="#${section.id}">${html(section.title)}</a> (${section.rules.length})</li>`)
    .join('')}</ul>`
  const body = sections.map((section) => [`<h2 id="${section.id}">${html(section.title)}</h2>`, ...section.rules.map(entryHtml)].join('\n'))
  return `<p>${html(`Le registre compte ${rules.length} règles : ${counts.join(', ')}.`)}</p>\n${named.join('\n')}\n${contents}\n${body.join('\n')}\n`
}

/** The ```triage block: one table per context, each row a situation and the one place it sends a reader. */
export function triageHtml(rules: readonly Rule[]): string {
  const contexts = Object.keys(TRIAGE_CONTEXTS) as (keyof typeof TRIAGE_CONTEXTS)[]
  const head = ['Situation', 'Que faire', 'Fondement']
  return (
    contexts
      .map((context) => {
        const rows = rules.flatMap((entry) => (entry.call?.context === context ? [{ entry, call: entry.call }] : []))
        if (!rows.length) return ''
        const body = rows
          .map(({ entry, call }) => {
            const answer = TRIAGE_ANSWERS[call.answer]
            // A row that rests on a source says whose words it takes; a convention, that the source is its ground, not the whole of it.
            const by = entry.source?.name ? html(entry.source.name) : ''
            const basis = `<a href="${rulePath(entry.id)}">${html(STATUS_LABELS[entry.status].short)}</a>${
              by ? (entry.status === 'convention' ? `, d’après ${by}` : `\u00a0: ${by}`) : ''
            }`
            return `<tr id="${triageAnchor(entry.id)}"><th scope="row">${situationHtml(entry.rule) ?? unbroken(html(entry.rule))}</th><td data-label="${head[1]}"><strong>${unbroken(html(answer.label))}</strong></td><td data-label="${head[2]}">${basis}</td></tr>`
          })
          .join('')
        const headRow = head.map((cell) => `<th scope="col">${cell}</th>`).join('')
        return `<table class="table-stack"><caption>${html(TRIAGE_CONTEXTS[context])}</caption><thead><tr>${headRow}</tr></thead><tbody>${body}</tbody></table>`
      })
      .join('\n') + '\n'
  )
}
