import { describe, expect, it } from 'vitest'
import {
  expandReferences,
  expandRulesInData,
  registerHtml,
  ruleCountVariables,
  rulesSchema,
  TRIAGE_ANSWERS,
  triageHtml,
  type Rule,
} from './rules-register'

const convention = {
  id: 'essai',
  topic: 'Un essai',
  subject: 'semaine',
  rule: 'Trois séances par semaine',
  status: 'convention',
  note: 'Notre choix, pour l’exemple.',
}
const call = {
  id: 'appel-essai',
  topic: 'Un appel',
  rule: 'Douleur à la poitrine',
  status: 'convention',
  note: 'Pour l’exemple.',
  call: { context: 'effort', answer: '911' },
}
const parse = (rules: unknown[]) => rulesSchema.safeParse({ rules })
const messages = (rules: unknown[]) => {
  const result = parse(rules)
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')} : ${issue.message}`)
}
const rules: Rule[] = parse([convention, call]).data?.rules ?? []

describe('a rule that states a site figure', () => {
  it('takes the figure from the site’s facts, written once, in its text and its note, and refuses an unknown one', () => {
    const figure = { ...convention, status: 'cahier', rule: 'La formule peut se tromper de {{ecart-formule}}' }
    expect(parse([figure]).data?.rules[0]?.rule).toBe('La formule peut se tromper de 10 à 15 BPM')
    expect(messages([{ ...figure, rule: 'Se tromper de {{inconnue}}' }])[0]).toMatch(/^rules\.0\.rule : variable inconnue \{\{inconnue\}\}/)
    expect(parse([{ ...figure, note: 'Souvent moins de {{ecart-formule}}' }]).data?.rules[0]?.note).toBe('Souvent moins de 10 à 15 BPM')
    expect(messages([{ ...figure, note: 'Plus loin que {{inconnue}}' }])[0]).toMatch(/^rules\.0\.note : variable inconnue \{\{inconnue\}\}/)
  })
})

describe('the rules register refuses a rule whose status is not stated and grounded', () => {
  it('a rule without a status', () => {
    const { status: _status, ...withoutStatus } = convention
    expect(messages([withoutStatus])).toEqual(['rules.0.status : statut requis : source, cahier, convention'])
  })

  it('a sourced rule without its source, a figure of the spec or a convention without what the reader is told beside it', () => {
    expect(messages([{ ...convention, status: 'source', note: undefined }])).toEqual([
      'rules.0.source : une règle « source » cite sa source et la phrase qui l’appuie',
    ])
    expect(messages([{ ...convention, status: 'cahier', note: undefined }])).toEqual([
      'rules.0.note : un repère du cahier dit ce que disent les données à côté (note)',
    ])
    expect(messages([{ ...convention, note: undefined }])).toEqual([
      'rules.0.note : une convention dit au lecteur pourquoi nous l’avons choisie (note)',
    ])
  })

  it('a rule the register cannot file: no subject, or a subject on a triage row, which its context files', () => {
    const { subject: _subject, ...withoutSubject } = convention
    expect(messages([withoutSubject])).toEqual([
      'rules.0.subject : sujet requis, pour ranger la règle dans le registre : zones, semaine, intervalles, tests, mesure, poids, hiver, cafe, budget, appel',
    ])
    expect(messages([{ ...call, subject: 'zones' }])).toEqual([
      'rules.0.subject : une ligne du triage n’a pas de sujet : le registre la range sous « Qui appeler » et son contexte',
    ])
  })

  it('two rules with one id, and a triage row that sends a reader nowhere known', () => {
    expect(messages([convention, convention])).toEqual(['rules.1.id : identifiant « essai » déjà pris'])
    expect(messages([{ ...call, call: { context: 'effort', answer: 'hôpital' } }])).toEqual([
      'rules.0.call.answer : réponse : 811, 911, naissances, naissances-sans-attendre, urgence, medecin, pharmacien, rendez-vous',
    ])
  })

  it('a triage row whose situation holds a colon, which a page would follow with « : » and whom to call', () => {
    expect(messages([{ ...call, rule: 'Douleur à la poitrine\u00a0: au repos ou à l’effort' }])).toEqual([
      'rules.0.rule : une ligne du triage se lit « situation : qui appeler » : sa situation ne contient pas de deux-points (virgule, point-virgule ou parenthèses)',
    ])
    // Outside the triage, a rule may hold one (« Débutant : 3 à 4 séances »).
    expect(messages([{ ...convention, rule: 'Débutant : 3 à 4 séances' }])).toEqual([])
    // Nor does whom to call, which a page puts after « : » too.
    expect(Object.values(TRIAGE_ANSWERS).filter(({ phrase }) => /\s:\s/u.test(phrase))).toEqual([])
  })
})

describe('pages use a rule by reference', () => {
  it('gives the rule and its status, linked to its entry in the register, and says whom to call as a link to the triage row', () => {
    const problems: string[] = []
    expect(
      expandReferences('{{regle:essai}}. En cas de douleur : {{appel:appel-essai}}. {{appel:appel-essai}} aussi.', rules, (p) => problems.push(p)),
    ).toBe(
      'Trois séances par semaine ([convention du site](/registre-des-regles#regle-essai)). En cas de douleur : [composez le 9-1-1](/articles/pouls-anormal-quand-consulter#appel-appel-essai). [Composez le 9-1-1](/articles/pouls-anormal-quand-consulter#appel-appel-essai) aussi.',
    )
    expect(problems).toEqual([])
  })

  it('reports a rule the register does not hold, and a rule named as whom to call that is no triage row', () => {
    const problems: string[] = []
    expandReferences('{{regle:inconnue}} {{appel:essai}}', rules, (p) => problems.push(p))
    expect(problems).toEqual([
      'règle inconnue {{regle:inconnue}} (règles de content/regles.yaml : essai, appel-essai)',
      'appel inconnu {{appel:essai}} (lignes du triage dans content/regles.yaml : appel-essai)',
    ])
  })

  it('keeps a rule’s capital where a sentence starts and puts it in lower case inside one, but not an abbreviation', () => {
    const fc = { id: 'fc', topic: 'Sigle', rule: 'FC max estimée', status: 'convention' as const, note: 'Choix.' }
    const words = (text: string) => expandRulesInData(text, [...rules, fc], () => {})
    expect(words('{{regle:essai}}.')).toBe('Trois séances par semaine (convention du site).')
    expect(words('Notre repère : {{regle:essai}}.')).toBe('Notre repère : trois séances par semaine (convention du site).')
    expect(words('Fin. {{regle:essai}}.')).toBe('Fin. Trois séances par semaine (convention du site).')
    expect(words('**Repère.** {{regle:essai}}.')).toBe('**Repère.** Trois séances par semaine (convention du site).')
    expect(words('| {{regle:essai}} |')).toBe('| Trois séances par semaine (convention du site) |')
    expect(words('La formule : {{regle:fc}}.')).toBe('La formule : FC max estimée (convention du site).')
  })

  it('says whose words a convention starts from, when its source has a name, so a sourced sign does not read as ours alone', () => {
    const adapted = {
      ...convention,
      id: 'adaptee',
      source: { citation: 'Cœur + AVC. Crise cardiaque.', quote: 'Composez le 9-1-1.', lang: 'fr', name: 'Cœur + AVC' },
    }
    const parsed = parse([convention, adapted]).data?.rules ?? []
    const words = (text: string) => expandRulesInData(text, parsed, () => {})
    expect(words('{{regle:adaptee}}.')).toBe('Trois séances par semaine (convention du site, d’après Cœur + AVC).')
    // A sourced rule names its source too, where the page uses it.
    const sourced = parse([{ ...adapted, id: 'sourcee', status: 'source' }]).data?.rules ?? []
    expect(expandRulesInData('{{regle:sourcee}}.', sourced, () => {})).toBe('Trois séances par semaine (source : Cœur + AVC).')
    // Without a named source, the plain label.
    expect(words('{{regle:essai}}.')).toBe('Trois séances par semaine (convention du site).')
  })

  it('links the words a rule names to a named link of site.yaml, in an article only, and refuses words it does not hold', () => {
    const form = {
      id: 'form',
      topic: 'Un formulaire',
      subject: 'semaine' as const,
      rule: 'Remplissez le Q-AAP+',
      status: 'convention' as const,
      note: 'Choix.',
      link: { text: 'Q-AAP+', key: 'qaap' },
    }
    const [entry] = parse([form]).data?.rules ?? []
    expect(expandReferences('{{regle:form}}.', [entry!], () => {})).toBe(
      'Remplissez le [Q-AAP+](lien:qaap) ([convention du site](/registre-des-regles#regle-form)).',
    )
    expect(expandRulesInData('{{regle:form}}.', [entry!], () => {})).toBe('Remplissez le Q-AAP+ (convention du site).')
    expect(messages([{ ...form, link: { text: 'PAR-Q+', key: 'qaap' } }])).toEqual([
      'rules.0.link.text : « PAR-Q+ » n’est pas dans les mots de la règle',
    ])
  })

  it('points at a rule by its topic, as a link to its entry, without saying it again, and reports an unknown one', () => {
    const problems: string[] = []
    expect(expandReferences('Voyez {{voir-regle:essai}}.', rules, (p) => problems.push(p))).toBe(
      'Voyez [«\u00a0Un essai\u00a0»](/registre-des-regles#regle-essai).',
    )
    expect(expandRulesInData('Voyez {{voir-regle:essai}}.', rules, () => {})).toBe('Voyez «\u00a0Un essai\u00a0».')
    expandReferences('{{voir-regle:inconnue}}', rules, (p) => problems.push(p))
    expect(problems).toEqual(['règle inconnue {{voir-regle:inconnue}} (règles de content/regles.yaml : essai, appel-essai)'])
  })

  it('writes plain words in a page’s YAML, which is not Markdown', () => {
    expect(expandRulesInData({ a: ['{{regle:essai}}.'], n: 3 }, rules, () => {})).toEqual({
      a: ['Trois séances par semaine (convention du site).'],
      n: 3,
    })
  })

  it('shows the register with its counts and the triage row by row, each with its anchor', () => {
    expect(registerHtml(rules)).toContain(
      'Le registre compte 2\u00a0règles\u00a0: 0\u00a0appuyées par une source, 0\u00a0repères éditoriaux du site, 2\u00a0conventions du site.',
    )
    // One section per subject that has rules, then « Qui appeler » by context, each linked from the list of subjects
    // with its count; none for a subject without any, and no list of sourced rules when there is none.
    const page = registerHtml(rules)
    expect(page).toContain(
      '<h2 id="sujet-semaine">Avant de commencer et la semaine d’entraînement</h2>\n<div class="rule-entry" id="regle-essai"><h3>Un essai</h3>',
    )
    expect(page).toContain(
      '<h2 id="qui-appeler-effort">Qui appeler\u00a0: pendant un effort ou juste après</h2>\n<div class="rule-entry" id="regle-appel-essai">',
    )
    expect(page).toContain(
      '<ul><li><a href="#sujet-semaine">Avant de commencer et la semaine d’entraînement</a> (1)</li><li><a href="#qui-appeler-effort">Qui appeler\u00a0: pendant un effort ou juste après</a> (1)</li></ul>',
    )
    expect(page).not.toContain('id="sujet-zones"')
    expect(page).not.toContain('Appuyées par une source (')
    expect(triageHtml(rules)).toContain('<tr id="appel-appel-essai"><th scope="row">Douleur à la poitrine</th>')
  })

  it('shows a triage situation of several cases one case per line, after what they share, and a single case as it is', () => {
    const several = parse([{ ...call, rule: 'Chez l’adulte — un pouls au-dessus de 100 BPM; ou des palpitations qui reviennent' }]).data?.rules ?? []
    const cell =
      '<th scope="row"><span class="block">Chez l’adulte\u00a0:</span><ul class="situations"><li>Un pouls au-dessus de 100\u00a0BPM</li><li>Des palpitations qui reviennent</li></ul></th>'
    expect(triageHtml(several)).toContain(cell)
    // The register's entry lists the same cases.
    expect(registerHtml(several)).toContain('<ul class="situations"><li>Un pouls au-dessus de 100\u00a0BPM</li>')
    expect(registerHtml(rules)).toContain('<h3>Un appel</h3><p>Douleur à la poitrine</p>')
  })

  it('gives a page the register’s counts, in all and by status', () => {
    // Two conventions (essai, appel-essai), no source, no figure of the spec.
    expect(ruleCountVariables(rules)).toEqual({ 'regles-total': '2', 'regles-source': '0', 'regles-cahier': '0', 'regles-convention': '2' })
  })

  it('names, beside a triage row’s status, the source it rests on', () => {
    const source = { citation: 'Fondation. Crise cardiaque', quote: 'Composez le 9-1-1.', lang: 'fr', name: 'Cœur + AVC' }
    const sourced =
      parse([
        { ...call, source },
        { ...call, id: 'appel-source', status: 'source', source },
      ]).data?.rules ?? []
    const table = triageHtml(sourced)
    // A convention says the source is its ground; a sourced row, whose words it takes.
    expect(table).toContain('<a href="/registre-des-regles#regle-appel-essai">convention du site</a>, d’après Cœur + AVC</td>')
    expect(table).toContain('<a href="/registre-des-regles#regle-appel-source">source</a>\u00a0: Cœur + AVC</td>')
    // Without a name, the status alone, as before.
    expect(triageHtml(rules)).toContain('<a href="/registre-des-regles#regle-appel-essai">convention du site</a></td>')
  })

  it('links the study a note names and says when a quote is in English', () => {
    const cited =
      parse([
        {
          ...convention,
          note: 'Une étude le montre ([Doe et coll., 2020](https://doi.org/10.1000/essai)).',
          source: { citation: 'Doe J. Un essai', quote: 'It works.' },
        },
      ]).data?.rules ?? []
    const page = registerHtml(cited)
    expect(page).toContain(
      'Une étude le montre (<a href="https://doi.org/10.1000/essai" target="_blank" rel="noopener noreferrer">Doe et coll., 2020<span class="sr-only"> (s’ouvre dans un nouvel onglet)</span></a>).',
    )
    expect(page).toContain('Doe J. Un essai. Elle dit, en anglais\u00a0: «\u00a0<span lang="en">It works.</span>\u00a0»</p>')
    // A quote cut before its end still closes the sentence that gives it.
    const cut = parse([{ ...convention, source: { citation: 'Doe J. Un essai', quote: 'It works', lang: 'en' } }]).data?.rules ?? []
    expect(registerHtml(cut)).toContain('«\u00a0<span lang="en">It works</span>\u00a0».</p>')
  })
})
