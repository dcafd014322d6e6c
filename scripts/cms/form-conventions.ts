/**
 * What config.yml (./decap-config.ts) and the CMS's code in the browser (./browser/) agree on: the site's own
 * widgets, the update dates the CMS sets, where the files an editor sends are kept.
 */

/** The site's own widgets of the CMS form, by the name config.yml gives them. */
export const SITE_WIDGETS = {
  /** A date, AAAA-MM-JJ, typed or picked (./browser/date-widget.tsx). */
  date: 'date-aaaa-mm-jj',
  /** An image sent from the computer, converted to WebP and named after the article (./browser/image-widget.tsx). */
  image: 'image-webp',
  /** The Markdown text, with the site's syntax explained (./browser/body-widget.tsx). */
  body: 'texte-markdown',
  /** An article's identifier, with the addresses it gives the article (./browser/identifier-widget.tsx). */
  identifier: 'identifiant-article',
} as const

/** How the CMS writes each kind of file: as Decap does, but into the text the file held (./browser/file-formats.ts). */
export const FILE_FORMATS = { yaml: 'yaml-tel-quel', frontMatter: 'markdown-tel-quel' } as const

/** The date each collection's files keep of their last change, by its path in the data: set by the CMS at each save. */
export const UPDATE_DATE_FIELDS: Readonly<Record<string, string>> = { articles: 'modifiedAt', pages: 'meta.updatedAt', legal: 'updatedAt' }

/** Where `npm run edit` checks an entry before it is saved (./draft-check.ts); the published CMS has no such server. */
export const DRAFT_CHECK_PATH = '/admin/verifier'

/** public/, served at the site's root. */
export const PUBLIC_DIR = 'public'
/** The articles' images, by their address: /images/articles/<article>.webp. */
export const ARTICLE_IMAGE_FOLDER = '/images/articles'
