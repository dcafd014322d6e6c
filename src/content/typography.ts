/**
 * French (Québec) typography, applied by the build to every text an editor writes, so that nobody has to type a
 * non-breaking space: before « : », « % », « $ » and « » », after « « », and between the digit groups of a number
 * (« 12 000 pas »), between a number and the word after it (« 65 ans »), and between a month and its year; nor a superscript: « no 5 » is drawn « nᵒ 5 », « 1er » « 1ᵉʳ ». Québec usage puts no space before « ; », « ? » and « ! », so those are left as written.
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

/**
 * A word after a number written in digits (« 65 ans », « 10 minutes », « 3 séances », « 10 janvier »): the OQLF
 * keeps them on one line, « afin de ne pas séparer un nombre […] écrit en chiffres du nom […] qui le suit ». Not a
 * little word that only follows the number (« de 60 à 100 », « 3 ou 4 », « 12 des 20 »).
 */
const WORD_AFTER_NUMBER =
  /(\d)[ \u202f]+(?!(?:à|a|au|aux|avec|ce|ces|cette|chez|contre|dans|de|des|du|en|entre|est|et|la|le|les|mais|moins|ni|ou|par|plus|pour|puis|que|qui|sans|selon|soit|sont|sur|un|une|vers)(?![\p{L}\p{N}]))(?=\p{L})/gu

/** A month and its year (« janvier 2025 »), which the OQLF also keeps together in a date. */
const MONTH_BEFORE_YEAR =
  /(?<![\p{L}])(janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)[ \u202f]+(?=\d{4}(?!\d))/gu

/** Millimetres of mercury, written in two words (« 130/80 mm Hg »): the number and both words on one line. */
const MILLIMETRES_OF_MERCURY = /(\d)[ \u00a0\u202f]+mm[ \u00a0\u202f]+Hg(?![\p{L}\p{N}])/gu

/** « numéro » abbreviated before its number (« vol. 5, no 1 », « directive no 307 »): the o raised, as the OQLF writes it. */
const NUMERO = /(?<![\p{L}\p{N}])no[ \u00a0\u202f]+(?=\d)/gu

/**
 * An ordinal written with letters after its digits (« 1er décembre », « 1re séance », « 2e semaine »): the letters raised,
 * as the OQLF writes them (1ᵉʳ, 1ʳᵉ, 2ᵉ). Not inside an address or a code (« le-1er-mai », « 3e8 »).
 */
const ORDINAL = /(?<![\p{L}\p{N}/._-])(1)(er|re|ers|res)(?![\p{L}\p{N}/._-])|(?<![\p{L}\p{N}/._-])(\d{1,2})(e|es)(?![\p{L}\p{N}/._-])/gu
const RAISED: Record<string, string> = {
  er: '\u1d49\u02b3',
  re: '\u02b3\u1d49',
  ers: '\u1d49\u02b3\u02e2',
  res: '\u02b3\u1d49\u02e2',
  e: '\u1d49',
  es: '\u1d49\u02e2',
}

/** The word after a raised ordinal (« 1ᵉʳ décembre », « 2ᵉ semaine ») stays on its line, as after a number. */
const WORD_AFTER_ORDINAL = /(\d[\u1d49\u02b3\u02e2]+)[ \u202f]+(?=\p{L})/gu

export function frenchSpacing(text: string): string {
  return text
    .replace(DIGIT_GROUPS, (number) => number.replace(/[ \u202f]/g, NBSP))
    .replace(UNIT_AFTER_NUMBER, `$1${NBSP}$2`)
    .replace(MILLIMETRES_OF_MERCURY, `$1${NBSP}mm${NBSP}Hg`)
    .replace(WORD_AFTER_NUMBER, `$1${NBSP}`)
    .replace(MONTH_BEFORE_YEAR, `$1${NBSP}`)
    .replace(/[ \u00a0\u202f]+([:%$»])/g, `${NBSP}$1`)
    .replace(/«[ \u00a0\u202f]+/g, `«${NBSP}`)
    .replace(NUMERO, `n\u1d52${NBSP}`)
    .replace(ORDINAL, (_whole, one?: string, first?: string, number?: string, other?: string) =>
      one ? `${one}${RAISED[first!]}` : `${number}${RAISED[other!]}`,
    )
    .replace(WORD_AFTER_ORDINAL, `$1${NBSP}`)
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
