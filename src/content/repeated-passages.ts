/**
 * Boilerplate stops the build: a long passage word for word the same in two files of content/ is written once, as a
 * shared block (content/blocs/, included by {{bloc:nom}}) or on one page that the others link to. Words are compared
 * after the spaces, apostrophes, quotation marks, dashes and Markdown marks are set aside, letter case too; an
 * inclusion is one word, {{bloc:nom}}, so that an included block never counts as pasted.
 */
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

interface Word {
  /** The word as compared, as a number: the same word has the same number in every file. */
  id: number
  /** Where it starts and ends in its text, to quote it. */
  start: number
  end: number
  text: number
}

/** Letters and digits, with the apostrophe or hyphen inside a word; a link's address is not text. */
const WORD = /\{\{[^}]*\}\}|[\p{L}\p{N}]+(?:[’'\u2010\u2011–-][\p{L}\p{N}]+)*/gu

/** An inclusion stands for a whole block: it matches nothing, so that no passage runs across it. */
const INCLUSION = /^\{\{\s*bloc\s*:/

function wordsOf(file: string, texts: readonly string[], ids: Map<string, number>): Word[] {
  const idOf = (key: string) => ids.get(key) ?? ids.set(key, ids.size).size - 1
  return texts.flatMap((source, text) =>
    [...source.replace(/\]\([^)]*\)/g, (link) => ']'.padEnd(link.length)).matchAll(WORD)].map((match) => ({
      id: idOf(
        INCLUSION.test(match[0])
          ? `${match[0]} ${file} ${text} ${match.index}`
          : match[0].toLowerCase().replace(/’/g, "'").replace(/[\u2010\u2011–]/g, '-').replace(/\s+/g, ''),
      ),
      start: match.index,
      end: match.index + match[0].length,
      text,
    })),
  )
}

/**
 * The passage of REPEATED_PASSAGE_WORDS words from `at`, as a number: two 32-bit hashes of its words' numbers, in
 * 53 bits. Numbers, not the words joined, keep a thousand articles' passages in memory; two passages with the same
 * number are still compared word by word (samePassage) before they count as one.
 */
function passageHash(words: readonly Word[], at: number): number {
  let first = 0x811c9dc5
  let second = 0x9747b28c
  for (let index = at; index < at + REPEATED_PASSAGE_WORDS; index++) {
    const id = words[index]?.id ?? -1
    first = Math.imul(first ^ id, 0x01000193)
    second = Math.imul(second + id, 0x5bd1e995) ^ (second >>> 15)
  }
  return (first >>> 0) * 2 ** 21 + ((second >>> 0) & 0x1fffff)
}

const samePassage = (words: readonly Word[], at: number, other: readonly Word[], otherAt: number) => {
  for (let offset = 0; offset < REPEATED_PASSAGE_WORDS; offset++) if (words[at + offset]?.id !== other[otherAt + offset]?.id) return false
  return true
}

/** The passages of `length` words from `at` that stay within one text. */
const inOneText = (words: readonly Word[], at: number, length: number) => words[at]?.text === words[at + length - 1]?.text

function quote(file: ContentText, words: readonly Word[], at: number, length: number): string {
  const first = words[at]
  const last = words[at + Math.min(length, QUOTED_WORDS) - 1]
  if (!first || !last) return ''
  const text = (file.texts[first.text] ?? '')
    .slice(first.start, last.end)
    .replace(/\]\([^)]*\)/g, '')
    .replace(/[*_`[\]]/g, '')
    .replace(/\s+/g, ' ')
  return length > QUOTED_WORDS ? `${text}…` : text
}

/**
 * Every pair of files that share a passage of REPEATED_PASSAGE_WORDS words or more, one problem per pair, in French,
 * on the later file, naming the earlier one, the passage's length and its first words.
 */
export function repeatedPassages(files: readonly ContentText[]): ContentProblem[] {
  const ids = new Map<string, number>()
  const words = files.map((file) => wordsOf(file.file, file.texts, ids))
  /** Where each passage of the earlier files was first seen, by its number. */
  const seen = new Map<number, { file: number; at: number }>()
  const problems: ContentProblem[] = []
  words.forEach((own, fileIndex) => {
    const reported = new Set<number>()
    const ownSeen = new Map<number, number>()
    for (let at = 0; at + REPEATED_PASSAGE_WORDS <= own.length; at++) {
      if (!inOneText(own, at, REPEATED_PASSAGE_WORDS)) continue
      const key = passageHash(own, at)
      const candidate = seen.get(key)
      const earlier = candidate && samePassage(own, at, words[candidate.file] ?? [], candidate.at) ? candidate : undefined
      const group = files[fileIndex]?.group
      if (earlier && !reported.has(earlier.file) && (group === undefined || files[earlier.file]?.group !== group)) {
        reported.add(earlier.file)
        // The whole passage: as far as both files go on alike.
        const other = words[earlier.file] ?? []
        let length = REPEATED_PASSAGE_WORDS
        while (own[at + length] && other[earlier.at + length]?.id === own[at + length]?.id && inOneText(own, at, length + 1) && inOneText(other, earlier.at, length + 1)) length++
        problems.push({
          file: files[fileIndex]?.file ?? '',
          message: `même passage de ${length} mots que ${files[earlier.file]?.file} (« ${quote(files[fileIndex] as ContentText, own, at, length)} ») ; écrivez-le une fois, dans un bloc de content/blocs inclus par {{bloc:nom}} ou sur une page vers laquelle les autres font un lien`,
        })
      }
      if (!ownSeen.has(key)) ownSeen.set(key, at)
    }
    for (const [key, at] of ownSeen) if (!seen.has(key)) seen.set(key, { file: fileIndex, at })
  })
  return problems
}
