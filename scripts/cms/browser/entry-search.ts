/**
 * The CMS's search finds what an entry says. Decap's looks for the search words, fuzzily, in an article's title and
 * author only: « grossesse » found 2 of the 8 articles that speak of pregnancy. Here every file of every collection
 * is searched whole (front matter and text), without regard to case or accents; an entry is found when it holds every
 * word, those that say them in their title first, then those that say them most.
 */
import { Backend } from 'decap-cms-core/dist/esm/backend.js'

/** Text as searched: lower case, without accents, its apostrophes alike. */
const searchable = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[’ʼ]/g, "'").toLowerCase()

const occurrences = (text: string, word: string) => text.split(word).length - 1

/** How well an entry answers the words: 0 if one of them is missing from its file. */
function searchScore(file: string, title: string, words: readonly string[]): number {
  const [text, heading] = [searchable(file), searchable(title)]
  if (!words.length || words.some((word) => !text.includes(word))) return 0
  return words.reduce((score, word) => score + occurrences(text, word) + (heading.includes(word) ? 1000 : 0), 0)
}

/** Makes the CMS's search read every entry whole. */
export function searchWholeEntries() {
  Backend.prototype.search = async function (collections: Iterable<unknown>, searchTerm: string) {
    const words = searchable(searchTerm).split(/\s+/).filter(Boolean)
    const found = await Promise.all(
      [...collections].map(async (collection) =>
        (await this.listAllEntries(collection)).map((entry) => ({
          entry,
          score: searchScore(entry.raw, typeof entry.data.title === 'string' ? entry.data.title : '', words),
        })),
      ),
    )
    return {
      entries: found
        .flat()
        .filter(({ score }) => score > 0)
        .sort((a, b) => b.score - a.score)
        .map(({ entry }) => entry),
    }
  }
}
