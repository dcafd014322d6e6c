/**
 * How the CMS writes the files it saves: as Decap does (YAML for site.yaml and the pages, YAML front matter then
 * Markdown for the articles and the legal pages), but into the text the file held, so that comments, key order,
 * quoting and line breaks stay the editor's and the reviewer's, and a diff shows only what changed
 * (./file-layout.ts). A new file, or one that layout cannot keep, is written by Decap's own writer.
 */
import { FrontmatterInfer } from 'decap-cms-core/dist/esm/formats/frontmatter.js'
import yamlFormat from 'decap-cms-core/dist/esm/formats/yaml.js'
import { store } from 'decap-cms-core/dist/esm/redux/index.js'
import { FILE_FORMATS } from '../form-conventions.ts'
import type { Entry } from './decap.ts'
import { keptLayout } from './file-layout.ts'
import { expectedText } from './file-versions.ts'

type Data = Record<string, unknown>

/** Decap's writer of a format, as CMS.registerCustomFormat takes it. */
interface Formatter {
  fromFile(content: string): Data
  toFile(data: Data, sortedKeys?: string[], comments?: Record<string, string>): string
}

/** The text the file being saved holds, as far as this tab knows (./file-versions.ts); undefined for a new file. */
function currentText(): string | undefined {
  const entry = store.getState().entryDraft.getIn(['entry']) as Entry | undefined
  return entry ? expectedText(entry) : undefined
}

/** JSON with every object's keys in order: two data equal whatever the order of their keys. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  )

/** A YAML file: site.yaml, content/pages/*.yaml. */
const yaml: Formatter = {
  fromFile: (content) => yamlFormat.fromFile(content),
  toFile(data, sortedKeys, comments) {
    const fresh = yamlFormat.toFile(data, sortedKeys, comments)
    const before = currentText()
    return (before && keptLayout(before, data, (text) => yamlFormat.fromFile(text))) ?? fresh
  },
}

/** The YAML between a file's first two `---` lines, and what follows them. */
const FRONT_MATTER = /^---\r?\n([\s\S]*?\r?\n)?---(?:\r?\n|$)/

/** A Markdown file under YAML front matter: the articles, the legal pages. */
const frontMatter: Formatter = {
  fromFile: (content) => FrontmatterInfer.fromFile(content),
  toFile(data, sortedKeys, comments) {
    const fresh = FrontmatterInfer.toFile(data, sortedKeys, comments)
    const before = FRONT_MATTER.exec(currentText() ?? '')?.[1]
    const written = FRONT_MATTER.exec(fresh)
    if (!before || !written) return fresh
    const { body: _body, ...meta } = data
    const kept = keptLayout(before, meta, (text) => yamlFormat.fromFile(text))
    if (kept === undefined) return fresh
    // Decap's Markdown as it writes it, under the front matter as it was.
    const file = `---\n${kept}---\n${fresh.slice(written[0].length)}`
    return canonical(FrontmatterInfer.fromFile(file)) === canonical(FrontmatterInfer.fromFile(fresh)) ? file : fresh
  },
}

/** The site's formats, by the name config.yml gives them (../form-conventions.ts). */
export const SITE_FORMATS: Record<(typeof FILE_FORMATS)[keyof typeof FILE_FORMATS], { extension: string; formatter: Formatter }> = {
  [FILE_FORMATS.yaml]: { extension: 'yml', formatter: yaml },
  [FILE_FORMATS.frontMatter]: { extension: 'md', formatter: frontMatter },
}
