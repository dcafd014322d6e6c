/**
 * The shape of everything under content/: a file that does not fit stops the build, naming the file and the field; the
 * CMS checks each field of its form against the same schemas (scripts/cms/browser/), with the same French messages.
 */
import { z } from 'zod'
// The French locale alone: the CMS's script, which checks with these schemas, carries no other language.
import french from 'zod/v4/locales/fr.js'
import { ZONE_NUMBERS, type ZoneNumber } from '../heart-rate/zones.ts'
import { SLUG_PATTERN, TOOL_PAGES, type MarkdownPageName, type PageName } from '../site-pages.ts'
import { LINK_KINDS, type LinkKind } from './link-kinds.ts'
import { PLACEHOLDER_FIELDS } from './placeholders.ts'

// Zod's own messages (a number out of range, a value of the wrong type) in French, wherever the schemas are checked;
// a missing field or an empty file said plainly.
z.config(french())
z.config({
  customError: (issue) => {
    if (issue.code !== 'invalid_type') return undefined
    return issue.input === undefined ? 'champ requis' : issue.input === null ? 'vide' : undefined
  },
})

export const CATEGORIES = ['SANTÉ CARDIAQUE', 'PERFORMANCE', 'TECHNOLOGIE'] as const
export type Category = (typeof CATEGORIES)[number]

/** Control characters (C0 except tab and line breaks, DEL, C1) betray a badly encoded file. */
// eslint-disable-next-line no-control-regex -- these characters are exactly what the pattern looks for
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/
const text = z
  .string()
  .trim()
  .min(1, 'texte vide')
  .refine((value) => !CONTROL_CHARACTERS.test(value), 'caractère de contrôle invalide (fichier mal encodé? enregistrez-le en UTF-8)')
const slug = z.string().regex(SLUG_PATTERN, 'identifiant invalide : minuscules, chiffres et traits d’union seulement')
const httpsUrl = z.url({ protocol: /^https$/, error: 'adresse web invalide (https:// attendu)' })
/** The years a date of the site may fall in: none before the web site, none beyond a sensible horizon. */
const DATE_YEARS = { min: 2000, max: 2100 }
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'date invalide : format AAAA-MM-JJ attendu (par exemple 2026-03-31)', abort: true })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
    error: 'date inexistante',
    abort: true,
  })
  .refine((value) => Number(value.slice(0, 4)) >= DATE_YEARS.min && Number(value.slice(0, 4)) <= DATE_YEARS.max, `date hors limites : de ${DATE_YEARS.min} à ${DATE_YEARS.max}`)
  .meta({ cms: 'date' })
/** Root-relative path; whether it is a real route is checked once every route is known. `cms`: the form's widget (src/cms/decap-fields.ts). */
const internalPath = z
  .string()
  .regex(/^\/[^\s]*$/, 'chemin interne invalide : doit commencer par /')
  .meta({ cms: 'page' })
const imagePath = z
  .string()
  .regex(/^\/images\/[a-z0-9/-]+\.(webp|avif)$/, 'image invalide : /images/….webp ou .avif attendu')
  .meta({ cms: 'image' })
/** A page's title and description for search engines and sharing, and the date of its last change (the sitemap's lastmod). */
const meta = z.strictObject({ title: text.max(70, '70 caractères au plus'), description: text.max(170, '170 caractères au plus'), updatedAt: isoDate })
/** An outbound link of a list in site.yaml; its kind (rel, disclosure) is the list's unless the entry names one. */
const linkOf = (kind: LinkKind) => z.strictObject({ name: text, url: httpsUrl, kind: z.enum(LINK_KINDS).default(kind) })
const exactly = <T extends z.ZodType>(item: T, count: number) => z.array(item).length(count, `exactement ${count} éléments attendus`)

export const siteSchema = z.strictObject({
  name: text,
  tagline: text,
  description: text,
  baseUrl: httpsUrl.refine((url) => !url.endsWith('/'), 'sans barre oblique finale'),
  email: z.email({ error: 'courriel invalide' }),
  foundingYear: z.number().int('année entière attendue').min(2000, 'année de 2000 à 2100').max(2100, 'année de 2000 à 2100'),
  editorialAuthor: text,
  defaultImage: imagePath,
  defaultImageAlt: text,
  postalAddress: z.strictObject({ street: text, city: text, region: text, postalCode: text, country: text }),
  disclaimer: text,
  shop: z.strictObject({
    name: text,
    tagline: text,
    url: httpsUrl,
    kind: z.enum(LINK_KINDS),
    street: text,
    city: text,
    region: text,
    postalCode: text,
    phone: z.string().regex(/^\d{3} \d{3}-\d{4}$/, 'téléphone invalide : format 418 555-0142 attendu'),
  }),
  /** The network's sites: partner links. */
  partners: exactly(linkOf('partner').extend({ description: text }), 4),
  social: z.array(linkOf('social')).min(1),
  /** External links an editor may name in Markdown as lien:key; commercial ones get their disclosure next to them. */
  links: z.record(slug, z.strictObject({ url: httpsUrl, kind: z.enum(LINK_KINDS, { error: `type de lien inconnu (attendu : ${LINK_KINDS.join(', ')})` }) })),
  operator: text,
  privacyOfficer: z.strictObject({ title: text, email: z.email({ error: 'courriel invalide' }) }),
  providers: z.strictObject({ host: text, mail: text }),
  /** Fields still holding a stand-in value, that the build names in a warning each time it runs (./placeholders.ts). */
  placeholders: z.array(z.enum(PLACEHOLDER_FIELDS, { error: `champ inconnu (attendu : ${PLACEHOLDER_FIELDS.join(', ')})` })).default([]),
})

/** A reference an article rests on, shown under « Sources » and given to search engines as a citation. */
const source = z.strictObject({
  authors: text,
  /** Absent for an undated web page, shown « s. d. » (sans date). */
  year: z.number().int('année entière attendue').min(1900, 'année de 1900 à 2100').max(2100, 'année de 1900 à 2100').optional(),
  title: text,
  publisher: text,
  url: httpsUrl.optional(),
  /**
   * The statement of the page the source supports, shown after it as « Citée pour … »: a phrase without its « pour »,
   * which the page adds, nor its final period. A reference cited in several articles may support other statements in
   * each (source-rules.ts compares the citation only).
   */
  citedFor: text
    .min(10, '10 caractères au moins')
    .max(160, '160 caractères au plus')
    .refine((value) => !/^pour\s/i.test(value), 'sans « pour » au début : la page affiche « Citée pour » devant')
    .refine((value) => !value.endsWith('.'), 'sans point final : la page l’ajoute'),
  /** A source is a reference: no commercial tie, unless the article says otherwise. */
  kind: z.enum(LINK_KINDS).default('reference'),
  /**
   * A maker's own documentation (manual, support page, developer session, guide on its site), cited only for what its
   * devices do and shown « Documentation du fabricant » (politique éditoriale).
   */
  manufacturer: z.boolean().default(false),
})
export type Source = z.infer<typeof source>

/** A real person who reviewed the article, named only when there is one (never invented): « Révisé par … ». */
const reviewer = z.strictObject({ name: text, credential: text, organization: text.optional() })
export type Reviewer = z.infer<typeof reviewer>

export const articleSchema = z.strictObject({
  canonicalId: slug,
  title: text.max(90, '90 caractères au plus'),
  description: text.max(170, '170 caractères au plus'),
  excerpt: text.max(200, '200 caractères au plus'),
  category: z.enum(CATEGORIES, { error: `catégorie inconnue (attendu : ${CATEGORIES.join(', ')})` }),
  publishedAt: isoDate,
  modifiedAt: isoDate,
  /** « Dernière révision » and « Prochaine révision ». */
  reviewedAt: isoDate,
  nextReviewAt: isoDate,
  reviewer: reviewer.optional(),
  author: text,
  image: imagePath,
  imageAlt: text,
  tags: z.array(text),
  intro: text,
  cta: z.strictObject({ title: text, text, label: text, href: internalPath }),
  sources: z.array(source).min(2, 'au moins 2 sources vérifiables attendues').max(12, '12 sources au plus'),
})

export const markdownPageSchema = z.strictObject({
  title: text,
  description: text.max(170, '170 caractères au plus'),
  updatedAt: isoDate,
  /** When this version takes effect (a policy's « Date d’entrée en vigueur »), shown beside the update date. */
  effectiveAt: isoDate.optional(),
})

const section = z.strictObject({ title: text, lead: text })

/** What the zones guide says of each zone, written with its zone number and joined to the zone table by it, here only. */
const zoneText = z.strictObject({
  zone: z.union(ZONE_NUMBERS.map((n) => z.literal(n))),
  description: text,
  goal: text,
  talkTest: text,
  benefits: exactly(text, 4),
})
export type ZoneText = z.infer<typeof zoneText>
const zoneTexts = z.array(zoneText).transform((items, ctx): Record<ZoneNumber, ZoneText> => {
  const at = (zone: ZoneNumber) => items.find((item) => item.zone === zone)
  const [one, two, three, four, five] = ZONE_NUMBERS.map(at)
  if (one && two && three && four && five && items.length === ZONE_NUMBERS.length) return { 1: one, 2: two, 3: three, 4: four, 5: five }
  ctx.addIssue({ code: 'custom', message: 'chaque zone de 1 à 5 une fois et une seule', input: items })
  return z.NEVER
})

/** Articles a page suggests reading next: their ids in the page's YAML, checked and turned into cards by the loader. */
const furtherReading = z.strictObject({
  title: text,
  articles: z.array(slug).min(2, 'au moins 2 articles attendus').max(3, '3 articles au plus'),
})

/**
 * A test readers run themselves (a page under /outils): the protocol, what the page explains, the sources it rests on
 * and the articles that teach the test. Its thresholds and messages are not content: they live with its arithmetic
 * (src/heart-rate/), and the page shows them from there.
 */
const toolPage = z.strictObject({
  meta,
  title: text,
  lead: text,
  protocol: z.strictObject({ title: text, steps: z.array(text).min(2, 'au moins 2 étapes attendues') }),
  sections: z.array(z.strictObject({ title: text, paragraphs: z.array(text).min(1) })).min(1),
  sources: z.array(source).min(1, 'au moins 1 source vérifiable attendue').max(12, '12 sources au plus'),
  furtherReading,
})

/** Each page of src/site-pages.ts and the shape of its YAML file, content/pages/<name>.yaml. */
export const PAGE_SCHEMAS = {
  accueil: z.strictObject({
    meta,
    hero: z.strictObject({ eyebrow: text, title: text, lead: text, primaryCta: text, secondaryCta: text }),
    features: z.strictObject({
      title: text,
      items: exactly(z.strictObject({ title: text, text, articleId: slug, linkLabel: text }), 3),
    }),
    calculator: section,
    articles: section,
    network: section,
  }),
  'calculateur-bpm': z.strictObject({
    meta,
    title: text,
    lead: text,
    zoneGroups: z.strictObject({
      title: text,
      items: exactly(z.strictObject({ zones: z.enum(['1-2', '3-4', '5']), title: text, text }), 3),
    }),
    advice: z.strictObject({ title: text, items: z.array(text).min(1) }),
    furtherReading,
  }),
  'zones-cardiaques': z.strictObject({
    meta,
    title: text,
    lead: text,
    zones: zoneTexts,
    recommendations: z.strictObject({
      title: text,
      lead: text,
      levels: exactly(z.strictObject({ level: text, split: text, text, sessions: text }), 3),
    }),
    calculator: z.strictObject({ title: text, text, label: text }),
    furtherReading,
  }),
  articles: z.strictObject({
    meta,
    title: text,
    lead: text,
    categories: z
      .array(z.strictObject({ name: z.enum(CATEGORIES, { error: `catégorie inconnue (attendu : ${CATEGORIES.join(', ')})` }), description: text }))
      .refine((items) => CATEGORIES.every((name) => items.filter((item) => item.name === name).length === 1), 'chaque catégorie une fois et une seule'),
  }),
  'a-propos': z.strictObject({
    meta,
    title: text,
    lead: text,
    /** editorialPolicyLink: the words of the link to the editorial policy, under the paragraphs. */
    mission: z.strictObject({ title: text, paragraphs: z.array(text).min(1), editorialPolicyLink: text }),
    pillars: z.strictObject({ title: text, items: exactly(z.strictObject({ title: text, text }), 4) }),
    partners: section,
    disclaimerTitle: text,
  }),
  contact: z.strictObject({
    meta,
    title: text,
    lead: text,
    form: z.strictObject({ title: text, nameLabel: text, emailLabel: text, messageLabel: text, submitLabel: text, help: text, privacyNotice: text }),
    address: z.strictObject({ title: text }),
    email: z.strictObject({ title: text, text }),
    social: z.strictObject({ title: text }),
  }),
  outils: z.strictObject({
    meta,
    title: text,
    lead: text,
    /** What each test is for, in the order the page lists them: every page under /outils once. */
    tools: z
      .array(z.strictObject({ page: z.enum(TOOL_PAGES.map((page) => page.name)), text }))
      .refine((items) => TOOL_PAGES.every(({ name }) => items.filter((item) => item.page === name).length === 1), 'chaque outil une fois et une seule'),
    privacy: text,
  }),
  'test-recuperation-cardiaque': toolPage,
  'test-derive-cardiaque': toolPage,
  'journal-frequence-cardiaque-repos': toolPage,
} satisfies Record<PageName, z.ZodType>

/** A page's reading suggestions as the page shows them: cards (the loader replaces the ids). */
export interface FurtherReading {
  title: string
  articles: ArticleCard[]
}
type WithCards<T> = T extends { furtherReading: unknown } ? Omit<T, 'furtherReading'> & { furtherReading: FurtherReading } : T

export type PageContent<N extends PageName> = WithCards<z.output<(typeof PAGE_SCHEMAS)[N]>>
export type Site = z.infer<typeof siteSchema>
export type ArticleFrontMatter = z.infer<typeof articleSchema>
type MarkdownPageFrontMatter = z.infer<typeof markdownPageSchema>

/** What a card in a list of articles shows. */
export type ArticleCard = Pick<ArticleFrontMatter, 'title' | 'excerpt' | 'category' | 'image' | 'imageAlt' | 'publishedAt'> & { routeId: string }

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
