/**
 * French (Québec) typography, applied by the build to every text an editor writes, so that nobody has to type a
 * non-breaking space: before « : », « % », « $ » and « » », after « « », and between the digit groups of a number
 * (« 12 000 pas »); nor a superscript: « no 5 » is drawn « nᵒ 5 ». Québec usage puts no space before « ; », « ? » and « ! », so those are left as written.
 */
const NBSP = '\u00a0'

/**
 * A number written in groups of three: a head of one to three digits that starts a word (not the end of a year, a
 * time or a decimal number), then groups of exactly three digits. A group followed by a hyphen and digits is the
 * start of a telephone number (418 555-0142), not a thousand.
 */
const DIGIT_GROUPS = /(?<![\p{L}\p{N}.,:/-])\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?!\d|-\d)/gu

/**
 * A unit after a number (« 60 BPM », « 5 km », « 30 min », « 45 s ») stays on the number's line: the space between
 * them is made non-breaking. Only symbols and abbreviations, which a line must not leave alone.
 */
const UNIT_AFTER_NUMBER = /(\d)[ \u202f]+(BPM|bpm|km|kg|mg|min|ms|mmHg|°C|s|h|cm|mL|m)(?![\p{L}\p{N}])/gu

/** Millimetres of mercury, written in two words (« 130/80 mm Hg »): the number and both words on one line. */
const MILLIMETRES_OF_MERCURY = /(\d)[ \u00a0\u202f]+mm[ \u00a0\u202f]+Hg(?![\p{L}\p{N}])/gu

/** « numéro » abbreviated before its number (« vol. 5, no 1 », « directive no 307 »): the o raised, as the OQLF writes it. */
const NUMERO = /(?<![\p{L}\p{N}])no[ \u00a0\u202f]+(?=\d)/gu

export function frenchSpacing(text: string): string {
  return text
    .replace(DIGIT_GROUPS, (number) => number.replace(/[ \u202f]/g, NBSP))
    .replace(UNIT_AFTER_NUMBER, `$1${NBSP}$2`)
    .replace(MILLIMETRES_OF_MERCURY, `$1${NBSP}mm${NBSP}Hg`)
    .replace(/[ \u00a0\u202f]+([:%$»])/g, `${NBSP}$1`)
    .replace(/«[ \u00a0\u202f]+/g, `«${NBSP}`)
    .replace(NUMERO, `n\u1d52${NBSP}`)
}

/**
 * The same, applied to every string of a parsed YAML value before its schema checks it (URLs, paths and addresses
 * hold no space, so they pass unchanged; a length is counted on the text as the page shows it).
 */
export function withFrenchSpacing(value: unknown): unknown {
  if (typeof value === 'string') return frenchSpacing(value)
  if (Array.isArray(value)) return value.map(withFrenchSpacing)
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withFrenchSpacing(item)]))
  return value
}
