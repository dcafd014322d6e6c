/**
 * A content file's text split and parsed, without the file system: YAML, or Markdown under a YAML front matter. What
 * cannot be read is returned as problems of the file, never thrown.
 */
import { parse as parseYaml } from 'yaml'
import type { FieldProblem } from './problems.ts'
import { CONTROL_CHARACTERS } from './schema.ts'

export type Parsed<T> = { value: T | null; problems: FieldProblem[] }

/** A file parsed: its value, or null when it is missing or cannot be read, and what is wrong with it so far. */
export interface ParsedFile<T> {
  file: string
  value: T | null
  problems: FieldProblem[]
}

export const ENCODING_PROBLEM = 'caractère de contrôle invalide dans le texte (fichier mal encodé? enregistrez-le en UTF-8)'

/** A YAML text parsed, or null when it cannot be. */
export function parseYamlText(source: string): Parsed<{ data: unknown }> {
  try {
    return { value: { data: parseYaml(source) }, problems: [] }
  } catch (error) {
    return { value: null, problems: [{ message: `YAML illisible (${error instanceof Error ? error.message.split('\n')[0] : String(error)})` }] }
  }
}

/** `---` front matter (YAML) split from the Markdown body, each read; the front matter by `parseFront` (parseYamlText). */
export function parseMarkdownText(source: string, parseFront = parseYamlText): Parsed<{ data: unknown; body: string }> {
  const [, frontMatter, body] = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source) ?? []
  if (frontMatter === undefined || body === undefined)
    return { value: null, problems: [{ message: 'en-tête YAML (entre deux lignes ---) manquant' }] }
  const problems: FieldProblem[] = CONTROL_CHARACTERS.test(body) ? [{ message: ENCODING_PROBLEM }] : []
  const { value, problems: yamlProblems } = parseFront(frontMatter)
  return { value: value && { data: value.data, body }, problems: [...problems, ...yamlProblems] }
}
