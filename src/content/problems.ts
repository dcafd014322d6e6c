/**
 * What is wrong with a content file, kept as data until it is shown: the build prints it in the terminal, the
 * development server on the page concerned, the CMS next to the field. Each names the field by its path in the file's
 * data and by the words of the form (./field-names.ts), so that whoever reads it, in a YAML file or in the CMS, finds it.
 */
import { fieldTitle, schemaOfFile } from './field-names.ts'

export { BODY_FIELD } from './field-names.ts'

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

/** `Prochaine révision (nextReviewAt)`, `Sources › 3 › Année (sources.2.year)`: the form's words in that file, then the file's. */
export const fieldName = (file: string, field: string): string => `${fieldTitle(schemaOfFile(file), field)} (${field})`

/** One line of the build's report: `content/articles/x.md › Prochaine révision (nextReviewAt) : …`. */
export const problemLine = ({ file, field, message }: ContentProblem): string =>
  field ? `${file} › ${fieldName(file, field)} : ${message}` : `${file} : ${message}`
