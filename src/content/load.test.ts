import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ContentError, loadContent } from './load'

const projectRoot = join(import.meta.dirname, '../..')
const ARTICLE = 'content/articles/hiit-frequence-cardiaque-intervalles-haute-intensite.md'
let root = ''

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'contenu-'))
  cpSync(join(projectRoot, 'content'), join(root, 'content'), { recursive: true })
  cpSync(join(projectRoot, 'public'), join(root, 'public'), { recursive: true })
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const edit = (file: string, change: (text: string) => string) => writeFileSync(join(root, file), change(readFileSync(join(root, file), 'utf8')))

/** The problems the build would print, or [] when the content is accepted. */
function problems(): string[] {
  try {
    loadContent(root)
    return []
  } catch (error) {
    if (error instanceof ContentError) return error.problems
    throw error
  }
}

describe('the content of the repository', () => {
  it('is accepted, with the 8 articles newest first and the 5 legal pages in footer order', () => {
    const content = loadContent(projectRoot)
    expect(content.articles.map((a) => a.publishedAt)).toEqual(['2025-01-17', '2025-01-16', '2025-01-15', '2025-01-14', '2025-01-13', '2025-01-12', '2025-01-11', '2025-01-10'])
    expect(content.markdownPages.map((page) => page.name)).toEqual(['conditions-utilisation', 'politique-confidentialite', 'limite-responsabilite', 'politique-antispam', 'dmca'])
    expect(problems()).toEqual([])
  })
})

describe('a bad content file stops the build, naming the file and the field', () => {
  it('a missing required field', () => {
    edit(ARTICLE, (t) => t.replace(/^excerpt:.*\n/m, ''))
    expect(problems()).toEqual([expect.stringMatching(new RegExp(`^${ARTICLE} › champ « excerpt » : `))])
  })

  it('an unknown category', () => {
    edit(ARTICLE, (t) => t.replace(/^category:.*$/m, 'category: SANTE'))
    expect(problems()).toEqual([`${ARTICLE} › champ « category » : catégorie inconnue (attendu : SANTÉ CARDIAQUE, PERFORMANCE, TECHNOLOGIE)`])
  })

  it('a date that is not an ISO date, or does not exist', () => {
    edit(ARTICLE, (t) => t.replace(/^publishedAt:.*$/m, 'publishedAt: 15 janvier 2025').replace(/^modifiedAt:.*$/m, 'modifiedAt: 2025-02-30'))
    expect(problems()).toEqual([
      `${ARTICLE} › champ « publishedAt » : date invalide : format AAAA-MM-JJ attendu`,
      `${ARTICLE} › champ « modifiedAt » : date inexistante`,
    ])
  })

  it('a misspelt field name', () => {
    edit(ARTICLE, (t) => t.replace(/^tags:/m, 'tag:'))
    expect(problems().join('\n')).toMatch(new RegExp(`${ARTICLE} › champ « (tag|tags) »`))
  })

  it('a canonical id used twice', () => {
    const other = 'content/articles/frequence-cardiaque-repos-indicateur-sante.md'
    edit(ARTICLE, (t) => t.replace(/^canonicalId:.*$/m, 'canonicalId: frequence-cardiaque-repos'))
    expect(problems()).toContain(`${ARTICLE} : champ « canonicalId » : « frequence-cardiaque-repos » déjà utilisé par ${other}`)
  })

  it('an image file that does not exist', () => {
    edit(ARTICLE, (t) => t.replace(/^image:.*$/m, 'image: /images/articles/absente.webp'))
    expect(problems()).toContain(`${ARTICLE} : champ « image » : fichier public/images/articles/absente.webp introuvable`)
  })

  it('an image whose 640 px copy for the home card is missing', () => {
    unlinkSync(join(root, 'public/images/articles/hiit-frequence-cardiaque-intervalles-haute-intensite-640.webp'))
    expect(problems()).toEqual([`${ARTICLE} : champ « image » : fichier public/images/articles/hiit-frequence-cardiaque-intervalles-haute-intensite-640.webp introuvable`])
  })

  it('an internal link to a page that does not exist, and a call to action to nowhere', () => {
    edit(ARTICLE, (t) => t.replace('](/calculateur-bpm)', '](/calculatrice)').replace(/^ {2}href:.*$/m, '  href: /nulle-part'))
    expect(problems()).toEqual(
      expect.arrayContaining([`${ARTICLE} : champ « cta.href » : page inexistante /nulle-part`, `${ARTICLE} : lien interne vers une page qui n’existe pas : /calculatrice`]),
    )
  })

  it('an unknown named link, a typed external address and an unknown variable', () => {
    edit(ARTICLE, (t) => `${t}\n[boutique](lien:inconnu) [ailleurs](https://exemple.com) {{inconnue}}\n`)
    const found = problems()
    expect(found).toContain(`${ARTICLE} : lien inconnu « lien:inconnu » (clés de content/site.yaml : courriel, montres, ceintures, tapis, velos, boutique)`)
    expect(found).toContain(`${ARTICLE} : lien « https://exemple.com » refusé : utilisez un chemin interne (/…) ou un lien nommé (lien:clé)`)
    expect(found).toContain(`${ARTICLE} : variable inconnue {{inconnue}} (connues : {{site}}, {{courriel}}, {{domaine}})`)
  })

  it('raw HTML and a level-1 heading in the body', () => {
    edit(ARTICLE, (t) => `${t}\n# Titre\n\n<script>alert(1)</script>\n`)
    expect(problems()).toEqual([
      `${ARTICLE} : titre de niveau 1 interdit (« # Titre ») : le titre de la page est déjà le H1, commencez par ##`,
      `${ARTICLE} : HTML brut interdit dans le Markdown : « <script>alert(1)</script> »`,
    ])
  })

  it('a badly encoded file', () => {
    edit(ARTICLE, (t) => t.replace(/^title: .*$/m, 'title: "Le c\u00c5\u0093ur"'))
    expect(problems()).toEqual([`${ARTICLE} › champ « title » : caractère de contrôle invalide (fichier mal encodé? enregistrez-le en UTF-8)`])
  })

  it('unreadable YAML and a missing front matter', () => {
    edit('content/pages/contact.yaml', (t) => `${t}\n  : : [`)
    edit('content/legal/dmca.md', (t) => t.replace(/^---\n/, ''))
    const found = problems()
    expect(found).toContainEqual(expect.stringMatching(/^content\/pages\/contact\.yaml : YAML illisible/))
    expect(found).toContain('content/legal/dmca.md : en-tête YAML (entre deux lignes ---) manquant')
  })

  it('a required article or legal page that is missing', () => {
    unlinkSync(join(root, 'content/articles/qu-est-ce-qu-un-moniteur-bpm.md'))
    expect(problems()).toContain('content/articles/qu-est-ce-qu-un-moniteur-bpm.md : article exigé par le plan du site, introuvable')
    unlinkSync(join(root, 'content/legal/dmca.md'))
    expect(problems()).toContain('content/legal/dmca.md : fichier manquant')
  })

  it('a page text with the wrong number of items', () => {
    edit('content/pages/zones-cardiaques.yaml', (t) => t.replace(/^ {6}- .*\n/m, ''))
    expect(problems()).toEqual(['content/pages/zones-cardiaques.yaml › champ « zones.0.benefits » : exactement 4 éléments attendus'])
  })

  it('a zone text given twice, so that another zone has none', () => {
    edit('content/pages/zones-cardiaques.yaml', (t) => t.replace('  - zone: 2', '  - zone: 1'))
    expect(problems()).toEqual(['content/pages/zones-cardiaques.yaml › champ « zones » : chaque zone de 1 à 5 une fois et une seule'])
  })
})

describe('what the build publishes is safe', () => {
  it('escapes text and sends external links to a new tab', () => {
    edit(ARTICLE, (t) => `${t}\nUn « vrai » texte : 1 < 2 & "guillemets", \`</script>\` et [la boutique](lien:boutique).\n`)
    const html = loadContent(root).articles.find((a) => a.routeId === 'hiit-frequence-cardiaque-intervalles-haute-intensite')!.html
    expect(html).toContain('1 &lt; 2 &amp; &quot;guillemets&quot;, <code>&lt;/script&gt;</code>')
    expect(html).toContain('<a href="https://www.equipementsformequebec.ca" target="_blank" rel="noopener noreferrer">la boutique</a>')
  })

  it('computes the age tables from the zone module, each zone with its own objective', () => {
    const html = loadContent(projectRoot).articles.find((a) => a.routeId === 'table-zones-frequence-cardiaque-par-age')!.html
    expect(html.match(/<table class="zones-age">/g)).toHaveLength(5)
    expect(html).toContain('<th scope="col">20 ans (FCM 200)</th>')
    expect(html).toContain('<td>100–120\u00a0BPM</td>')
    expect(html).toContain('<th scope="col">70 ans (FCM 150)</th>')
    expect(html).toContain('<td>135–150\u00a0BPM</td>')
    // Zone 2 at age 20: 120–140 BPM, objective « Endurance fondamentale » in the same row.
    expect(html).toMatch(/<th scope="row">2\. Endurance<\/th><td>60–70\u00a0%<\/td><td>120–140\u00a0BPM<\/td>(?:<td>[^<]*<\/td>)*<td>Endurance fondamentale<\/td><\/tr>/)
  })
})
