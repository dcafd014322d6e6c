import blocks from 'virtual:content/blocks'

/**
 * A shared block of content/blocs/ as HTML, for a page that shows it outside Markdown (an island's props). A block
 * renamed or removed stops the build here, naming it.
 */
export function sharedBlock(name: string): string {
  const html = blocks[name]
  if (html === undefined) throw new Error(`Bloc introuvable : content/blocs/${name}.md (blocs : ${Object.keys(blocks).join(', ')})`)
  return html
}
