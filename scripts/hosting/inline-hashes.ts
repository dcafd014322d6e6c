/**
 * The inline code of the pages as written to dist/, as CSP hash sources: the policy is worked out from the written
 * pages, so that it allows exactly the inline scripts they hold (today the loader of scripts/page-html.ts).
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { InlineHashes } from './headers.ts'

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const STYLE_ATTRIBUTE = /<[a-z][^>]*?\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/gi
/** Script types a browser runs; any other type (application/ld+json…) is a data block, which CSP does not check. */
const RUNNABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript'])

const attribute = (attributes: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attributes)
const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', '#39': "'", '#x27': "'" }
const decodeAttribute = (value: string) =>
  value.replace(/&(amp|quot|apos|lt|gt|#39|#x27);/gi, (whole, name: string) => ENTITIES[name.toLowerCase()] ?? whole)

/**
 * The CSP source that allows exactly this text: `'sha256-<base64>'`.
 * @internal also used by tests and tools, outside the production code
 */
export const hashSource = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/**
 * The inline scripts that run and the style attributes of one page.
 * @internal also used by tests and tools, outside the production code
 */
export function inlineCode(html: string): { scripts: string[]; styleAttributes: string[] } {
  const scripts: string[] = []
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (attribute(attributes, 'src')) continue
    const typeMatch = attribute(attributes, 'type')
    const type = (typeMatch?.[1] ?? typeMatch?.[2] ?? typeMatch?.[3] ?? '').trim().toLowerCase()
    if (RUNNABLE_TYPES.has(type)) scripts.push(body)
  }
  // Script bodies are left out, so that a string in a script is never taken for an attribute.
  const markup = html.replace(SCRIPT, '')
  const styleAttributes = [...markup.matchAll(STYLE_ATTRIBUTE)].map(([, double, single]) => decodeAttribute(double ?? single ?? ''))
  return { scripts, styleAttributes }
}

/** The hashes of every inline script and style attribute of the pages written in dir (every .html file, recursively). */
export function inlineHashes(dir: string): InlineHashes {
  const scripts = new Set<string>()
  const styleAttributes = new Set<string>()
  const pages = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'))
  for (const page of pages) {
    const code = inlineCode(readFileSync(join(dir, page), 'utf8'))
    for (const script of code.scripts) scripts.add(hashSource(script))
    for (const style of code.styleAttributes) styleAttributes.add(hashSource(style))
  }
  return { scripts: [...scripts].sort(), styleAttributes: [...styleAttributes].sort() }
}
