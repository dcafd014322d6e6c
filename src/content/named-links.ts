/**
 * The named links a tool page's paragraphs may hold, as the Markdown writes them: [words](lien:key), the key one of
 * content/site.yaml's links, and links to a page of the site, [words](/path#place), which the register's references
 * become there too ({{regle:id}}'s status, {{appel:id}}'s answer: ./page-files.ts). Read here once: split for
 * src/components/ToolPage.tsx, checked for ./page-files.ts so that an unknown key, or a link where no page draws one,
 * is a content problem naming the file and the field.
 */
import type { FieldProblem } from './problems.ts'

const NAMED_LINK = /\[([^\]]+)\]\((?:lien:([\w-]+)|(\/[\w\-/#]*))\)/g

export type NamedLinkPart = { text: string } | { words: string; key: string } | { words: string; path: string }

/** « Voyez [la page](lien:cle) ou [celle-ci](/registre-des-regles). » → text, words and key, text, words and path, text. */
export function splitNamedLinks(paragraph: string): NamedLinkPart[] {
  // split() with the three groups gives text, words, key, path, text, words, key, path… text (key or path undefined).
  const pieces = paragraph.split(NAMED_LINK)
  const parts: NamedLinkPart[] = []
  for (let index = 0; index < pieces.length; index += 4) {
    const text = pieces[index] ?? ''
    if (text) parts.push({ text })
    const words = pieces[index + 1]
    if (words === undefined) continue
    const path = pieces[index + 3]
    parts.push(path === undefined ? { words, key: pieces[index + 2] ?? '' } : { words, path })
  }
  return parts
}

/** A tool page's paragraph or step, the fields that draw named links: sections.<n>.paragraphs.<n>, protocol.steps.<n>. */
const DRAWN_AT = /^(?:sections\.\d+\.paragraphs|protocol\.steps)\.\d+$/

/**
 * Every named link of a page's YAML value that would not become a link: a key content/site.yaml does not have, or a
 * link outside the fields that draw one (`drawsLinks`: the page is a tool page). `keys`: content/site.yaml's links.
 */
export function namedLinkProblems(data: unknown, keys: ReadonlySet<string>, drawsLinks: boolean): FieldProblem[] {
  const problems: FieldProblem[] = []
  const visit = (value: unknown, path: string) => {
    if (typeof value === 'string') {
      for (const part of splitNamedLinks(value)) {
        if (!('words' in part)) continue
        const link = 'key' in part ? `lien nommé « lien:${part.key} »` : `lien « ${part.path} »`
        if (!(drawsLinks && DRAWN_AT.test(path)))
          problems.push({
            field: path,
            message: `${link} : seuls les paragraphes des sections et les étapes d’une page d’outil en affichent`,
          })
        else if ('key' in part && !keys.has(part.key))
          problems.push({ field: path, message: `lien inconnu « lien:${part.key} » (clés de content/site.yaml : ${[...keys].join(', ')})` })
      }
    } else if (Array.isArray(value)) value.forEach((item, index) => visit(item, path ? `${path}.${index}` : String(index)))
    else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) visit(item, path ? `${path}.${key}` : key)
  }
  visit(data, '')
  return problems
}
