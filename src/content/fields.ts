/**
 * The pieces every content schema is made of, and how a field is described: each field of src/content/schema.ts and
 * ./page-schemas.ts carries, in zod's own metadata (.meta), its French label, a hint and the widget the CMS form gives
 * it. The CMS form (scripts/cms/decap-fields.ts), the build's messages (./field-names.ts) and the README's table of
 * an article's fields are drawn from that, the field described once, where it is defined.
 */
import { z } from 'zod'
// The French locale alone: the CMS's script, which checks with these schemas, carries no other language.
import french from 'zod/v4/locales/fr.js'
import { SLUG_PATTERN } from '../site-pages.ts'
import { LINK_KINDS, type LinkKind } from './link-kinds.ts'
import { PROVINCE_CODES } from './postal-address.ts'

/**
 * The widget of a field whose type alone does not say it: a date, an image, a page of the site, an article's
 * identifier, a text of several lines.
 */
export type FieldWidget = 'date' | 'image' | 'page' | 'identifier' | 'long'

declare module 'zod' {
  interface GlobalMeta {
    /** The field's name in the form and in messages: « Prochaine révision ». */
    label?: string
    /** A line under the field in the form. */
    hint?: string
    widget?: FieldWidget
    /** For a list: one of its items (« source », shown « 1 source ») and what its button adds (« une source »). */
    one?: string
    add?: string
  }
}

// Zod's own messages (a number out of range, a value of the wrong type) in French, wherever the schemas are checked;
// a missing field or an empty file said plainly.
z.config(french())
z.config({
  customError: (issue) => {
    if (issue.code !== 'invalid_type') return undefined
    return issue.input === undefined ? 'champ requis' : issue.input === null ? 'vide' : undefined
  },
})

/** Control characters (C0 except tab and line breaks, DEL, C1) betray a badly encoded file. */
// eslint-disable-next-line no-control-regex -- these characters are exactly what the pattern looks for
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/
export const text = z
  .string()
  .trim()
  .min(1, 'texte vide')
  .refine((value) => !CONTROL_CHARACTERS.test(value), 'caractère de contrôle invalide (fichier mal encodé? enregistrez-le en UTF-8)')
/** A text typed in a box of several lines. */
export const longText = text.meta({ widget: 'long' })
export const slug = z.string().regex(SLUG_PATTERN, 'identifiant invalide : minuscules, chiffres et traits d’union seulement')
export const httpsUrl = z.url({ protocol: /^https$/, error: 'adresse web invalide (https:// attendu)' })
export const email = z.email({ error: 'courriel invalide' })
/** The years a date of the site may fall in: none before the web site, none beyond a sensible horizon. */
const DATE_YEARS = { min: 2000, max: 2100 }
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'date invalide : format AAAA-MM-JJ attendu (par exemple 2026-03-31)', abort: true })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
    error: 'date inexistante',
    abort: true,
  })
  .refine(
    (value) => Number(value.slice(0, 4)) >= DATE_YEARS.min && Number(value.slice(0, 4)) <= DATE_YEARS.max,
    `date hors limites : de ${DATE_YEARS.min} à ${DATE_YEARS.max}`,
  )
  .meta({ widget: 'date' })
/** Root-relative path; whether it is a real route is checked once every route is known. */
export const internalPath = z
  .string()
  .regex(/^\/[^\s]*$/, 'chemin interne invalide : doit commencer par /')
  .meta({ widget: 'page' })
export const imagePath = z
  .string()
  .regex(/^\/images\/[a-z0-9/-]+\.(webp|avif)$/, 'image invalide : /images/….webp ou .avif attendu')
  .meta({ widget: 'image' })
export const exactly = <T extends z.ZodType>(item: T, count: number) => z.array(item).length(count, `exactement ${count} éléments attendus`)

/** Fields of the same meaning in many places, described once. */
export const title = text.meta({ label: 'Titre' })
export const lead = longText.meta({ label: 'Chapeau' })
export const paragraph = longText.meta({ label: 'Texte' })
export const name = text.meta({ label: 'Nom' })
export const street = text.meta({ label: 'Rue' })
export const city = text.meta({ label: 'Ville' })
/** The province as its symbol (QC): the structured data gives it so, a displayed address in full (./postal-address.ts). */
export const region = z.enum(PROVINCE_CODES, { error: `province inconnue (attendu : ${PROVINCE_CODES.join(', ')})` }).meta({
  label: 'Province',
  hint: 'Le symbole de la province (QC pour le Québec)\u00a0: les adresses affichées l’écrivent en toutes lettres, «\u00a0Québec (Québec)\u00a0».',
})
export const postalCode = text.meta({ label: 'Code postal' })
/** A list of items of one kind, labelled « Éléments » unless it says more. */
export const items = <T extends z.ZodType>(list: T) => list.meta({ label: 'Éléments', one: 'élément', add: 'un élément' })

// Shared by the articles, the pages and site.yaml.
export const CATEGORIES = ['SANTÉ CARDIAQUE', 'PERFORMANCE', 'TECHNOLOGIE'] as const
export type Category = (typeof CATEGORIES)[number]
export const category = z.enum(CATEGORIES, { error: `catégorie inconnue (attendu : ${CATEGORIES.join(', ')})` })

/** A page's description for search engines and sharing. */
export const descriptionText = longText.meta({ label: 'Description', hint: '170 caractères au plus quand elle sert aux moteurs de recherche.' })
export const description = descriptionText.max(170, '170 caractères au plus')
export const url = httpsUrl.meta({ label: 'Adresse web', hint: 'Commence par https://' })
export const kind = z.enum(LINK_KINDS, { error: `type de lien inconnu (attendu : ${LINK_KINDS.join(', ')})` }).meta({ label: 'Type de lien' })
/** An outbound link of a list in site.yaml; its kind (rel, disclosure) is the list's unless the entry names one. */
export const linkOf = (of: LinkKind) => z.strictObject({ name, url, kind: z.enum(LINK_KINDS).default(of).meta({ label: 'Type de lien' }) })
export const year = (min: number) => z.number().int('année entière attendue').min(min, `année de ${min} à 2100`).max(2100, `année de ${min} à 2100`)

/** A reference an article rests on, shown under « Sources » and given to search engines as a citation. */
const source = z.strictObject({
  authors: text.meta({ label: 'Auteurs', hint: 'Nom et initiales, séparés par des virgules : Zhang D, Shen X, Qi X' }),
  /** Absent for an undated web page, shown « s. d. » (sans date). */
  year: year(1900).optional().meta({ label: 'Année' }),
  title: text.meta({ label: 'Titre de la source' }),
  publisher: text.meta({ label: 'Revue ou éditeur', hint: 'Avec le volume, le numéro et les pages s’il y a lieu.' }),
  url: url.optional(),
  /**
   * The statement of the page the source supports, shown after it as « Citée pour … »: a phrase without its « pour »,
   * which the page adds, nor its final period. A reference cited in several articles may support other statements in
   * each (source-rules.ts compares the citation only).
   */
  citedFor: longText
    .min(10, '10 caractères au moins')
    .max(160, '160 caractères au plus')
    .refine((value) => !/^pour\s/i.test(value), 'sans « pour » au début : la page affiche « Citée pour » devant')
    .refine((value) => !value.endsWith('.'), 'sans point final : la page l’ajoute')
    .meta({
      label: 'Citée pour',
      hint: 'Ce que la source appuie dans la page, sans « pour » ni point final (la page affiche « Citée pour » devant) : par exemple, l’écart des maximums réels autour de 220 − âge.',
    }),
  /** A source is a reference: no commercial tie, unless the article says otherwise. */
  kind: z.enum(LINK_KINDS).default('reference').meta({ label: 'Type de lien' }),
  /**
   * A maker's own documentation (manual, support page, developer session, guide on its site), cited only for what its
   * devices do and shown « Documentation du fabricant » (politique éditoriale).
   */
  manufacturer: z.boolean().default(false).meta({
    label: 'Documentation du fabricant',
    hint: 'Cochez pour un manuel, une page de soutien ou un guide publié par le fabricant : il ne sert qu’à décrire ce que font ses appareils.',
  }),
})
export type Source = z.infer<typeof source>
/** The sources of a page, from `min` to 12. */
export const sources = (min: number, message: string) =>
  z
    .array(source)
    .min(min, message)
    .max(12, '12 sources au plus')
    .meta({ label: 'Sources', hint: `De ${min} à 12 références vérifiées.`, one: 'source', add: 'une source' })
