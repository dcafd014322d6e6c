/**
 * What is wrong with a content file, kept as data until it is shown: the build prints it in the terminal, the
 * development server on the page concerned, the CMS next to the field. Each names the field by its path in the file's
 * data and by the words of the form (./field-labels.ts), so that whoever reads it, in a YAML file or in the CMS, finds it.
 */
import { fieldTitle } from './field-labels.ts'

/** The Markdown text under an article's or a legal page's front matter, as the form names it. */
export const BODY_FIELD = 'body'

/** A problem of one field (its path in the file's data: `cta.href`, `sources.2.year`, `body`), or of the file as a whole. */
export interface FieldProblem {
  field?: string
  message: string
}

/** A problem of a content file, named by its path from the project's root (content/articles/x.md). */
export interface ContentProblem extends FieldProblem {
  file: string
}

/** The field's path from zod's issue path, or undefined for the file as a whole. */
export const fieldPath = (path: readonly PropertyKey[]): string | undefined => (path.length ? path.map(String).join('.') : undefined)

/** `Prochaine révision (nextReviewAt)`, `Sources › 3 › Année (sources.2.year)`: the form's words, then the file's. */
export const fieldName = (field: string): string => `${fieldTitle(field)} (${field})`

/** One line of the build's report: `content/articles/x.md › Prochaine révision (nextReviewAt) : …`. */
export const problemLine = ({ file, field, message }: ContentProblem): string => (field ? `${file} › ${fieldName(field)} : ${message}` : `${file} : ${message}`)
