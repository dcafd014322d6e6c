/**
 * The shape of each page's YAML file, content/pages/<name>.yaml, one schema a page of src/site-pages.ts, each field
 * named in French in its metadata (./fields.ts).
 */
import { z } from 'zod'
import { ZONE_NUMBERS, type ZoneNumber } from '../heart-rate/zones.ts'
import { TOOL_PAGES, type PageName } from '../site-pages.ts'
import {
  CATEGORIES,
  category,
  description,
  descriptionText,
  exactly,
  isoDate,
  items,
  lead,
  longText,
  paragraph,
  slug,
  sources,
  text,
  title,
  url,
} from './fields.ts'
import type { ArticleCard } from './schema.ts'

/** A page's title and description for search engines and sharing, and the date of its last change (the sitemap's lastmod). */
const meta = z
  .strictObject({
    title: title.max(70, '70 caractères au plus'),
    description,
    updatedAt: isoDate.meta({ label: 'Dernière modification' }),
  })
  .meta({ label: 'Référencement et partage' })

const section = z.strictObject({ title, lead })
const paragraphs = z.array(longText).meta({ label: 'Paragraphes', one: 'paragraphe', add: 'un paragraphe' })
const buttonLabel = text.meta({ label: 'Libellé du bouton' })

/**
 * Words a page makes a link of (src/components/LinkedWords.tsx), quoted from another field of the same object: `of`
 * names that field (« du texte »), `to` where the link leads. `quotedIn` is the check that goes with them: the words
 * must stand in that field, or in one of its texts when it is a list (paragraphs), where the page links them.
 */
const linkedWords = (label: string, of: string, to: string) =>
  text.meta({ label, hint: `Des mots ${of}, repris tels quels : la page en fait le lien vers ${to}.` })
const quotedIn = <F, W>(field: (value: F) => string | readonly string[], words: (value: W) => string | undefined, of: string, path: string[]) =>
  [
    (value: F & W) => {
      const quoted = words(value)
      const texts = field(value)
      return quoted === undefined || (typeof texts === 'string' ? [texts] : texts).some((each) => each.includes(quoted))
    },
    { message: `des mots ${of}, repris tels quels, attendus`, path },
  ] as const

/** What the zones guide says of each zone, written with its zone number and joined to the zone table by it, here only. */
const zoneText = z.strictObject({
  zone: z.union(ZONE_NUMBERS.map((n) => z.literal(n))).meta({ label: 'Zone' }),
  description: descriptionText,
  goal: text.meta({ label: 'Objectif' }),
  talkTest: text.meta({ label: 'Test de la parole' }),
  benefits: exactly(text, 4).meta({ label: 'Bienfaits', one: 'bienfait', add: 'un bienfait' }),
})
export type ZoneText = z.infer<typeof zoneText>
const zoneTexts = z
  .array(zoneText)
  .transform((list, ctx): Record<ZoneNumber, ZoneText> => {
    const at = (zone: ZoneNumber) => list.find((item) => item.zone === zone)
    const [one, two, three, four, five] = ZONE_NUMBERS.map(at)
    if (one && two && three && four && five && list.length === ZONE_NUMBERS.length) return { 1: one, 2: two, 3: three, 4: four, 5: five }
    ctx.addIssue({ code: 'custom', message: 'chaque zone de 1 à 5 une fois et une seule', input: list })
    return z.NEVER
  })
  .meta({ label: 'Zones', one: 'zone', add: 'une zone' })

/** Articles a page suggests reading next: their ids in the page's YAML, checked and turned into cards by the loader. */
const furtherReading = z
  .strictObject({
    title,
    articles: z
      .array(slug)
      .min(2, 'au moins 2 articles attendus')
      .max(3, '3 articles au plus')
      .meta({ label: 'Articles', one: 'article', add: 'un article' }),
  })
  .meta({ label: 'À lire ensuite', hint: '2 ou 3 identifiants d’articles.' })

/**
 * A test readers run themselves (a page under /outils): the protocol, what the page explains, the sources it rests on
 * and the articles that teach the test. Its thresholds and messages are not content: they live with its arithmetic
 * (src/heart-rate/), and the page shows them from there.
 */
const toolPage = z.strictObject({
  meta,
  title,
  lead,
  protocol: z
    .strictObject({
      title,
      steps: z.array(longText).min(2, 'au moins 2 étapes attendues').meta({ label: 'Étapes', one: 'étape', add: 'une étape' }),
    })
    .meta({ label: 'Protocole' }),
  sections: z
    .array(z.strictObject({ title, paragraphs: paragraphs.min(1) }))
    .min(1)
    .meta({ label: 'Sections', one: 'section', add: 'une section' }),
  sources: sources(1, 'au moins 1 source vérifiable attendue'),
  furtherReading,
})

/** Each page of src/site-pages.ts and the shape of its YAML file, content/pages/<name>.yaml. */
export const PAGE_SCHEMAS = {
  accueil: z.strictObject({
    meta,
    hero: z
      .strictObject({
        eyebrow: text.meta({ label: 'Surtitre' }),
        title,
        lead,
        primaryCta: text.meta({ label: 'Bouton principal' }),
        secondaryCta: text.meta({ label: 'Bouton secondaire' }),
      })
      .meta({ label: 'Bandeau d’accueil' }),
    features: z
      .strictObject({
        title,
        items: items(
          exactly(
            z
              .strictObject({
                title,
                text: paragraph,
                /** A study the text names: its words in the text (src/pages/accueil.tsx links them) and where it can be read. */
                study: z
                  .strictObject({
                    words: linkedWords('Mots du texte', 'du texte', 'l’étude'),
                    url,
                  })
                  .optional()
                  .meta({ label: 'Étude citée' }),
                articleId: slug.meta({ label: 'Article lié (identifiant)' }),
                linkLabel: text.meta({ label: 'Texte du lien' }),
              })
              .refine(
                ...quotedIn(
                  (feature: { text: string }) => feature.text,
                  (feature: { study?: { words: string } }) => feature.study?.words,
                  'du texte',
                  ['study', 'words'],
                ),
              ),
            3,
          ),
        ),
      })
      .meta({ label: 'Points forts' }),
    calculator: section.meta({ label: 'Section du calculateur' }),
    articles: section.meta({ label: 'Articles' }),
    network: section.meta({ label: 'Section du réseau' }),
  }),
  'calculateur-bpm': z.strictObject({
    meta,
    title,
    lead,
    zoneGroups: z
      .strictObject({
        title,
        items: items(exactly(z.strictObject({ zones: z.enum(['1-2', '3-4', '5']).meta({ label: 'Zones' }), title, text: paragraph }), 3)),
      })
      .meta({ label: 'Groupes de zones' }),
    advice: z.strictObject({ title, items: items(z.array(text).min(1)) }).meta({ label: 'Conseils' }),
    furtherReading,
    sources: sources(2, 'au moins 2 sources vérifiables attendues'),
  }),
  'zones-cardiaques': z.strictObject({
    meta,
    title,
    lead,
    zones: zoneTexts,
    recommendations: z
      .strictObject({
        title,
        lead,
        levels: exactly(
          z.strictObject({
            level: text.meta({ label: 'Niveau' }),
            split: text.meta({ label: 'Répartition' }),
            text: paragraph,
            sessions: text.meta({ label: 'Séances' }),
          }),
          3,
        ).meta({ label: 'Niveaux', one: 'niveau', add: 'un niveau' }),
      })
      .meta({ label: 'Recommandations' }),
    calculator: z.strictObject({ title, text: paragraph, label: buttonLabel }).meta({ label: 'Section du calculateur' }),
    furtherReading,
    sources: sources(2, 'au moins 2 sources vérifiables attendues'),
  }),
  articles: z
    .strictObject({
      meta,
      title,
      lead,
      /** Words of the lead that the page links to /outils and to the glossary (src/pages/articles.tsx). */
      toolsLink: linkedWords('Lien vers la page Outils', 'du chapeau', 'la page Outils'),
      glossaryLink: linkedWords('Lien vers le glossaire', 'du chapeau', 'le glossaire'),
      categories: z
        .array(z.strictObject({ name: category.meta({ label: 'Nom' }), description: descriptionText }))
        .refine(
          (list) => CATEGORIES.every((each) => list.filter((item) => item.name === each).length === 1),
          'chaque catégorie une fois et une seule',
        )
        .meta({ label: 'Catégories', one: 'catégorie', add: 'une catégorie' }),
    })
    .refine(
      ...quotedIn(
        (page: { lead: string }) => page.lead,
        (page: { toolsLink: string }) => page.toolsLink,
        'du chapeau',
        ['toolsLink'],
      ),
    )
    .refine(
      ...quotedIn(
        (page: { lead: string }) => page.lead,
        (page: { glossaryLink: string }) => page.glossaryLink,
        'du chapeau',
        ['glossaryLink'],
      ),
    ),
  'a-propos': z.strictObject({
    meta,
    title,
    lead,
    /**
     * registerLink, editorialPolicyLink: words of a paragraph that the page links to the rules register and to the
     * editorial policy (src/pages/a-propos.tsx), in the first paragraph that holds them.
     */
    mission: z
      .strictObject({
        title,
        paragraphs: paragraphs.min(1),
        editorialPolicyLink: linkedWords('Lien vers la politique éditoriale', 'des paragraphes', 'la politique éditoriale'),
        registerLink: linkedWords('Lien vers le registre des règles', 'des paragraphes', 'le registre des règles'),
      })
      .refine(
        ...quotedIn(
          (mission: { paragraphs: string[] }) => mission.paragraphs,
          (mission: { registerLink: string }) => mission.registerLink,
          'des paragraphes',
          ['registerLink'],
        ),
      )
      .refine(
        ...quotedIn(
          (mission: { paragraphs: string[] }) => mission.paragraphs,
          (mission: { editorialPolicyLink: string }) => mission.editorialPolicyLink,
          'des paragraphes',
          ['editorialPolicyLink'],
        ),
      )
      .meta({ label: 'Mission' }),
    pillars: z.strictObject({ title, items: items(exactly(z.strictObject({ title, text: paragraph }), 4)) }).meta({ label: 'Piliers' }),
    partners: section.meta({ label: 'Sites du réseau' }),
    disclaimerTitle: text.meta({ label: 'Titre de l’avis médical' }),
    /** A sentence after the site's medical disclaimer, on this page only: whom to call in an emergency or for advice. */
    disclaimerEmergency: text.meta({ label: 'Urgence, après l’avis médical' }),
  }),
  contact: z
    .strictObject({
      meta,
      title,
      lead,
      /** Words of the lead that the page links to the triage table « Qui appeler » (src/pages/contact.tsx). */
      triageLink: linkedWords('Lien vers le tableau « Qui appeler »', 'du chapeau', 'le tableau'),
      form: z
        .strictObject({
          title,
          /** The sentence before the fields that says they are all required (the browser enforces it). */
          requiredNote: text.meta({ label: 'Champs obligatoires', hint: 'Phrase affichée avant les champs : Les trois champs sont obligatoires.' }),
          nameLabel: text.meta({ label: 'Libellé du nom' }),
          emailLabel: text.meta({ label: 'Libellé du courriel' }),
          messageLabel: text.meta({ label: 'Libellé du message' }),
          submitLabel: text.meta({ label: 'Libellé du bouton d’envoi' }),
          help: longText.meta({ label: 'Aide' }),
          privacyNotice: longText.meta({ label: 'Avis de collecte' }),
        })
        .meta({ label: 'Formulaire' }),
      address: z.strictObject({ title }).meta({ label: 'Adresse' }),
      email: z.strictObject({ title, text: paragraph }).meta({ label: 'Courriel' }),
      social: z.strictObject({ title }).meta({ label: 'Réseaux sociaux' }),
    })
    .refine(
      ...quotedIn(
        (page: { lead: string }) => page.lead,
        (page: { triageLink: string }) => page.triageLink,
        'du chapeau',
        ['triageLink'],
      ),
    ),
  outils: z
    .strictObject({
      meta,
      title,
      lead,
      /** What each test is for, in the order the page lists them: every page under /outils once. */
      tools: z
        .array(z.strictObject({ page: z.enum(TOOL_PAGES.map((page) => page.name)).meta({ label: 'Page de l’outil' }), text: paragraph }))
        .refine(
          (list) => TOOL_PAGES.every((page) => list.filter((item) => item.page === page.name).length === 1),
          'chaque outil une fois et une seule',
        )
        .meta({ label: 'Outils', one: 'outil', add: 'un outil' }),
      /** Under the cards: what the tests do for a heart a medicine, a heart disease or a pregnancy slows or changes. */
      slowedHeart: longText.meta({ label: 'Médicament, maladie du cœur ou grossesse' }),
      privacy: longText.meta({ label: 'Avis de confidentialité' }),
      /** Words of the privacy notice that the page links to what Safari does with the log (src/pages/outils.tsx). */
      safariLink: linkedWords(
        'Lien vers la note sur Safari',
        'de l’avis de confidentialité',
        'la section « Le journal dans Safari » de la politique de confidentialité',
      ),
    })
    .refine(
      ...quotedIn(
        (page: { privacy: string }) => page.privacy,
        (page: { safariLink: string }) => page.safariLink,
        'de l’avis de confidentialité',
        ['safariLink'],
      ),
    ),
  'test-recuperation-cardiaque': toolPage,
  'test-derive-cardiaque': toolPage,
  'journal-frequence-cardiaque-repos': toolPage,
  'analyse-seance': toolPage,
} satisfies Record<PageName, z.ZodType>

/** A page's reading suggestions as the page shows them: cards (the loader replaces the ids). */
export interface FurtherReading {
  title: string
  articles: ArticleCard[]
}
type WithCards<T> = T extends { furtherReading: unknown } ? Omit<T, 'furtherReading'> & { furtherReading: FurtherReading } : T

export type PageContent<N extends PageName> = WithCards<z.output<(typeof PAGE_SCHEMAS)[N]>>
