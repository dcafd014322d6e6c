/**
 * The shape of everything under content/: a file that does not fit stops the build, naming the file and the field; the
 * CMS checks each field of its form against the same schemas (scripts/cms/browser/), with the same French messages.
 * Each field says here what it is called, in its metadata (./fields.ts); the pages' YAML files: ./page-schemas.ts.
 */
import { z } from 'zod'
import type { MarkdownPageName } from '../site-pages.ts'
import {
  category,
  city,
  description,
  descriptionText,
  email,
  exactly,
  httpsUrl,
  imagePath,
  internalPath,
  isoDate,
  kind,
  linkOf,
  longText,
  name,
  postalCode,
  region,
  slug,
  sources,
  street,
  text,
  title,
  url,
  year,
} from './fields.ts'
import { LINK_KINDS } from './link-kinds.ts'
import { PLACEHOLDER_FIELDS } from './placeholders.ts'

export { CONTROL_CHARACTERS, type Category, type Source } from './fields.ts'
export { PAGE_SCHEMAS, type FurtherReading, type PageContent, type ZoneText } from './page-schemas.ts'

export const siteSchema = z.strictObject({
  name,
  tagline: text.meta({ label: 'Slogan' }),
  description: descriptionText,
  baseUrl: httpsUrl
    .refine((value) => !value.endsWith('/'), 'sans barre oblique finale')
    .meta({ label: 'Adresse web du site', hint: 'https://, sans barre oblique finale.' }),
  email: email.meta({ label: 'Courriel' }),
  foundingYear: year(2000).meta({ label: 'Année de fondation' }),
  editorialAuthor: text.meta({ label: 'Auteur des textes' }),
  defaultImage: imagePath.meta({ label: 'Image de partage par défaut' }),
  defaultImageAlt: text.meta({ label: 'Description de l’image par défaut' }),
  postalAddress: z.strictObject({ street, city, region, postalCode, country: text.meta({ label: 'Pays' }) }).meta({ label: 'Adresse postale' }),
  disclaimer: longText.meta({ label: 'Avis médical' }),
  shop: z
    .strictObject({
      name,
      tagline: text.meta({ label: 'Slogan' }),
      url,
      kind: z.enum(LINK_KINDS).meta({ label: 'Type de lien' }),
      street,
      city,
      region,
      postalCode,
      phone: z
        .string()
        .regex(/^\d{3} \d{3}-\d{4}$/, 'téléphone invalide : format 418 555-0142 attendu')
        .meta({ label: 'Téléphone', hint: 'Format 418 555-0142.' }),
    })
    .meta({ label: 'Boutique partenaire' }),
  /** The network's sites: partner links. */
  partners: exactly(linkOf('partner').extend({ description: descriptionText }), 4).meta({
    label: 'Sites du réseau',
    one: 'site du réseau',
    add: 'un site du réseau',
  }),
  social: z.array(linkOf('social')).min(1).meta({ label: 'Réseaux sociaux', one: 'réseau social', add: 'un réseau social' }),
  /** External links an editor may name in Markdown as lien:key; commercial ones get their disclosure next to them. */
  links: z.record(slug, z.strictObject({ url: httpsUrl, kind })),
  operator: text.meta({ label: 'Exploitant' }),
  privacyOfficer: z.strictObject({ title, email: email.meta({ label: 'Courriel' }) }).meta({ label: 'Responsable des renseignements personnels' }),
  providers: z
    .strictObject({
      host: text.meta({ label: 'Hébergeur' }),
      mail: text.meta({ label: 'Service de courriel' }),
      /** Who serves the address the affiliate links go through, where, and how long it keeps its logs. */
      redirect: text.meta({ label: 'Serveur de redirection des liens d’affiliation' }),
    })
    .meta({ label: 'Fournisseurs' }),
  /** Fields still holding a stand-in value, that the build names in a warning each time it runs (./placeholders.ts). */
  placeholders: z
    .array(z.enum(PLACEHOLDER_FIELDS, { error: `champ inconnu (attendu : ${PLACEHOLDER_FIELDS.join(', ')})` }))
    .default([])
    .meta({
      label: 'Valeurs provisoires à remplacer',
      hint: 'Les champs qui ont encore une valeur provisoire : la construction les signale à chaque fois. Retirez un champ de la liste une fois sa vraie valeur entrée.',
    }),
})

/** A real person who reviewed the article, named only when there is one (never invented): « Révisé par … ». */
const reviewer = z.strictObject({
  name,
  credential: text.meta({ label: 'Titre professionnel' }),
  organization: text.optional().meta({ label: 'Organisme' }),
})
export type Reviewer = z.infer<typeof reviewer>

export const articleSchema = z.strictObject({
  canonicalId: slug.meta({
    label: 'Identifiant',
    widget: 'identifier',
    hint: 'Minuscules, chiffres et traits d’union. Il donne l’adresse canonique /articles/identifiant, celle du plan du site et des moteurs de recherche; un nouvel article prend aussi ce nom de fichier, un article existant garde le sien, qui reste sa seconde adresse. Ne le changez plus une fois l’article publié.',
  }),
  title: title.max(90, '90 caractères au plus'),
  description,
  excerpt: longText.max(200, '200 caractères au plus').meta({ label: 'Extrait des cartes d’articles' }),
  category: category.meta({ label: 'Catégorie' }),
  publishedAt: isoDate.meta({
    label: 'Date de publication',
    hint: 'Une date à venir planifie l’article : il paraît à la première construction de ce jour-là, pas avant.',
  }),
  modifiedAt: isoDate.meta({ label: 'Date de mise à jour' }),
  /** « Dernière révision » and « Prochaine révision ». */
  reviewedAt: isoDate.meta({ label: 'Dernière révision', hint: 'Le jour où la révision a eu lieu : aujourd’hui au plus tard.' }),
  nextReviewAt: isoDate.meta({ label: 'Prochaine révision', hint: 'Au plus 12 mois après la dernière révision.' }),
  /** The day the article was taken off the site (./publication.ts): its addresses then answer 410 Gone. */
  withdrawnAt: isoDate.optional().meta({
    label: 'Retiré du site le',
    hint: 'Laissez ce champ vide pour garder l’article en ligne. Une date le retire du site : son adresse répond alors « cet article a été retiré », il quitte toutes les listes, le plan du site et le flux, et aucune page ne peut plus contenir de lien vers lui. Le jour du retrait : aujourd’hui au plus tard, pas avant la date de publication.',
  }),
  reviewer: reviewer.optional().meta({ label: 'Révision scientifique' }),
  author: text.meta({ label: 'Auteur' }),
  image: imagePath.meta({
    label: 'Image',
    hint: 'JPEG, PNG ou WebP : elle est recadrée au format 16:9, convertie en WebP de 1200 × 675 px et nommée d’après l’article; la copie de 640 px des cartes est faite à la construction.',
  }),
  imageAlt: longText.meta({ label: 'Texte de remplacement de l’image', hint: 'Ce que montre l’image, pour qui ne la voit pas.' }),
  tags: z.array(text).meta({ label: 'Mots-clés', one: 'mot-clé', add: 'un mot-clé' }),
  intro: longText.meta({ label: 'Introduction' }),
  cta: z
    .strictObject({
      title: text.meta({ label: 'Titre de l’encadré' }),
      text: longText.meta({ label: 'Texte de l’encadré' }),
      label: text.meta({ label: 'Libellé du bouton' }),
      href: internalPath.meta({ label: 'Page visée' }),
    })
    .meta({ label: 'Encadré de fin', hint: 'L’appel à l’action sous l’article : un titre, un texte et un bouton vers une page du site.' }),
  sources: sources(2, 'au moins 2 sources vérifiables attendues'),
})

export const markdownPageSchema = z.strictObject({
  title,
  description,
  updatedAt: isoDate.meta({ label: 'Dernière modification' }),
  /** When this version takes effect (a policy's « Date d’entrée en vigueur »), shown beside the update date. */
  effectiveAt: isoDate.optional().meta({ label: 'Date d’entrée en vigueur' }),
})

export type Site = z.infer<typeof siteSchema>
/** What a card in a list of articles shows. */
export type ArticleCard = Pick<
  ArticleFrontMatter,
  'canonicalId' | 'title' | 'excerpt' | 'category' | 'image' | 'imageAlt' | 'publishedAt' | 'reviewedAt'
> & {
  routeId: string
}
export type ArticleFrontMatter = z.infer<typeof articleSchema>
type MarkdownPageFrontMatter = z.infer<typeof markdownPageSchema>

/** An article as its page shows it: front matter, route id, the body rendered to HTML and what the build works out. */
export interface Article extends ArticleFrontMatter {
  routeId: string
  html: string
  /** The body's level-2 headings: the table of contents. */
  headings: { id: string; title: string }[]
  /** Words of prose of the article's own text (headings, tables, code and included blocks not counted); the reading time counts the blocks too. */
  proseWords: number
  readingMinutes: number
  /** Two or three other articles to read next. */
  related: ArticleCard[]
}

export interface MarkdownPage extends MarkdownPageFrontMatter {
  name: MarkdownPageName
  html: string
  /** The body's level-2 headings: a long page's table of contents. */
  headings: Article['headings']
}
