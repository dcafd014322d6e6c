/**
 * Shared blocks: a passage several pages need word for word (the safety rule, the note on medication) is written once
 * in content/blocs/<nom>.md and included where it belongs by a paragraph holding only {{bloc:nom}}. A block is
 * Markdown under the same rules as an article's body, {{variables}} included; it includes no other block.
 */

/** How a block is named: its file name, content/blocs/<name>.md. */
export const BLOCK_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** {{bloc:nom}}, spaces allowed inside the braces. */
const INCLUSION = /\{\{\s*bloc\s*:\s*([^}]*?)\s*\}\}/g

/** A line that holds only an inclusion, {{bloc:nom}}: the block's name. */
const INCLUSION_LINE = /^\s*\{\{\s*bloc\s*:\s*([^}]*?)\s*\}\}\s*$/

/** The syntax, for messages and the editors' help. */
export const inclusionOf = (name: string) => `{{bloc:${name}}}`

const blank = (line: string | undefined) => line === undefined || line.trim() === ''

/**
 * Each paragraph that holds only {{bloc:nom}} replaced by the block's Markdown. An unknown block, or an inclusion
 * that is not a paragraph on its own, is reported and left out.
 */
export function includeBlocks(markdown: string, blocks: Readonly<Record<string, string>>, report: (message: string) => void): string {
  const lines = markdown.split('\n')
  return lines
    .map((line, index) => {
      const name = INCLUSION_LINE.exec(line)?.[1]
      const block = name === undefined ? undefined : blocks[name]
      if (block !== undefined && blank(lines[index - 1]) && blank(lines[index + 1])) return block.trim()
      return line.replace(INCLUSION, (whole, other: string) => {
        if (other in blocks) report(`${whole} doit former un paragraphe à lui seul : seul sur sa ligne, une ligne vide avant et après`)
        else report(`bloc inconnu ${whole} (blocs de content/blocs : ${Object.keys(blocks).map(inclusionOf).join(', ') || 'aucun'})`)
        return ''
      })
    })
    .join('\n')
}

/** The text as its page writes it: each line that holds only an inclusion left empty. */
export const withoutInclusions = (markdown: string) =>
  markdown
    .split('\n')
    .map((line) => (INCLUSION_LINE.test(line) ? '' : line))
    .join('\n')

/** The names of the blocks a text names, included or not. */
export const namedBlocks = (markdown: string): string[] => [...markdown.matchAll(INCLUSION)].map((match) => match[1] ?? '')
