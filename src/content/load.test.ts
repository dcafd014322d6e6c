import { mkdirSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { MARKDOWN_PAGES, REQUIRED_ARTICLE_IDS } from '../site-pages'
import { ContentError, loadContent, readContent } from './load'
import { formatDate } from '../locale'
import { BODY_FIELD, problemLine, type ContentProblem } from './problems'
import { siteToday } from './publication'
import { projectRoot, scratchContent } from './scratch-content'
import { TRIAGE_ARTICLE_PATH } from './site-facts'

const ARTICLE = 'content/articles/hiit-frequence-cardiaque-intervalles-haute-intensite.md'
let root = ''

beforeEach(() => (root = scratchContent('contenu-')))
afterEach(() => rmSync(root, { recursive: true, force: true }))

const edit = (file: string, change: (text: string) => string) => writeFileSync(join(root, file), change(readFileSync(join(root, file), 'utf8')))

/** The problems the build would report, or [] when the content is accepted. */
function problems(): ContentProblem[] {
  try {
    loadContent(root)
    return []
  } catch (error) {
    if (error instanceof ContentError) return error.problems
    throw error
  }
}
/** The same, as the build prints them. */
const lines = () => problems().map(problemLine)

describe('the content of the repository', () => {
  it('is accepted, with the articles newest first and the Markdown pages in order: the glossary, then the footer’s', () => {
    const content = loadContent(projectRoot)
    const dates = content.articles.map((a) => a.publishedAt)
    expect(dates).toHaveLength(readdirSync(join(projectRoot, 'content/articles')).filter((name) => name.endsWith('.md')).length)
    expect(dates).toEqual(dates.toSorted().reverse())
    // The spec's eight articles keep their publication dates, one a day from 2025-01-10 to 2025-01-17, newest first.
    const required: readonly string[] = REQUIRED_ARTICLE_IDS
    expect(content.articles.filter((a) => required.includes(a.routeId)).map((a) => a.publishedAt)).toEqual([
      '2025-01-17',
      '2025-01-16',
      '2025-01-15',
      '2025-01-14',
      '2025-01-13',
      '2025-01-12',
      '2025-01-11',
      '2025-01-10',
    ])
    // Every Markdown page of the site's plan, in its order.
    expect(content.markdownPages.map((page) => page.name)).toEqual([...MARKDOWN_PAGES])
    expect(problems()).toEqual([])
  })

  it('links to an article at its canonical address, written with the file’s name or with the canonical id', () => {
    edit(
      ARTICLE,
      (text) =>
        `${text}\nÀ lire : [le pouls](/articles/pouls-rapide-lent-irregulier-quand-consulter#appel-repos-150), [le pouls au repos](/articles/frequence-cardiaque-repos).\n`,
    )
    const hiit = loadContent(root).articles.find((article) => article.routeId === 'hiit-frequence-cardiaque-intervalles-haute-intensite')!
    expect(hiit.html).toContain('<a href="/articles/pouls-anormal-quand-consulter#appel-repos-150">le pouls</a>')
    expect(hiit.html).toContain('<a href="/articles/frequence-cardiaque-repos">le pouls au repos</a>')
    // No link of any article shows a route id whose article has a shorter canonical id.
    const content = loadContent(projectRoot)
    const routeOnly = new Set(content.articles.filter((a) => a.canonicalId !== a.routeId).map((a) => `/articles/${a.routeId}`))
    const shown = content.articles.flatMap((a) => [...a.html.matchAll(/href="(\/articles\/[^"#]+)/g)].map(([, path]) => path!))
    expect(shown.length).toBeGreaterThan(20)
    expect(shown.filter((path) => routeOnly.has(path))).toEqual([])
  })

  it('counts a table’s words in the reading time, not in the length an editor answers for', () => {
    const hiitOf = () => loadContent(root).articles.find((article) => article.routeId === 'hiit-frequence-cardiaque-intervalles-haute-intensite')!
    const before = hiitOf()
    // A table of 400 words: at 200 words a minute, two minutes more to read, and the same prose.
    const row = `| ${Array(10).fill('mot').join(' ')} | ${Array(10).fill('mot').join(' ')} |`
    edit(ARTICLE, (text) => `${text}\n| — | — |\n|---|---|\n${Array(20).fill(row).join('\n')}\n`)
    const after = hiitOf()
    expect(after.readingMinutes).toBe(before.readingMinutes + 2)
    expect(after.proseWords).toBe(before.proseWords)
  })

  it('counts the generated table « Qui appeler » in the triage article’s reading time', () => {
    const triage = loadContent(projectRoot).articles.find((article) => `/articles/${article.canonicalId}` === TRIAGE_ARTICLE_PATH)!
    // Its rows hold well over a thousand words: five minutes or more beyond its own prose, at 200 words a minute.
    expect(triage.readingMinutes).toBeGreaterThanOrEqual(triage.proseWords / 200 + 5)
  })

  it('names, in the code, the canonical address of the one article that holds the triage « Qui appeler »', () => {
    const holders = loadContent(projectRoot).articles.filter((article) =>
      article.html.includes('<table class="table-stack"><caption>Pendant un effort'),
    )
    expect(holders.map((article) => `/articles/${article.canonicalId}`)).toEqual([TRIAGE_ARTICLE_PATH])
  })
})

describe('a bad content file stops the build, naming the file and the field', () => {
  const article = (field: string | undefined, message: string): ContentProblem => ({ file: ARTICLE, ...(field && { field }), message })

  it('prints each problem with the field as the form names it, then as the file does', () => {
    edit(ARTICLE, (t) => t.replace(/^nextReviewAt:.*$/m, 'nextReviewAt: 2028-12-01'))
    expect(lines()).toEqual([
      `${ARTICLE} › Prochaine révision (nextReviewAt) : de 1 jour à 12 mois après « Dernière révision » (2026-12-02), soit au plus tard le 2027-12-03`,
    ])
    edit(ARTICLE, (t) => t.replace(/^ {4}year: 2017$/m, '    year: 1850'))
    expect(lines()).toContain(`${ARTICLE} › Sources › 3 › Année (sources.2.year) : année de 1900 à 2100`)
  })

  it('a missing required field', () => {
    edit(ARTICLE, (t) => t.replace(/^excerpt:.*\n/m, ''))
    expect(problems()).toEqual([article('excerpt', 'champ requis')])
  })

  it('an unknown category', () => {
    edit(ARTICLE, (t) => t.replace(/^category:.*$/m, 'category: SANTE'))
    expect(problems()).toEqual([article('category', 'catégorie inconnue (attendu : SANTÉ CARDIAQUE, PERFORMANCE, TECHNOLOGIE)')])
  })

  it('a date that is not an ISO date, does not exist or falls out of the site’s years', () => {
    edit(ARTICLE, (t) =>
      t
        .replace(/^publishedAt:.*$/m, 'publishedAt: 15 janvier 2025')
        .replace(/^modifiedAt:.*$/m, 'modifiedAt: 2025-02-30')
        .replace(/^reviewedAt:.*$/m, 'reviewedAt: 1907-11-20'),
    )
    expect(problems()).toEqual([
      article('publishedAt', 'date invalide : format AAAA-MM-JJ attendu (par exemple 2026-03-31)'),
      article('modifiedAt', 'date inexistante'),
      article('reviewedAt', 'date hors limites : de 2000 à 2100'),
    ])
  })

  it('a misspelt field name', () => {
    edit(ARTICLE, (t) => t.replace(/^tags:/m, 'tag:'))
    expect(problems().map((problem) => problem.field)).toEqual(['tags', undefined])
  })

  it('a canonical id used twice: both articles say so', () => {
    const other = 'content/articles/frequence-cardiaque-repos-indicateur-sante.md'
    edit(ARTICLE, (t) => t.replace(/^canonicalId:.*$/m, 'canonicalId: frequence-cardiaque-repos'))
    expect(problems()).toEqual([
      { file: other, field: 'canonicalId', message: `« frequence-cardiaque-repos » déjà utilisé par ${ARTICLE}` },
      article('canonicalId', `« frequence-cardiaque-repos » déjà utilisé par ${other}`),
    ])
  })

  it('a canonical id that is the route id of another article: two pages at one address', () => {
    edit(ARTICLE, (t) => t.replace(/^canonicalId:.*$/m, 'canonicalId: qu-est-ce-qu-un-moniteur-bpm'))
    expect(problems()).toEqual([
      article(
        'canonicalId',
        '« qu-est-ce-qu-un-moniteur-bpm » est déjà l’adresse /articles/qu-est-ce-qu-un-moniteur-bpm de content/articles/qu-est-ce-qu-un-moniteur-bpm.md',
      ),
    ])
  })

  it('an image file that does not exist', () => {
    edit(ARTICLE, (t) => t.replace(/^image:.*$/m, 'image: /images/articles/absente.webp'))
    expect(problems()).toEqual([article('image', 'fichier public/images/articles/absente.webp introuvable')])
  })

  it('an internal link to a page that does not exist, and a call to action to nowhere', () => {
    edit(ARTICLE, (t) => t.replace('](/calculateur-bpm)', '](/calculateur-fc)').replace(/^ {2}href:.*$/m, '  href: /nulle-part'))
    expect(problems()).toEqual([
      article('cta.href', 'lien vers une page qui n’existe pas : /nulle-part'),
      article('body', 'lien interne vers une page qui n’existe pas : /calculateur-fc'),
    ])
  })

  it('an unknown named link, a typed external address and an unknown variable', () => {
    edit(ARTICLE, (t) => `${t}\n[boutique](lien:inconnu) [ailleurs](https://exemple.com) {{inconnue}}\n`)
    const found = problems()
    expect(found).toContainEqual(
      article(
        'body',
        'lien inconnu « lien:inconnu » (clés de content/site.yaml : courriel, courriel-rp, montres, ceintures, tapis, velos, boutique, qaap, aneb, signaler-pourriel, scpe-grossesse, mottola-2018, gellish-2007, nes-2013, tanaka-2001, gulati-2010, mahon-2010, garber-2011, ross-2020, tremblay-2016, friel-2009, cole-1999, watanabe-2001, task-force-1996, ben-tal-2012, andrade-2020)',
      ),
    )
    expect(found).toContainEqual(article('body', 'lien « https://exemple.com » refusé : utilisez un chemin interne (/…) ou un lien nommé (lien:clé)'))
    expect(found).toContainEqual(
      article(
        'body',
        'variable inconnue {{inconnue}} (connues : {{site}}, {{courriel}}, {{domaine}}, {{exploitant}}, {{adresse}}, {{responsable-rp}}, {{courriel-rp}}, {{hebergeur}}, {{service-courriel}}, {{redirection}}, {{erreur-formule}}, {{ecart-formule}}, {{directive-150}}, {{seuil-moyenne}}, {{repos-mesure}}, {{cle-journal-repos}})',
      ),
    )
  })

  it('raw HTML and a level-1 heading in the body', () => {
    edit(ARTICLE, (t) => `${t}\n# Titre\n\n<script>alert(1)</script>\n`)
    expect(problems()).toEqual([
      article('body', 'titre de niveau 1 interdit (« # Titre ») : le titre de la page est déjà le H1, commencez par ##'),
      article('body', 'HTML brut interdit dans le Markdown : « <script>alert(1)</script> »'),
    ])
  })

  it('a badly encoded file', () => {
    edit(ARTICLE, (t) => t.replace(/^title: .*$/m, 'title: "Le c\u00c5\u0093ur"'))
    expect(problems()).toEqual([article('title', 'caractère de contrôle invalide (fichier mal encodé? enregistrez-le en UTF-8)')])
  })

  it('unreadable YAML and a missing front matter', () => {
    edit('content/pages/contact.yaml', (t) => `${t}\n  : : [`)
    edit('content/legal/dmca.md', (t) => t.replace(/^---\n/, ''))
    const found = lines()
    expect(found).toContainEqual(expect.stringMatching(/^content\/pages\/contact\.yaml : YAML illisible/))
    expect(found).toContain('content/legal/dmca.md : en-tête YAML (entre deux lignes ---) manquant')
  })

  it('a required article or legal page that is missing', () => {
    unlinkSync(join(root, 'content/articles/qu-est-ce-qu-un-moniteur-bpm.md'))
    expect(lines()).toContain('content/articles/qu-est-ce-qu-un-moniteur-bpm.md : article exigé par le plan du site, introuvable')
    unlinkSync(join(root, 'content/legal/dmca.md'))
    expect(lines()).toContain('content/legal/dmca.md : fichier manquant')
  })

  it('a reading suggestion of an article that does not exist', () => {
    edit('content/pages/zones-cardiaques.yaml', (t) => t.replace('    - pouls-rapide-lent-irregulier-quand-consulter', '    - hiit-inexistant'))
    expect(problems()).toEqual([
      { file: 'content/pages/zones-cardiaques.yaml', field: 'furtherReading.articles.2', message: 'article inconnu « hiit-inexistant »' },
    ])
  })

  it('a tool page’s named link to an unknown key, and a named link where no page draws one', () => {
    edit('content/pages/journal-frequence-cardiaque-repos.yaml', (t) => t.replace('(lien:aneb)', '(lien:anebq)'))
    edit('content/pages/contact.yaml', (t) => t.replace(/^(lead: ")/m, '$1Voyez [la boutique](lien:boutique). '))
    const found = problems()
    const unknown = found.find((problem) => problem.file === 'content/pages/journal-frequence-cardiaque-repos.yaml')
    expect(unknown?.field).toBe('sections.1.paragraphs.2')
    expect(unknown?.message).toMatch(/^lien inconnu « lien:anebq » \(clés de content\/site\.yaml : .*\baneb\b/)
    expect(found).toContainEqual({
      file: 'content/pages/contact.yaml',
      field: 'lead',
      message: 'lien nommé « lien:boutique » : seuls les paragraphes des sections et les étapes d’une page d’outil en affichent',
    })
  })

  it('a page text with the wrong number of items', () => {
    edit('content/pages/zones-cardiaques.yaml', (t) => t.replace(/^ {6}- .*\n/m, ''))
    expect(problems()).toEqual([
      { file: 'content/pages/zones-cardiaques.yaml', field: 'zones.0.benefits', message: 'exactement 4 éléments attendus' },
    ])
  })

  it('two pages wrong at once: each problem names its own page file, an empty file as a whole', () => {
    edit('content/pages/contact.yaml', () => '')
    edit('content/pages/accueil.yaml', (t) => t.replace(/^( {2}description: ).*$/m, `$1${'x'.repeat(171)}`))
    expect(problems()).toEqual([
      { file: 'content/pages/accueil.yaml', field: 'meta.description', message: '170 caractères au plus' },
      { file: 'content/pages/contact.yaml', message: 'vide' },
    ])
  })

  it('a page file missing does not hide the problems of the others', () => {
    unlinkSync(join(root, 'content/pages/contact.yaml'))
    edit('content/pages/a-propos.yaml', (t) => t.replace(/^ {2}editorialPolicyLink:.*\n/m, ''))
    expect(problems()).toEqual([
      { file: 'content/pages/contact.yaml', message: 'fichier manquant' },
      { file: 'content/pages/a-propos.yaml', field: 'mission.editorialPolicyLink', message: 'champ requis' },
    ])
  })

  it('a reviewer without a credential', () => {
    edit(ARTICLE, (t) => t.replace(/^author:/m, 'reviewer:\n  name: Anne Exemple\nauthor:'))
    expect(problems()).toEqual([article('reviewer.credential', 'champ requis')])
  })

  it('an article without sources', () => {
    edit(ARTICLE, (t) => t.replace(/^sources:\n(?: {2}.*\n)*/m, ''))
    expect(problems()).toEqual([article('sources', 'champ requis')])
  })

  it('a source that does not say what it is cited for, or says it in a form the page cannot show', () => {
    const citedFor = (value: string) => edit(ARTICLE, (t) => t.replace(/^ {4}citedFor: .*$/m, value))
    citedFor('')
    expect(lines()).toEqual([`${ARTICLE} › Sources › 1 › Citée pour (sources.0.citedFor) : champ requis`])
    edit(ARTICLE, (t) => t.replace(/^( {4}publisher: .*)$/m, '$1\n    citedFor: "la VFC"'))
    expect(problems()).toEqual([article('sources.0.citedFor', '10 caractères au moins')])
    citedFor(`    citedFor: "${'des adaptations '.repeat(11)}"`)
    expect(problems()).toEqual([article('sources.0.citedFor', '160 caractères au plus')])
    citedFor('    citedFor: "pour les adaptations du cœur aux intervalles"')
    expect(problems()).toEqual([article('sources.0.citedFor', 'sans « pour » au début : la page affiche « Citée pour » devant')])
    citedFor('    citedFor: "les adaptations du cœur aux intervalles."')
    expect(problems()).toEqual([article('sources.0.citedFor', 'sans point final : la page l’ajoute')])
  })

  it('an article whose next review is more than 12 months after the last, or before it', () => {
    edit(ARTICLE, (t) => t.replace(/^nextReviewAt:.*$/m, 'nextReviewAt: 2027-12-04'))
    expect(problems()).toEqual([
      article('nextReviewAt', 'de 1 jour à 12 mois après « Dernière révision » (2026-12-02), soit au plus tard le 2027-12-03'),
    ])
    edit(ARTICLE, (t) => t.replace(/^nextReviewAt:.*$/m, 'nextReviewAt: 2027-12-03'))
    expect(problems()).toEqual([])
    edit(ARTICLE, (t) => t.replace(/^nextReviewAt:.*$/m, 'nextReviewAt: 2026-12-02'))
    expect(problems()).toHaveLength(1)
  })

  it('an article under 900 words of prose (headings and tables not counted)', () => {
    edit(ARTICLE, (t) => t.replace(/\n## [\s\S]*$/, '\n## Seule section\n\nUn paragraphe bien trop court.\n\n| a | b |\n|---|---|\n| c | d |\n'))
    expect(problems()).toEqual([
      article('body', '5 mots de prose, de 900 à 1500 attendus (intertitres et tableaux non comptés)'),
      // The endurance article links to a section the shortened text no longer has: it says so too.
      {
        file: 'content/articles/comment-ameliorer-endurance-frequence-cardiaque.md',
        field: 'body',
        message: `lien vers un endroit qui n’existe pas : /articles/${'hiit-frequence-cardiaque-intervalles-haute-intensite'}#pas-une-activite-pour-commencer (la page n’a aucun élément « pas-une-activite-pour-commencer »)`,
      },
    ])
  })

  it('a zone text given twice, so that another zone has none', () => {
    edit('content/pages/zones-cardiaques.yaml', (t) => t.replace('  - zone: 2', '  - zone: 1'))
    expect(problems()).toEqual([
      { file: 'content/pages/zones-cardiaques.yaml', field: 'zones', message: 'chaque zone de 1 à 5 une fois et une seule' },
    ])
  })
})

describe('the development server’s reading: every problem, and the rest of the site meanwhile', () => {
  it('leaves out an article that has a problem and keeps the others', () => {
    edit(ARTICLE, (t) => t.replace(/^nextReviewAt:.*$/m, 'nextReviewAt: 1907-11-20'))
    const { content, problems: found } = readContent(root)
    expect(found.map((problem) => problem.field)).toEqual(['nextReviewAt'])
    const total = readdirSync(join(root, 'content/articles')).length
    expect(content?.articles.map((a) => a.routeId)).toHaveLength(total - 1)
    expect(content?.articles.map((a) => a.routeId)).not.toContain('hiit-frequence-cardiaque-intervalles-haute-intensite')
  })

  it('has no content to give when site.yaml is wrong, but names every problem', () => {
    edit('content/site.yaml', (t) => t.replace(/^tagline:.*$/m, 'tagline: ""'))
    edit(ARTICLE, (t) => t.replace(/^excerpt:.*\n/m, ''))
    const { content, problems: found } = readContent(root)
    expect(content).toBeNull()
    expect(found).toEqual([{ file: 'content/site.yaml', field: 'tagline', message: 'texte vide' }])
  })
})

describe('an optional reviewer', () => {
  it('is read from the front matter when an article names one, and absent otherwise', () => {
    edit(ARTICLE, (t) =>
      t.replace(/^author:/m, 'reviewer:\n  name: Anne Exemple\n  credential: kinésiologue\n  organization: Clinique Exemple\nauthor:'),
    )
    const articles = loadContent(root).articles
    expect(articles.find((a) => a.routeId === 'hiit-frequence-cardiaque-intervalles-haute-intensite')?.reviewer).toEqual({
      name: 'Anne Exemple',
      credential: 'kinésiologue',
      organization: 'Clinique Exemple',
    })
    expect(articles.filter((a) => a.reviewer)).toHaveLength(1)
  })
})

describe('one voice: a page that says a shared figure otherwise stops the build, naming the file and the field', () => {
  const PAGE = 'content/pages/zones-cardiaques.yaml'
  const LEGAL = 'content/legal/limite-responsabilite.md'

  it('the Canadian guideline worded « modérée à élevée »', () => {
    edit(PAGE, (t) => t.replace(/^lead: "/m, 'lead: "Visez 150 minutes d’activité d’intensité modérée à élevée. '))
    expect(problems()).toEqual([
      {
        file: PAGE,
        field: 'lead',
        message:
          '« modérée à élevée » : les Directives canadiennes disent « au moins 150 minutes par semaine d’activité physique d’intensité moyenne à élevée » (intensité « moyenne à élevée »)',
      },
    ])
  })

  it('« FCM » and « FCR » for the maximum and the resting rate or reserve; named between quotation marks, as a warning, they pass', () => {
    edit(LEGAL, (t) => `${t}\nLa FCM et la FCR se calculent. On lit parfois « FCR » pour l’une ou l’autre.\n`)
    expect(problems()).toEqual([
      { file: LEGAL, field: 'body', message: '« FCM » : écrivez « FC max » (fréquence cardiaque maximale)' },
      { file: LEGAL, field: 'body', message: '« FCR » : écrivez « FC de repos » ou « réserve de fréquence cardiaque », en toutes lettres' },
    ])
  })

  it('the formula’s error given as 10 to 15 BPM or ± 10 BPM', () => {
    edit(ARTICLE, (t) => `${t}\nElle peut se tromper de 10 à 15 BPM, soit ± 10 BPM.\n`)
    expect(problems()).toEqual([
      {
        file: ARTICLE,
        field: 'body',
        message: `« 10 à 15 BPM » : l’erreur de la formule 220 − âge s’écrit « un écart type d’environ 10 à 12 BPM » (« un écart type d’{{erreur-formule}} ») ; l’écart qu’elle peut atteindre, {{ecart-formule}}`,
      },
      {
        file: ARTICLE,
        field: 'body',
        message: `« ± 10 BPM » : l’erreur de la formule 220 − âge s’écrit « un écart type d’environ 10 à 12 BPM » (« un écart type d’{{erreur-formule}} »)`,
      },
    ])
  })

  it('a link to a place a page does not have, in another page or its own; a place its text or its template gives passes', () => {
    edit(
      ARTICLE,
      (t) =>
        `${t}\nVoyez [la réserve](/glossaire#reserve-cardiaque-inexistante), [plus haut](#nulle-part), [le maximum](/glossaire#fc-max), [les sources](#sources-article) et [les recommandations](/zones-cardiaques#recommandations).\n`,
    )
    expect(problems()).toEqual([
      {
        file: ARTICLE,
        field: 'body',
        message:
          'lien vers un endroit qui n’existe pas : /glossaire#reserve-cardiaque-inexistante (la page n’a aucun élément « reserve-cardiaque-inexistante »)',
      },
      { file: ARTICLE, field: 'body', message: 'lien vers un endroit qui n’existe pas : #nulle-part (la page n’a aucun élément « nulle-part »)' },
    ])
  })

  it('10 to 15 BPM that are not the formula’s error, as the pulse rising in pregnancy, pass', () => {
    edit(ARTICLE, (t) => `${t}\nPendant la grossesse, le pouls au repos monte souvent de 10 à 15 BPM. La formule 220 − âge reste une estimation.\n`)
    expect(problems()).toEqual([])
  })

  it('the formula’s error read as the most it can be off, in words or as the variable', () => {
    edit(ARTICLE, (t) => `${t}\nVotre maximum peut s’en écarter d’{{erreur-formule}}. La formule est juste à environ 10 à 12 BPM près.\n`)
    const message = (text: string): ContentProblem => ({
      file: ARTICLE,
      field: 'body',
      message: `« ${text} » : l’erreur de la formule 220 − âge est un écart type, pas un maximum : écrivez « un écart type d’{{erreur-formule}} », ou faites un lien vers /glossaire#fc-max`,
    })
    expect(problems()).toEqual([message('{{erreur-formule}}'), message('environ 10 à 12 BPM')])
  })

  it('accepts the formula’s error written as a standard deviation', () => {
    edit(ARTICLE, (t) => `${t}\nLes maximums réels s’en écartent avec un écart type d’{{erreur-formule}}, ou un écart type d’environ 10 à 12 BPM.\n`)
    expect(problems()).toEqual([])
  })

  it('zones « au battement près », and a page that speaks of the site’s policy instead of saying the rule', () => {
    edit(ARTICLE, (t) => `${t}\nVos zones au battement près, arrondies au BPM près. Sur ce site, la règle est la même partout.\n`)
    expect(problems()).toEqual([
      {
        file: ARTICLE,
        field: 'body',
        message: `« au battement près » : une estimation n’est pas exacte au battement près; dites « arrondies au battement » ou donnez l’incertitude`,
      },
      {
        file: ARTICLE,
        field: 'body',
        message: `« au BPM près » : une estimation n’est pas exacte au battement près; dites « arrondies au battement » ou donnez l’incertitude`,
      },
      {
        file: ARTICLE,
        field: 'body',
        message: `« Sur ce site, la règle » : une page dit la règle elle-même (ou fait un lien vers elle), sans parler de la politique du site`,
      },
      {
        file: ARTICLE,
        field: 'body',
        message: `« la même partout » : une page dit la règle elle-même (ou fait un lien vers elle), sans parler de la politique du site`,
      },
    ])
  })

  it('a rest of one or two minutes before measuring the resting rate', () => {
    edit(ARTICLE, (t) => `${t}\nRestez couché, détendu, pendant une ou deux minutes avant de commencer.\n`)
    expect(problems().map((problem) => problem.message)).toEqual([
      '« une ou deux minutes avant de commencer » : avant de mesurer la fréquence au repos, on reste au moins 5 minutes au calme (variable {{repos-mesure}})',
      '« couché, détendu, pendant une ou deux minutes » : avant de mesurer la fréquence au repos, on reste au moins 5 minutes au calme (variable {{repos-mesure}})',
    ])
  })

  it('gives the site’s figures to the Markdown as variables', () => {
    // An article that already cites the references of the three sourced figures (source-rules.ts).
    const AGE_TABLE = 'content/articles/table-zones-frequence-cardiaque-par-age.md'
    edit(
      AGE_TABLE,
      (t) => `${t}\nUn écart type d’{{erreur-formule}}; repos : {{repos-mesure}}; {{directive-150}}, dès {{seuil-moyenne}} de la FC max.\n`,
    )
    const html = loadContent(root).articles.find((a) => a.routeId === 'table-zones-frequence-cardiaque-par-age')!.html
    expect(html).toContain(
      'Un écart type d’environ 10 à 12\u00a0BPM; repos\u00a0: au moins 5\u00a0minutes; au moins 150\u00a0minutes par semaine d’activité physique d’intensité moyenne à élevée, dès 64\u00a0% de la FC max.',
    )
  })
})

describe('one reference, one citation: sources that disagree stop the build, naming the file and the field', () => {
  const TABLE = 'content/articles/table-zones-frequence-cardiaque-par-age.md'
  const GELLISH =
    'Gellish RL, Goslin BR, Olson RE, McDonald A, Russi GD, Moudgil VK, 2007, « Longitudinal modeling of the relationship between age and maximal heart rate », Medicine & Science in Sports & Exercise, vol. 39, no 5, p. 822-829, https://doi.org/10.1097/mss.0b013e31803349c6'
  /** A source added at the end of the article's front matter. */
  const addSource = (file: string, yaml: string) => edit(file, (t) => t.replace('\n---\n', `\n${yaml}---\n`))

  // The methods article states the formula's error ({{erreur-formule}}); Gellish is its second source (sources.1).
  const METHODS = 'content/articles/methode-zones-cardiaques-montre-calculateur.md'

  it('a figure stated without the reference it rests on', () => {
    edit(METHODS, (t) => t.replace(/^ {2}- authors: "Gellish[^]*?(?=^ {2}- authors)/m, ''))
    expect(problems()).toEqual([
      {
        file: METHODS,
        field: 'sources',
        message: `le texte donne {{erreur-formule}}, qui repose sur ${GELLISH} : ajoutez cette référence aux sources`,
      },
    ])
  })

  it('that reference with other pages than the ones checked, and than another article gives', () => {
    edit(METHODS, (t) => t.replace('p. 822-829', 'p. 822-828'))
    expect(problems()).toEqual([
      {
        file: METHODS,
        field: 'sources.1',
        message: `revue ou éditeur autrement que dans src/content/shared-sources.ts; écrivez la référence ainsi : ${GELLISH}`,
      },
      {
        file: METHODS,
        field: 'sources.1',
        message: `revue ou éditeur autrement que dans content/articles/comment-ameliorer-endurance-frequence-cardiaque.md (sources.5); une référence s’écrit de la même façon dans chaque article`,
      },
    ])
  })

  it('one paper cited with two page ranges by two articles', () => {
    edit(TABLE, (t) => t.replace('p. 307-315', 'p. 307-316'))
    expect(problems()).toEqual([
      {
        file: TABLE,
        field: 'sources.4',
        message: `revue ou éditeur autrement que dans content/articles/frequence-cardiaque-repos-indicateur-sante.md (sources.4); une référence s’écrit de la même façon dans chaque article`,
      },
    ])
  })

  it('a reference without an address, known by its title whatever its quotes and capitals', () => {
    // Every source of the site has an address: two articles each cite the same report without one, in two ways.
    const report = (year: number, title: string) =>
      `  - authors: "Institut fictif"\n    year: ${year}\n    title: '${title}'\n    publisher: "Rapport interne"\n    citedFor: "une enquête sur le pouls"\n`
    addSource(TABLE, report(2021, 'Le « pouls » des Québécois'))
    addSource(ARTICLE, report(2022, 'le "POULS" des québécois'))
    expect(problems()).toEqual([
      {
        file: TABLE,
        field: 'sources.11',
        message: `année, titre autrement que dans ${ARTICLE} (sources.8); une référence s’écrit de la même façon dans chaque article`,
      },
    ])
  })

  it('one reference cited for other statements by two articles: the citation is the same, what it supports may differ', () => {
    edit(METHODS, (t) => t.replace(/^( {2}- authors: "Gellish[^]*?citedFor: ).*$/m, '$1"une autre affirmation que dans les autres articles"'))
    expect(problems()).toEqual([])
  })

  it('a reference listed twice in one article', () => {
    addSource(
      ARTICLE,
      `  - authors: "Cole CR"\n    year: 1999\n    title: "Heart-rate recovery immediately after exercise as a predictor of mortality"\n    publisher: "NEJM"\n    url: "https://doi.org/10.1056/NEJM199910283411804"\n    citedFor: "la baisse du pouls après l’effort"\n`,
    )
    expect(problems()).toEqual([{ file: ARTICLE, field: 'sources.8', message: `même référence que sources.4, citée deux fois` }])
  })
})

describe('what the build publishes is safe', () => {
  it('escapes text and sends external links to a new tab; the partner shop, which may pay the site, is sponsored and disclosed', () => {
    edit(ARTICLE, (t) => `${t}\nUn « vrai » texte : 1 < 2 & "guillemets", \`</script>\` et [la boutique](lien:boutique).\n`)
    const html = loadContent(root).articles.find((a) => a.routeId === 'hiit-frequence-cardiaque-intervalles-haute-intensite')!.html
    expect(html).toContain('1 &lt; 2 &amp; &quot;guillemets&quot;, <code>&lt;/script&gt;</code>')
    expect(html).toContain(
      '<a href="https://www.equipementsformequebec.ca" target="_blank" rel="sponsored noopener noreferrer">la boutique<span class="sr-only"> (s’ouvre dans un nouvel onglet)</span></a>\u00a0<span class="disclosure">(lien commandité)</span>',
    )
    expect(html).toContain('texte\u00a0: 1 &lt; 2')
  })

  it('marks an affiliate link sponsored and discloses it right after the link, in words a reader understands', () => {
    edit(ARTICLE, (t) => `${t}\nVoyez [ces montres](lien:montres).\n`)
    const html = loadContent(root).articles.find((a) => a.routeId === 'hiit-frequence-cardiaque-intervalles-haute-intensite')?.html
    expect(html).toMatch(
      /<a href="https:\/\/go\.cardiobpm\.ca\/montres-cardio" target="_blank" rel="sponsored noopener noreferrer">ces montres<span class="sr-only">[^<]*<\/span><\/a>\u00a0<span class="disclosure">\(lien d’affiliation\)<\/span>/,
    )
  })

  it('gives each section heading an id and lists the level-2 ones for the table of contents', () => {
    edit(ARTICLE, (t) => `${t}\n## Zone 2 : l’endurance\n\nTexte.\n\n## Zone 2 : l’endurance\n\nEncore.\n`)
    const article = loadContent(root).articles.find((a) => a.routeId === 'hiit-frequence-cardiaque-intervalles-haute-intensite')
    expect(article?.html).toContain('<h2 id="zone-2-l-endurance">Zone 2\u00a0: l’endurance</h2>')
    expect(article?.html).toContain('<h2 id="zone-2-l-endurance-2">')
    expect(article?.headings.slice(-2)).toEqual([
      { id: 'zone-2-l-endurance', title: 'Zone 2\u00a0: l’endurance' },
      { id: 'zone-2-l-endurance-2', title: 'Zone 2\u00a0: l’endurance' },
    ])
  })

  it('spells out « œ » and « æ » in a heading’s id rather than dropping them', () => {
    edit(ARTICLE, (t) => `${t}\n## Le cœur et l’Œdème, ex æquo\n\nTexte.\n`)
    const article = loadContent(root).articles.find((a) => a.routeId === 'hiit-frequence-cardiaque-intervalles-haute-intensite')
    expect(article?.headings.at(-1)?.id).toBe('le-coeur-et-l-oedeme-ex-aequo')
  })

  it('puts each level-2 heading and the text up to the next one in a section, the opening text before them', () => {
    const html = loadContent(root).articles.find((a) => a.routeId === 'hiit-frequence-cardiaque-intervalles-haute-intensite')?.html ?? ''
    const count = (pattern: RegExp) => html.match(pattern)?.length ?? 0
    expect(count(/<h2 /g)).toBeGreaterThan(2)
    expect(count(/<section><h2 /g)).toBe(count(/<h2 /g))
    expect(count(/<section>/g)).toBe(count(/<h2 /g))
    expect(count(/<\/section>/g)).toBe(count(/<h2 /g))
    expect(html).not.toMatch(/<\/section>\s*<(?!section>)/)
    expect(html.trimEnd()).toMatch(/<\/section>$/)
  })

  it('computes the age tables from the zone module, each zone with its own objective', () => {
    const html = loadContent(projectRoot).articles.find((a) => a.routeId === 'table-zones-frequence-cardiaque-par-age')?.html ?? ''
    expect(html.match(/<caption>Zones cardiaques à /g)).toHaveLength(5)
    expect(html).toContain('<th scope="col">20 ans (FC max 200)</th>')
    expect(html).toContain('<th scope="col">70 ans (FC max 150)</th>')
    // From 40, each decade also reads by Nes and by Gulati: at 40, Nes gives 211 − 25.6 = 185.4, so 185, and its zone 2 is
    // 60 % and 70 % of 185, 111 and 129.5 rounded up to 130; at 65, Gulati gives 206 − 57.2 = 148.8, so 149, and its
    // zone 4 is 80 % and 90 % of 149, 119.2 and 134.1, so 119–134.
    expect(html).toContain('<caption>Zones selon la formule de Nes (211 − 0,64 × âge), à 40, 45 et 49 ans</caption>')
    expect(html).toContain('<td data-label="40 ans (FC max 185)"><span class="whitespace-nowrap">111–130\u00a0BPM</span></td>')
    expect(html).toContain('<td data-label="65 ans (FC max 149)"><span class="whitespace-nowrap">119–134\u00a0BPM</span></td>')
    const rows = html.split('<tr>')
    // Zone 2 at age 20: 60 % and 70 % of 200 are 120 and 140 BPM; its objective sits in the same row.
    const zone2 = rows.find((row) => row.startsWith('<th scope="row">2. Endurance</th>'))
    expect(zone2).toContain('<td data-label="20 ans (FC max 200)"><span class="whitespace-nowrap">120–140\u00a0BPM</span></td>')
    expect(zone2).toMatch(/<td data-label="Objectif">Endurance fondamentale<\/td><\/tr>/)
    // Zone 5 at age 70: 90 % of 150 is 135, and the zone ends at the maximum, 150.
    expect(
      rows.some((row) => row.includes('<td data-label="70 ans (FC max 150)"><span class="whitespace-nowrap">135–150\u00a0BPM</span></td>')),
    ).toBe(true)
  })

  it('keeps the emergency number whole in a table cell, where a phone reads the row as a narrow card', () => {
    const html = loadContent(projectRoot).articles.find((a) => a.routeId === 'pouls-rapide-lent-irregulier-quand-consulter')?.html ?? ''
    // « 9-1-1 » in one unbreakable piece, not « 9-1 » kept together and « -1 » free to fall to the next line.
    expect(html).toContain('<td data-label="Que faire"><strong>Composez le <span class="whitespace-nowrap">9-1-1</span></strong></td>')
  })
})

describe('a shared block, written once in content/blocs and included by {{bloc:nom}}', () => {
  const TREADMILL = 'content/articles/tapis-roulant-vs-velo-stationnaire-meilleur-cardio.md'
  const LEGAL = 'content/legal/limite-responsabilite.md'
  const writeBlock = (name: string, text: string) => {
    mkdirSync(join(root, 'content/blocs'), { recursive: true })
    writeFileSync(join(root, `content/blocs/${name}.md`), text)
  }
  const htmlOf = (id: string) => loadContent(root).articles.find((a) => a.routeId === id)?.html ?? ''

  it('is rendered where a paragraph names it, as Markdown with the site’s variables, in an article and a Markdown page', () => {
    writeBlock('essai-arret', 'Arrêtez **tout de suite** et lisez [la page](/zones-cardiaques) : {{repos-mesure}}.\n')
    edit(TREADMILL, (t) => `${t}\n{{bloc:essai-arret}}\n\nLa suite.\n`)
    edit(LEGAL, (t) => `${t}\n{{ bloc : essai-arret }}\n`)
    const expected =
      '<p>Arrêtez <strong>tout de suite</strong> et lisez <a href="/zones-cardiaques">la page</a>\u00a0: au moins 5\u00a0minutes.</p>\n<p>La suite.</p>'
    expect(htmlOf('tapis-roulant-vs-velo-stationnaire-meilleur-cardio')).toContain(expected)
    expect(loadContent(root).markdownPages.find((p) => p.name === 'limite-responsabilite')?.html).toContain(
      '<p>Arrêtez <strong>tout de suite</strong>',
    )
  })

  it('is also given rendered on its own, for a page that shows it outside Markdown (the resting log’s sign)', () => {
    writeBlock('essai-arret', 'Arrêtez **tout de suite** : {{repos-mesure}}.\n')
    expect(loadContent(root).blocks['essai-arret']).toBe('<p>Arrêtez <strong>tout de suite</strong>\u00a0: au moins 5\u00a0minutes.</p>\n')
  })

  it('an unknown block stops the build, naming the file and the blocks there are', () => {
    writeBlock('essai-arret', 'Arrêtez.\n')
    edit(TREADMILL, (t) => `${t}\n{{bloc:securite}}\n`)
    expect(problems()).toEqual([
      {
        file: TREADMILL,
        field: 'body',
        message: `bloc inconnu {{bloc:securite}} (blocs de content/blocs : {{bloc:effort-intense}}, {{bloc:essai-arret}}, {{bloc:hausse-pouls-repos}}, {{bloc:repos-au-dessus-de-100}}, {{bloc:signal-effort}}, {{bloc:zones-non-applicables}})`,
      },
    ])
  })

  it('an inclusion inside a sentence, or glued to the paragraph above, stops the build', () => {
    writeBlock('essai-arret', 'Arrêtez.\n')
    edit(TREADMILL, (t) => `${t}\nLisez ceci : {{bloc:essai-arret}}\n\nUne ligne\n{{bloc:essai-arret}}\n`)
    expect(problems()).toEqual([
      {
        file: TREADMILL,
        field: 'body',
        message: `{{bloc:essai-arret}} doit former un paragraphe à lui seul : seul sur sa ligne, une ligne vide avant et après`,
      },
      {
        file: TREADMILL,
        field: 'body',
        message: `{{bloc:essai-arret}} doit former un paragraphe à lui seul : seul sur sa ligne, une ligne vide avant et après`,
      },
    ])
  })

  it('a block is checked as the page that includes it: its unknown link is reported in that page', () => {
    writeBlock('essai-arret', 'Voyez [ceci](/nulle-part).\n')
    edit(TREADMILL, (t) => `${t}\n{{bloc:essai-arret}}\n`)
    expect(problems()).toEqual([{ file: TREADMILL, field: 'body', message: `lien interne vers une page qui n’existe pas : /nulle-part` }])
  })

  it('a block that includes another, a badly named block and an empty one stop the build, naming the block’s file', () => {
    writeBlock('essai-arret', 'Arrêtez.\n\n{{bloc:autre}}\n')
    writeBlock('Mauvais_Nom', 'Texte.\n')
    writeBlock('vide', '\n')
    expect(problems()).toEqual([
      { file: 'content/blocs/Mauvais_Nom.md', message: 'nom de fichier invalide (minuscules, chiffres et traits d’union seulement)' },
      { file: 'content/blocs/essai-arret.md', message: 'un bloc n’en inclut pas d’autre : {{bloc:autre}} à écrire dans la page elle-même' },
      { file: 'content/blocs/vide.md', message: 'bloc vide' },
    ])
  })

  it('a block says the site’s figures in the site’s words, like any page', () => {
    writeBlock('essai-arret', 'La formule se trompe de ± 10 BPM.\n')
    expect(problems()).toEqual([
      {
        file: 'content/blocs/essai-arret.md',
        message:
          '« ± 10 BPM » : l’erreur de la formule 220 − âge s’écrit « un écart type d’environ 10 à 12 BPM » (« un écart type d’{{erreur-formule}} »)',
      },
    ])
  })
})

describe('boilerplate: a long passage pasted into two files stops the build', () => {
  // Two short articles, so that the pasted passage is their one problem (not their length).
  const PALPITATIONS = 'content/articles/palpitations-anxiete-cafe-boissons-energisantes-cannabis.md'
  const PRESSURE = 'content/articles/tension-arterielle-pouls-difference.md'
  const PASTED =
    'Avant chaque séance, vérifiez que votre ceinture est humide, que la montre la reconnaît et que la pile tient encore : un capteur qui décroche au milieu des intervalles fausse toute la séance.'

  it('names both files and quotes the start of the passage, in French', () => {
    edit(PALPITATIONS, (t) => `${t}\n${PASTED}\n`)
    edit(PRESSURE, (t) => `${t}\n${PASTED}\n`)
    expect(problems()).toEqual([
      {
        file: PRESSURE,
        message: `même passage de 32 mots que ${PALPITATIONS} (« Avant chaque séance, vérifiez que votre ceinture est humide, que la montre… ») ; gardez-le dans un seul des deux fichiers et, dans l’autre, faites un lien vers lui (dans le CMS : un lien Markdown vers l’adresse de la page); un passage que plusieurs pages doivent dire mot pour mot va dans un bloc de content/blocs, à créer dans le dépôt, inclus par {{bloc:nom}}`,
      },
    ])
  })

  it('a shared block pasted instead of included is found too', () => {
    // Pasted into the short article too.
    const block = readFileSync(join(root, 'content/blocs/hausse-pouls-repos.md'), 'utf8')
    edit(PRESSURE, (t) => `${t}\n${block}\n`)
    expect(lines()).toEqual([
      expect.stringMatching(
        /^content\/blocs\/hausse-pouls-repos\.md : même passage de \d+ mots que content\/articles\/tension-arterielle-pouls-difference\.md \(« \{\{regle:hausse-repos\}\} : restez en zone 1/,
      ),
    ])
  })
})

/** The one article that links to the palpitations article: its link, made plain words, so that no other file names it. */
const unlinkPalpitations = () =>
  edit('content/articles/qu-est-ce-qu-un-moniteur-bpm.md', (t) =>
    t.replace(/\[([^\]]*)\]\(\/articles\/palpitations-anxiete-cafe-boissons-energisantes-cannabis[^)]*\)/g, '$1'),
  )

describe('an article whose publication date is to come is scheduled', () => {
  // Linked from no other file once the BPM article's link is plain words: scheduled, it leaves no link without its page.
  const SCHEDULED = 'content/articles/palpitations-anxiete-cafe-boissons-energisantes-cannabis.md'
  const ID = 'palpitations-anxiete-cafe-boissons-energisantes-cannabis'
  beforeEach(unlinkPalpitations)
  const today = siteToday()
  const inDays = (days: number) => new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
  const schedule = (day: string) =>
    edit(SCHEDULED, (t) => t.replace(/^publishedAt:.*$/m, `publishedAt: ${day}`).replace(/^modifiedAt:.*$/m, `modifiedAt: ${day}`))

  it('is checked, and on no page, list or card until its day, though it was reviewed before', () => {
    schedule(inDays(30))
    const content = loadContent(root)
    expect(content.articles.map((a) => a.routeId)).not.toContain(ID)
    expect(content.articles.flatMap((a) => a.related.map((card) => card.routeId))).not.toContain(ID)
    expect(JSON.stringify(content.pages)).not.toContain(ID)
    expect(readdirSync(join(root, 'content/articles')).filter((name) => name.endsWith('.md'))).toHaveLength(content.articles.length + 1)
  })

  it('is on the site the day it is published', () => {
    schedule(today)
    expect(loadContent(root).articles.map((a) => a.routeId)).toContain(ID)
  })

  it('a link to it from another article is refused until then, with its day', () => {
    const day = inDays(45)
    schedule(day)
    edit(ARTICLE, (t) => t.replace(/\n## /, `\nVoyez aussi [les palpitations](/articles/${ID}).\n\n## `))
    expect(problems()).toContainEqual(
      article(BODY_FIELD, `lien interne vers un article planifié pour le ${formatDate(day)}, absent du site jusque-là : /articles/${ID}`),
    )
  })

  it('a review dated after today is refused', () => {
    const tomorrow = inDays(1)
    edit(ARTICLE, (t) => t.replace(/^reviewedAt:.*$/m, `reviewedAt: ${tomorrow}`).replace(/^nextReviewAt:.*$/m, `nextReviewAt: ${inDays(200)}`))
    expect(problems()).toEqual([article('reviewedAt', `postérieure à aujourd’hui (${today}) : une révision se date du jour où elle a eu lieu`)])
  })

  const article = (field: string, message: string): ContentProblem => ({ file: ARTICLE, field, message })
})

describe('an article withdrawn from the site', () => {
  // Linked from no other file once the BPM article's link is plain words: withdrawn, it leaves no link without its
  // page. Published on 2026-11-27.
  const WITHDRAWN = 'content/articles/palpitations-anxiete-cafe-boissons-energisantes-cannabis.md'
  beforeEach(unlinkPalpitations)
  const ID = 'palpitations-anxiete-cafe-boissons-energisantes-cannabis'
  const LINK = `/articles/${ID}`
  const withdraw = (file: string, day: string) => edit(file, (t) => t.replace(/^(nextReviewAt:.*)$/m, `$1\nwithdrawnAt: ${day}`))
  const problem = (file: string, field: string, message: string): ContentProblem => ({ file, field, message })

  it('is checked, then on no page, list, card or reading suggestion, and named with both its ids and its day', () => {
    withdraw(WITHDRAWN, '2026-11-27')
    const content = loadContent(root)
    expect(content.articles.map((a) => a.routeId)).not.toContain(ID)
    expect(content.articles.flatMap((a) => a.related.map((card) => card.routeId))).not.toContain(ID)
    expect(JSON.stringify(content.pages)).not.toContain(ID)
    expect(content.withdrawn).toEqual([{ routeId: ID, canonicalId: 'palpitations-cafe-anxiete-cannabis', withdrawnAt: '2026-11-27' }])
  })

  it('a link to it from another article, its closing call to action or a Markdown page is refused, naming the day', () => {
    withdraw(WITHDRAWN, '2026-11-27')
    edit(ARTICLE, (t) =>
      t.replace(/\n## /, `\nVoyez aussi [les palpitations](${LINK}#sources-article).\n\n## `).replace(/^( {2}href:).*$/m, `$1 ${LINK}`),
    )
    edit('content/glossaire.md', (t) => t.replace('(/articles/qu-est-ce-qu-un-moniteur-bpm)', `(${LINK})`))
    expect(problems()).toEqual([
      problem(ARTICLE, 'cta.href', `lien vers un article retiré le 27 novembre 2026 : ${LINK}`),
      problem(ARTICLE, BODY_FIELD, `lien interne vers un article retiré le 27 novembre 2026 : ${LINK}#sources-article`),
      problem('content/glossaire.md', BODY_FIELD, `lien interne vers un article retiré le 27 novembre 2026 : ${LINK}`),
    ])
  })

  it('a page that names it, as a feature of the home page or a reading suggestion, is refused too', () => {
    withdraw(WITHDRAWN, '2026-11-27')
    edit('content/pages/accueil.yaml', (t) => t.replace('articleId: frequence-cardiaque-ideale-bruler-graisses', `articleId: ${ID}`))
    edit('content/pages/calculateur-bpm.yaml', (t) => t.replace('    - pouls-rapide-lent-irregulier-quand-consulter', `    - ${ID}`))
    expect(problems()).toEqual([
      problem('content/pages/accueil.yaml', 'features.items.1.articleId', `article retiré le 27 novembre 2026 : ${LINK}`),
      problem('content/pages/calculateur-bpm.yaml', 'furtherReading.articles.1', `article retiré le 27 novembre 2026 : ${LINK}`),
    ])
  })

  it('an article the site’s plan requires cannot be withdrawn; a day that is not a date is named once, by the schema', () => {
    withdraw(ARTICLE, '2026-11-27')
    // (The links of the other files to it are refused as well, each naming its file.)
    expect(problems().filter(({ file }) => file === ARTICLE)).toEqual([
      problem(ARTICLE, 'withdrawnAt', 'article exigé par le plan du site : il ne peut pas être retiré (laissez ce champ vide)'),
    ])
    edit(ARTICLE, (t) => t.replace(/^withdrawnAt:.*\n/m, ''))
    withdraw(WITHDRAWN, '2026-02-30')
    expect(problems()).toEqual([problem(WITHDRAWN, 'withdrawnAt', 'date inexistante')])
  })
})

describe('the day the build publishes by', () => {
  it('is Québec’s, whatever the machine’s clock', () => {
    // 22 h in Québec (UTC−5 in winter), already the 28th in UTC.
    expect(siteToday(new Date('2026-11-28T03:00:00Z'))).toBe('2026-11-27')
    // 20 h in summer (UTC−4).
    expect(siteToday(new Date('2026-07-02T00:00:00Z'))).toBe('2026-07-01')
  })
})
