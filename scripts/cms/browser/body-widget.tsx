/**
 * The text of an article or a legal page, in Markdown, typed as it is saved, with the site's own syntax explained
 * beside it: headings, links to the site's pages and named links (site.yaml's keys), variables with what they say,
 * shared passages, tables, asides and the age tables. Every example is shown as code, to copy. An article also shows
 * its count of words of prose against the length the build wants.
 */
import { useDeferredValue, useMemo, type ReactNode } from 'react'
import { PROSE_WORDS } from '../../../src/content/articles.ts'
import { markdownContext } from '../../../src/content/checks.ts'
import { renderMarkdown } from '../../../src/content/markdown.ts'
import { siteToday } from '../../../src/content/publication.ts'
import { siteVariables } from '../../../src/content/variables.ts'
import type { AdminContext } from './context.ts'
import type { WidgetProps } from './decap.ts'

/** Mail links the Markdown knows besides site.yaml's named links (src/content/markdown.ts). */
const MAIL_KEYS = ['courriel', 'courriel-rp']
const number = new Intl.NumberFormat('fr-CA')

const Code = ({ children }: { children: string }) => (
  <code style={{ background: '#eff0f4', padding: '0 0.25em', borderRadius: 3, whiteSpace: 'pre-wrap' }}>{children}</code>
)
const Example = ({ children }: { children: string }) => (
  <pre style={{ background: '#eff0f4', padding: '0.5rem 0.75rem', borderRadius: 4, margin: '0.25rem 0 0.75rem', whiteSpace: 'pre-wrap' }}>
    <code>{children}</code>
  </pre>
)
const Rule = ({ title, children }: { title: string; children: ReactNode }) => (
  <>
    <dt style={{ fontWeight: 600, marginTop: '0.75rem' }}>{title}</dt>
    <dd style={{ margin: '0.25rem 0 0' }}>{children}</dd>
  </>
)

function Help({ context, article }: { context: AdminContext; article: boolean }) {
  const site = context.check?.site
  const linkKeys = site ? [...MAIL_KEYS, ...Object.keys(site.links)] : MAIL_KEYS
  const variables = site ? Object.entries(siteVariables(site)) : []
  const articleId = context.articles[0]?.routeId ?? 'identifiant'
  const blocks = Object.keys(context.check?.blocks ?? {}).sort()
  return (
    <details style={{ margin: '0.25rem 0 0.75rem', fontSize: '0.9rem', lineHeight: 1.5 }}>
      <summary style={{ cursor: 'pointer', fontWeight: 600 }}>Aide : la syntaxe du texte</summary>
      <dl style={{ margin: '0.5rem 0 0' }}>
        <Rule title="Intertitres">
          Le titre de la page est déjà affiché : commencez par <Code>## Intertitre</Code>, puis <Code>### Sous-intertitre</Code>. Pas de{' '}
          <Code>#</Code> seul.
        </Rule>
        <Rule title="Lien vers une page du site">
          Le texte entre crochets, l’adresse entre parenthèses :
          <Example>{`[le calculateur](/calculateur-bpm)\n[cet article](/articles/${articleId})`}</Example>
          Une adresse qui n’existe pas est refusée.
        </Rule>
        <Rule title="Lien vers un autre site">
          Toujours par son nom, défini dans les réglages du site (content/site.yaml, champ <Code>links</Code>) :
          <Example>{'[nos montres cardio](lien:montres)'}</Example>
          Noms connus : {linkKeys.map((key, index) => [index ? ', ' : '', <Code key={key}>{`lien:${key}`}</Code>])}. Le site ajoute seul la mention «
          (lien d’affiliation) » ou « (lien commandité) » aux liens payés.
        </Rule>
        <Rule title="Variables">
          Écrites entre doubles accolades, remplacées à la publication :
          <ul style={{ margin: '0.25rem 0', paddingLeft: '1.25rem' }}>
            {variables.map(([name, text]) => (
              <li key={name}>
                <Code>{`{{${name}}}`}</Code> : {text}
              </li>
            ))}
          </ul>
        </Rule>
        {blocks.length > 0 && (
          <Rule title="Texte commun">
            Un passage commun à plusieurs pages (content/blocs/), seul sur sa ligne, une ligne vide avant et après :
            <Example>{`{{bloc:${blocks[0]}}}`}</Example>
            Blocs : {blocks.map((name, index) => [index ? ', ' : '', <Code key={name}>{`{{bloc:${name}}}`}</Code>])}.
          </Rule>
        )}
        <Rule title="Encadré">
          Un paragraphe qui commence par <Code>{'>'}</Code> s’affiche dans un encadré :
          <Example>{'> **À retenir** : mesurez votre pouls au repos, le matin.'}</Example>
        </Rule>
        <Rule title="Tableau">
          Une ligne par rangée, les colonnes séparées par <Code>|</Code>, une ligne de tirets sous l’en-tête :
          <Example>{'| Zone | % de la FC max |\n| --- | --- |\n| 1 | 50 à 60 % |\n| 2 | 60 à 70 % |'}</Example>
        </Rule>
        {article && (
          <Rule title="Tableau des zones par âge">
            Calculé par le site pour les âges donnés (de 15 à 100 ans) :<Example>{'```zones-par-age\n20, 30, 40\n```'}</Example>
            Une seconde ligne (<Code>nes</Code>, <Code>gulati</Code> ou <Code>tanaka</Code>) donne les zones selon cette formule :
            <Example>{'```zones-par-age\n40, 45, 49\nnes\n```'}</Example>
          </Rule>
        )}
        <Rule title="Mise en forme">
          <Code>**gras**</Code>, <Code>*italique*</Code>, listes <Code>- élément</Code> ou <Code>1. étape</Code>. Pas de HTML ni d’image dans le texte
          : l’image de l’article a son propre champ.
        </Rule>
      </dl>
    </details>
  )
}

/** Words of prose of an article's text, as the build counts them. */
function WordCount({ text, context }: { text: string; context: AdminContext }) {
  const deferred = useDeferredValue(text)
  const words = useMemo(() => {
    if (!context.check) return null
    const check = { ...context.check, articles: context.articles, imageExists: () => true, today: siteToday() }
    return renderMarkdown(
      deferred,
      markdownContext(check, () => {}),
    ).proseWords
  }, [deferred, context])
  if (words === null) return null
  const fits = words >= PROSE_WORDS.min && words <= PROSE_WORDS.max
  return (
    <p role="status" style={{ margin: '0.5rem 0 0', color: fits ? '#798291' : '#d60032' }}>
      {number.format(words)} {words > 1 ? 'mots' : 'mot'} de prose (de {number.format(PROSE_WORDS.min)} à {number.format(PROSE_WORDS.max)} attendus,
      intertitres et tableaux non comptés)
    </p>
  )
}

export function bodyControl(context: AdminContext) {
  return function BodyControl({ value, onChange, forID, classNameWrapper, setActiveStyle, setInactiveStyle, getEntry }: WidgetProps) {
    const text = typeof value === 'string' ? value : ''
    const article = getEntry().get('collection') === 'articles'
    return (
      <div>
        <Help context={context} article={article} />
        <textarea
          id={forID}
          className={classNameWrapper}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          onFocus={setActiveStyle}
          onBlur={setInactiveStyle}
          rows={24}
          spellCheck
          lang="fr-CA"
          style={{ fontFamily: 'ui-monospace, monospace', fontSize: 14, lineHeight: 1.5, resize: 'vertical' }}
        />
        {article && <WordCount text={text} context={context} />}
      </div>
    )
  }
}
