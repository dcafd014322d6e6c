/**
 * A save that changes only what changed. Decap writes a YAML file anew on each save (site.yaml, an article's front
 * matter): every comment dropped, keys reordered, quoting and line folding changed, so that a two-word fix showed as
 * a diff of a hundred lines. keptLayout writes the new data into the text as it was instead: each part whose value is
 * unchanged is kept byte for byte (its comments, blank lines, quoting, flow or block style), and only the values that
 * changed are written anew, in the style of content/: 2-space indentation, strings plain where YAML reads them back
 * as written, otherwise double-quoted, a list written `[a, b]` if it was. It reads the text by lines and indentation
 * (block maps and block sequences); anything else (anchors, tags, tabs, several documents, a flow collection over
 * several lines) it leaves to Decap's own writer, and so does it whenever the caller's reader does not read back
 * exactly the data from what it wrote.
 */

type Data = Record<string, unknown>

/** A key of a block map or an item of a block sequence: the comments and blank lines before it, its first line, what follows `key:` or `-` on that line, the lines under it. */
interface Part {
  key?: string
  lead: string[]
  head: string
  rest: string
  body: string[]
}

/** A block map or block sequence: its parts at one indentation, and the comments after the last one (end of file). */
interface Block {
  indent: number
  seq: boolean
  parts: Part[]
  tail: string[]
}

const KEY = /^([A-Za-z0-9_][\w-]*):(?: +(.*))?$/
const ITEM = /^-(?: (.*))?$/
const DATE = /^\d{4}-\d\d-\d\d$/
/** What a plain scalar cannot be: a leading indicator or space, `: `, ` #`, a line break or other control character. */
const UNSAFE = /^$|^[\s\-?:,[\]{}#&*!|>'"%@`]|\s$|: |:$| #|[\p{Cc}\u2028\u2029\ufeff]/u
/** What a YAML reader (1.2 or 1.1) may take for a number, a boolean, null or a date. */
const TYPED =
  /^(?:[-+]?(?:\.?\d[\d_.,:]*(?:e[-+]?\d+)?|0x[\da-f]+|0o[0-7]+|0b[01]+|\.inf|\.nan)|true|false|yes|no|on|off|y|n|null|~|\d{4}-\d\d?-\d\d?(?:[t\s].*)?)$/i
/** An anchor, alias or tag (&a, *a, !tag) once quoted strings and comments are set aside. */
const ANCHOR_OR_TAG = /(^|[\s[{,])[&*!][^\s,\]}]/

/** The YAML text `original` with `data` written into it: every part whose value is unchanged kept byte for byte (comments, blank lines, key order, quoting, flow or block style), only changed values written anew; undefined when it cannot do that safely. */
export function keptLayout(original: string, data: Record<string, unknown>, parse: (yaml: string) => unknown): string | undefined {
  try {
    const lines = original.replace(/\n$/, '').split('\n')
    if (
      /[\t\r]/.test(original) ||
      lines.some((line) => ANCHOR_OR_TAG.test(line.replace(/"(?:[^"\\]|\\.)*"|'[^']*'/g, '""').replace(/(^|\s)#.*/, '')))
    ) {
      return undefined
    }
    const block = readBlock(lines)
    if (!block || block.seq || block.indent !== 0) return undefined
    const result = writeBlock(block, parse(original), data).join('\n') + (original.endsWith('\n') ? '\n' : '')
    return same(parse(result), data) ? result : undefined
  } catch {
    return undefined
  }
}

const unhandled = (): never => {
  throw new Error('layout not handled')
}
const isContent = (line: string) => !/^\s*(#.*)?$/.test(line)
const indentOf = (line: string) => line.length - line.trimStart().length
function isMap(value: unknown): value is Data {
  const prototype: unknown = typeof value === 'object' && value !== null ? Object.getPrototypeOf(value) : undefined
  return prototype === Object.prototype || prototype === null
}
const isScalar = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value)
const definedKeys = (map: Data) => Object.keys(map).filter((key) => map[key] !== undefined)

/** The same JSON value, whatever the order of the keys. */
function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b))
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => same(item, b[i]))
  if (isMap(a) && isMap(b)) return definedKeys(a).length === definedKeys(b).length && definedKeys(a).every((key) => same(a[key], b[key]))
  return a === b
}

/** The lines as a block map or block sequence, each line at its indentation a key or an item; undefined if they are not. */
function readBlock(lines: string[]): Block | undefined {
  const first = lines.find(isContent)
  if (first === undefined) return undefined
  const indent = indentOf(first)
  const seq = ITEM.test(first.slice(indent))
  const parts: Part[] = []
  let pending: string[] = []
  for (const line of lines) {
    if (!isContent(line)) {
      pending.push(line)
      continue
    }
    const last = parts.at(-1)
    if (last && indentOf(line) > indent) last.body.push(...pending, line)
    else {
      const match = indentOf(line) === indent ? (seq ? ITEM : KEY).exec(line.slice(indent)) : null
      if (!match || (!seq && parts.some((part) => part.key === match[1]))) return undefined
      parts.push({ key: seq ? undefined : match[1], lead: pending, head: line, rest: (seq ? match[1] : match[2]) ?? '', body: [] })
    }
    pending = []
  }
  if (parts.some((part) => /^[[{]/.test(part.rest) && part.body.some(isContent))) return undefined
  return { indent, seq, parts, tail: pending }
}

/** The block under a part: on the lines below it, or beginning on its own line (`- key: value`). */
function childOf(part: Part): Block | undefined {
  if (part.key === undefined && KEY.test(part.rest)) return readBlock([' '.repeat(indentOf(part.head) + 2) + part.rest, ...part.body])
  return /^(#.*)?$/.test(part.rest) ? readBlock(part.body) : undefined
}

/** The block's lines holding `value` where they held `old`: the parts kept as they were, the changed ones written anew. */
function writeBlock(block: Block, old: unknown, value: unknown): string[] {
  const { indent, parts, tail } = block
  if (block.seq) {
    if (!Array.isArray(old) || !Array.isArray(value) || old.length !== parts.length) return unhandled()
    if (old.length === value.length) return [...parts.flatMap((part, i) => [...part.lead, ...writePart(part, old[i], value[i])]), ...tail]
    // An item added or removed: the items found again, in their order, are kept as they were; the others are new.
    let next = 0
    const items = value.flatMap((item) => {
      const found = old.findIndex((was, i) => i >= next && same(was, item))
      if (found < 0) return written('-', item, indent, parts[Math.min(next, parts.length - 1)])
      next = found + 1
      const part = parts[found]
      return part ? [...part.lead, part.head, ...part.body] : unhandled()
    })
    return [...items, ...tail]
  }
  if (!isMap(old) || !isMap(value) || parts.length !== Object.keys(old).length) return unhandled()
  const lines = parts.flatMap((part) => {
    const key = part.key ?? unhandled()
    if (!Object.hasOwn(old, key)) return unhandled()
    return value[key] === undefined ? [] : [...part.lead, ...writePart(part, old[key], value[key])]
  })
  const added = definedKeys(value).filter((key) => !Object.hasOwn(old, key))
  return [...lines, ...added.flatMap((key) => written(`${keyText(key)}:`, value[key], indent, parts.at(-1))), ...tail]
}

/** A part's lines (without the comments before it) holding `value` where they held `old`. */
function writePart(part: Part, old: unknown, value: unknown): string[] {
  if (same(old, value)) return [part.head, ...part.body]
  const child = (isMap(old) && isMap(value)) || (Array.isArray(old) && Array.isArray(value)) ? childOf(part) : undefined
  if (child && child.seq === Array.isArray(value)) {
    const lines = writeBlock(child, old, value)
    const first = lines.findIndex(isContent)
    const indent = indentOf(part.head)
    // `- key: value`: the item's first line begins with its dash.
    if (first >= 0 && part.key === undefined && KEY.test(part.rest)) {
      return lines.map((line, i) => (i === first ? `${' '.repeat(indent)}- ${line.slice(indent + 2)}` : line))
    }
    if (first >= 0) return [part.head, ...lines]
  }
  return written(part.key === undefined ? '-' : `${keyText(part.key)}:`, value, indentOf(part.head), part)
}

/** A value written anew after `key:` or `-`, in the style of the part it replaces or follows (`hint`), if any. */
function written(prefix: string, value: unknown, indent: number, hint?: Part): string[] {
  const pad = ' '.repeat(indent)
  const inline = inlineText(value, hint?.rest ?? '')
  if (inline !== undefined) return [`${pad}${prefix} ${inline}`]
  const child = hint && childOf(hint)
  const itemHint = (i: number) => child?.parts[i] ?? child?.parts.at(-1)
  const keyHint = (key: string) => child?.parts.find((part) => part.key === key)
  const lines = Array.isArray(value)
    ? value.flatMap((item, i) => written('-', item, indent + 2, itemHint(i)))
    : Object.entries(value as Data).flatMap(([key, item]) => (item === undefined ? [] : written(`${keyText(key)}:`, item, indent + 2, keyHint(key))))
  if (prefix !== '-') return [`${pad}${prefix}`, ...lines]
  const [first = '', ...others] = lines
  return [`${pad}- ${first.slice(indent + 2)}`, ...others]
}

/** The value on one line, or undefined for a block: a scalar, an empty collection, a collection of scalars that was written in flow style (`was`). */
function inlineText(value: unknown, was: string): string | undefined {
  if (value === null || typeof value === 'boolean') return String(value)
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : unhandled()
  if (typeof value === 'string') return scalarText(value, was, false)
  const flow = (item: unknown) => (typeof item === 'string' ? scalarText(item, '', true) : inlineText(item, ''))
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]'
    return was.startsWith('[') && value.every(isScalar) ? `[${value.map(flow).join(', ')}]` : undefined
  }
  if (!isMap(value)) return unhandled()
  const entries = Object.entries(value).filter(([, item]) => item !== undefined)
  if (entries.length === 0) return '{}'
  return was.startsWith('{') && entries.every(([, item]) => isScalar(item))
    ? `{ ${entries.map(([key, item]) => `${keyText(key)}: ${flow(item)}`).join(', ')} }`
    : undefined
}

/** A string plain where YAML reads it back as written (a date too, if the one it replaces was written plain), otherwise double-quoted; quoted again if it was. */
function scalarText(text: string, was: string, flow: boolean): string {
  if (DATE.test(text) && DATE.test(was)) return text
  const plain = !was.startsWith('"') && !UNSAFE.test(text) && !TYPED.test(text) && !(flow && /[,[\]{}]/.test(text))
  return plain ? text : JSON.stringify(text)
}

const keyText = (key: string) => (/^[A-Za-z0-9_][\w-]*$/.test(key) && !TYPED.test(key) ? key : JSON.stringify(key))
