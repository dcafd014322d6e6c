/**
 * Boilerplate stops the build: a long passage word for word the same in two files of content/ is written once, as a
 * shared block (content/blocs/, included by {{bloc:nom}}) or on one page that the others link to. Words are compared
 * after the spaces, apostrophes, quotation marks, dashes and Markdown marks are set aside, letter case too; an
 * inclusion is one word, {{bloc:nom}}, so that an included block never counts as pasted.
 */
import { computeAlways, type Memo } from './memo.ts'
import type { ContentProblem } from './problems.ts'

/**
 * Consecutive identical words from which two files share a passage.
 * @internal also used by tests, outside the production code
 */
export const REPEATED_PASSAGE_WORDS = 25
/** How many words of a passage a message quotes. */
const QUOTED_WORDS = 12

/** A file of content/ and its texts: an article's introduction and body, each string of a page's YAML… */
export interface ContentText {
  file: string
  /** Separate texts of the file: a passage never runs from one to the next. */
  texts: readonly string[]
  /** Files of one group (the legal pages) are not compared with one another, only with the others. */
  group?: string | undefined
}

/**
 * The words of a file, one entry per word in two columns: the word as compared, as a number (the same word has the
 * same number in every file: a 32-bit hash of it), and the text it is in.
 */
interface Words {
  length: number
  id: Int32Array
  text: Int32Array
}

/** Letters and digits, with the apostrophe or hyphen inside a word; a link's address is not text. */
const WORD = /\{\{[^}]*\}\}|[\p{L}\p{N}]+(?:[’'\u2010\u2011–-][\p{L}\p{N}]+)*/gu

/** An inclusion stands for a whole block: it matches nothing, so that no passage runs across it. */
const INCLUSION = /^\{\{\s*bloc\s*:/

const compared = (word: string) => {
  const lower = word.toLowerCase()
  return /[’\u2010\u2011–\s]/.test(lower)
    ? lower
        .replace(/’/g, "'")
        .replace(/[\u2010\u2011–]/g, '-')
        .replace(/\s+/g, '')
    : lower
}

/**
 * A word's number: its FNV-1a hash. Two words rarely share one, and a passage counts as repeated only when all its
 * REPEATED_PASSAGE_WORDS numbers are the same; a file's numbers owe nothing to the other files, so that they can be
 * kept from one build to the next.
 */
function idOf(word: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < word.length; index++) hash = Math.imul(hash ^ word.charCodeAt(index), 0x01000193)
  return hash
}

/** Each word of the texts, in order: the text it is in, and the match. */
function* eachWord(texts: readonly string[]) {
  for (const [index, source] of texts.entries()) {
    for (const match of source.replace(/\]\([^)]*\)/g, (link) => ']'.padEnd(link.length)).matchAll(WORD)) yield { index, match }
  }
}

function wordsOf(file: string, texts: readonly string[]): Words {
  const id: number[] = []
  const text: number[] = []
  for (const { index, match } of eachWord(texts)) {
    id.push(idOf(INCLUSION.test(match[0]) ? `${match[0]} ${file} ${index} ${match.index}` : compared(match[0])))
    text.push(index)
  }
  return { length: id.length, id: Int32Array.from(id), text: Int32Array.from(text) }
}

const FIRST_BASE = 0x01000193
const SECOND_BASE = 0x5bd1e995
/** A base to the power of the passage's length, in 32 bits: what a word leaving the passage weighed in its number. */
const powerOf = (base: number) => {
  let power = 1
  for (let count = 0; count < REPEATED_PASSAGE_WORDS; count++) power = Math.imul(power, base)
  return power
}
const FIRST_POWER = powerOf(FIRST_BASE)
const SECOND_POWER = powerOf(SECOND_BASE)

/**
 * The number of each passage of REPEATED_PASSAGE_WORDS words of a file, by its first word, rolled from one passage
 * to the next (one word in, one word out): two 32-bit polynomial hashes of the words' numbers. Two passages with the
 * same numbers are still compared word by word (samePassage) before they count as one.
 */
function passageHashes(words: Words, visit: (at: number, first: number, second: number) => void) {
  let first = 0
  let second = 0
  for (let index = 0; index < words.length; index++) {
    const id = words.id[index]! + 1
    first = (Math.imul(first, FIRST_BASE) + id) | 0
    second = (Math.imul(second, SECOND_BASE) + id) | 0
    const at = index - REPEATED_PASSAGE_WORDS + 1
    if (at > 0) {
      const gone = words.id[at - 1]! + 1
      first = (first - Math.imul(gone, FIRST_POWER)) | 0
      second = (second - Math.imul(gone, SECOND_POWER)) | 0
    }
    if (at >= 0) visit(at, first, second)
  }
}

/**
 * Where each passage was first seen (its file and first word), by its two numbers: a table of open addressing in
 * typed arrays, so that the million passages of a thousand articles are not a million objects.
 */
function passageTable(passages: number) {
  let size = 1024
  while (size < passages * 2) size *= 2
  const mask = size - 1
  const firsts = new Int32Array(size)
  const seconds = new Int32Array(size)
  const files = new Int32Array(size).fill(-1)
  const ats = new Int32Array(size)
  return {
    /** The place first recorded under these numbers, or null once this one is recorded. */
    seenAt(first: number, second: number, file: number, at: number): { file: number; at: number } | null {
      let slot = (Math.imul(first, 0x9e3779b1) >>> 0) & mask
      while (files[slot] !== -1) {
        if (firsts[slot] === first && seconds[slot] === second) return { file: files[slot]!, at: ats[slot]! }
        slot = (slot + 1) & mask
      }
      firsts[slot] = first
      seconds[slot] = second
      files[slot] = file
      ats[slot] = at
      return null
    },
  }
}

const samePassage = (words: Words, at: number, other: Words, otherAt: number) => {
  for (let offset = 0; offset < REPEATED_PASSAGE_WORDS; offset++) if (words.id[at + offset] !== other.id[otherAt + offset]) return false
  return true
}

/** The passages of `length` words from `at` that stay within one text. */
const inOneText = (words: Words, at: number, length: number) => at + length <= words.length && words.text[at] === words.text[at + length - 1]

/** The passage of `length` words from the word `at` of the file, its first QUOTED_WORDS words as written. */
function quote(file: ContentText, at: number, length: number): string {
  const words = [...eachWord(file.texts)]
  const first = words[at]!
  const last = words[at + Math.min(length, QUOTED_WORDS) - 1]!
  const text = (file.texts[first.index] ?? '')
    .slice(first.match.index, last.match.index + last.match[0].length)
    .replace(/\]\([^)]*\)/g, '')
    .replace(/[*_`[\]]/g, '')
    .replace(/\s+/g, ' ')
  return length > QUOTED_WORDS ? `${text}…` : text
}

/**
 * Every pair of files that share a passage of REPEATED_PASSAGE_WORDS words or more, one problem per pair, in French,
 * on the later file, naming the earlier one, the passage's length and its first words.
 */
export function repeatedPassages(files: readonly ContentText[], memo: Memo = computeAlways): ContentProblem[] {
  const words = files.map(({ file, texts }) => memo('words', [file, ...texts], () => wordsOf(file, texts)))
  const seen = passageTable(words.reduce((sum, own) => sum + own.length, 0))
  const problems: ContentProblem[] = []
  words.forEach((own, fileIndex) => {
    const reported = new Set<number>()
    const group = files[fileIndex]?.group
    passageHashes(own, (at, first, second) => {
      if (!inOneText(own, at, REPEATED_PASSAGE_WORDS)) return
      const place = seen.seenAt(first, second, fileIndex, at)
      if (place === null) return
      const { file: earlierFile, at: earlierAt } = place
      const other = words[earlierFile]!
      // A passage first seen in this same file, or a different passage under the same number, is no repetition.
      if (earlierFile === fileIndex || !samePassage(own, at, other, earlierAt)) return
      if (reported.has(earlierFile) || (group !== undefined && files[earlierFile]?.group === group)) return
      reported.add(earlierFile)
      // The whole passage: as far as both files go on alike.
      let length = REPEATED_PASSAGE_WORDS
      while (
        at + length < own.length &&
        other.id[earlierAt + length] === own.id[at + length] &&
        inOneText(own, at, length + 1) &&
        inOneText(other, earlierAt, length + 1)
      )
        length++
      problems.push({
        file: files[fileIndex]?.file ?? '',
        message: `même passage de ${length} mots que ${files[earlierFile]?.file} (« ${quote(files[fileIndex] as ContentText, at, length)} ») ; gardez-le dans un seul des deux fichiers et, dans l’autre, faites un lien vers lui (dans le CMS : un lien Markdown vers l’adresse de la page); un passage que plusieurs pages doivent dire mot pour mot va dans un bloc de content/blocs, à créer dans le dépôt, inclus par {{bloc:nom}}`,
      })
    })
  })
  return problems
}
