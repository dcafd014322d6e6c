import { Fragment, type ReactNode } from 'react'

/** Words of a text to make a link, and the link the page wants around them. */
export interface WordsLink {
  words: string
  link: (words: string) => ReactNode
}

/**
 * A text written in a page's YAML with some of its words made links: each `words`, found in `text` (the page's schema
 * checks so), given to its `link`, in the order the text gives them.
 */
export function LinkedWords({ text, links }: { text: string; links: readonly WordsLink[] }) {
  const placed = links.map((each) => ({ ...each, at: text.indexOf(each.words) })).sort((a, b) => a.at - b.at)
  // Each link's words, with the text between the end of the previous link's words and its own before them.
  const ends = placed.map(({ at, words }) => at + words.length)
  return (
    <>
      {placed.map(({ words, link, at }, index) => (
        <Fragment key={at}>
          {text.slice(index === 0 ? 0 : ends[index - 1], at)}
          {link(words)}
        </Fragment>
      ))}
      {text.slice(ends.at(-1) ?? 0)}
    </>
  )
}
