/**
 * Text pasted from a word processor, tidied as the CMS saves it, so that the file holds what an editor typing by hand
 * would write: no invisible characters (soft hyphens, zero-width spaces, byte-order marks) or ligatures (ﬁ); French
 * quotation marks, not English ones; a space between a number and « % »; no space before « ! », « ? » and « ; »
 * (Québec usage, as src/content/typography.ts says); and in the Markdown text, a word processor's bullets (•, ◦, ▪)
 * as Markdown's list items, which would otherwise run into one paragraph. The build then adds its non-breaking spaces.
 * The references (sources) are left as written: they quote titles in English as published.
 */

/** Characters a reader never sees, which break a word search or a line in the wrong place. */
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/g
/** Typographic ligatures, one character each (ﬀ ﬁ ﬂ ﬃ ﬄ ﬅ ﬆ). */
const LIGATURES = /[\ufb00-\ufb06]/g
/** English quotation marks around a passage, as a word processor curls them (“ ”, or „ “). */
const ENGLISH_QUOTES = /[“„]\s*([^“”„\n]*?)\s*”/g
/** A number glued to « % » (not a URL's %2F: a percent sign followed by two hexadecimal digits). */
const PERCENT = /(\d)%(?![0-9A-Fa-f]{2})/g
/** Spaces before « ! », « ? » or « ; » after a word: not those inside « ? », where the sign is quoted alone. */
const SPACE_BEFORE_SIGN = /(?<=[^\s\u00a0\u202f«])[ \u00a0\u202f]+(?=[!?;])/g
/** A line that starts with a word processor's bullet, or a tab after its number (1.→tab). */
const BULLET = /^([ \t]*)[•◦▪‣⁃·][ \t\u00a0]*/gm
const NUMBER_TAB = /^([ \t]*\d+[.)])\t+/gm

/** A text of the form, tidied. */
function tidyText(text: string): string {
  return text
    .replace(INVISIBLE, '')
    .replace(LIGATURES, (ligature) => ligature.normalize('NFKC'))
    .replace(ENGLISH_QUOTES, '« $1 »')
    .replace(PERCENT, '$1 %')
    .replace(SPACE_BEFORE_SIGN, '')
}

/** The Markdown text of an entry, tidied: its text, and its bullets as list items. */
function tidyMarkdown(body: string): string {
  return tidyText(body.replace(BULLET, '$1- ').replace(NUMBER_TAB, '$1 '))
}

/** Every text of a value tidied. */
const tidyValue = (value: unknown): unknown => {
  if (typeof value === 'string') return tidyText(value)
  if (Array.isArray(value)) return value.map(tidyValue)
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, tidyValue(item)]))
  return value
}

/** The value of a field of the form (`intro`, `tags.*`, `body`), tidied as its field wants: the references as written. */
export function tidyField(path: string, value: unknown): unknown {
  const field = path.split('.')[0]
  if (field === 'sources') return value
  return field === 'body' && typeof value === 'string' ? tidyMarkdown(value) : tidyValue(value)
}

/** An entry's data with every text tidied (the Markdown text as Markdown), its references left as written. */
export const tidyEntry = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).map(([key, value]) => [key, tidyField(key, value)]))
