import type { ReactNode } from 'react'

/**
 * A text written in a page's YAML with some of its words made a link: `words`, found in `text` (the page's schema
 * checks so), given to `link`, which wraps them in the link the page wants.
 */
export function LinkedWords({ text, words, link }: { text: string; words: string; link: (words: string) => ReactNode }) {
  const at = text.indexOf(words)
  return (
    <>
      {text.slice(0, at)}
      {link(words)}
      {text.slice(at + words.length)}
    </>
  )
}
