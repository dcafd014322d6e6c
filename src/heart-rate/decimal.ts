/**
 * The site's one reading of a number written to it, by a reader in a field of the calculator or of a test, or by a
 * shared link. The three ways it is written: `typed`, a field once typed (« 146 », « 52,5 », « 52.5 », spaces
 * around); `typing`, a field the calculator reads at each keystroke, with a sign (« -3 » is an age out of bounds, not
 * an unreadable one) and a decimal not yet typed (« 52, », « ,5 »); `link`, a value of an address, as written (no
 * space) and of three digits at most before the decimal.
 */
const GRAMMARS = {
  typed: /^\s*\d+([.,]\d+)?\s*$/,
  typing: /^\s*[-+]?(\d+[.,]?\d*|[.,]\d+)\s*$/,
  link: /^\d{1,3}([.,]\d+)?$/,
}

/**
 * A number with a decimal comma or point, nothing else, written the `written` way. Null when the text is empty or is
 * not such a number (« 52 ans », « 1e2 », « 0x10 », « Infinity », that JavaScript would read): the field then says it
 * cannot be read, rather than guessing.
 */
export const parseDecimal = (text: string, written: keyof typeof GRAMMARS = 'typed'): number | null =>
  GRAMMARS[written].test(text) ? Number(text.replace(',', '.')) : null
