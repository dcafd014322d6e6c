/**
 * The fields of the CMS form (Decap CMS), read from the zod schemas of src/content/schema.ts through zod's JSON Schema
 * (src/content/field-names.ts): every field, whether it is required, its lists and their lengths, its choices, its
 * label, hint and widget (the schema's metadata), and its path in the file's data, by which the form checks each value
 * with the build's own checks (./browser/entry-checks.ts). A field added to a schema appears in the form, and is
 * checked there, without anything to change here.
 */
import type { z } from 'zod'
import { fieldSchema, type FieldSchema } from '../../src/content/field-names.ts'
import { ARTICLE_IMAGE_SIZE, SOCIAL_IMAGE_SIZE } from '../../src/content/images.ts'
import { LINK_KIND_LABELS } from '../../src/content/link-kinds.ts'
import { ARTICLE_IMAGE_FOLDER, SITE_WIDGETS } from './form-conventions.ts'

/** A field of Decap CMS's config.yml (https://decapcms.org/docs/widgets/). */
export interface DecapField {
  name: string
  label: string
  widget: string
  /** The field's path in the file's data, list items as `*` (`sources.*.year`): what the form checks it by. */
  path: string
  required?: boolean
  hint?: string
  default?: unknown
  options?: readonly (string | number | { label: string; value: string })[]
  min?: number
  max?: number
  value_type?: 'int'
  fields?: DecapField[]
  field?: DecapField
  summary?: string
  collapsed?: boolean
  /** A list's item, one of it (« 1 source »), and what its button adds (« Ajouter une source »). */
  label_singular?: string
  label_add?: string
  /** An image's size, the folder of public/ it is saved in, and its name: the entry's file, or the one it has. */
  image_size?: { width: number; height: number }
  image_folder?: string
  image_name?: 'entry' | 'value'
}

export interface FieldContext {
  /** Every address of the site, for a field that names a page. */
  pages: readonly string[]
  /** The path of the date the CMS sets at each save in this file, if it has one (./form-conventions.ts). */
  updateDate?: string
}

/** Inclusive bounds of a number or of a list's length. */
const bounds = (field: FieldSchema): { min?: number; max?: number } => ({
  ...((field.minimum ?? field.minItems) !== undefined && { min: field.minimum ?? field.minItems }),
  ...((field.maximum ?? field.maxItems) !== undefined && { max: field.maximum ?? field.maxItems }),
})

/** The first text field of a list's items, shown on each collapsed item. */
const summaryOf = (fields: DecapField[]) => {
  const first = fields.find((field) => field.widget === 'string' || field.widget === 'text')
  return first ? `{{fields.${first.name}}}` : undefined
}

/** A list: of objects (sources), each item open, or of single values (tags); null if its items cannot be edited. */
function listField(base: DecapField, list: FieldSchema, context: FieldContext, skipped: string[]): DecapField | null {
  const item = list.items && toField(base.name, list.items, true, context, `${base.path}.*`, skipped)
  if (!item) return null
  const field: DecapField = { ...base, widget: 'list', ...bounds(list), label_singular: list.one ?? 'élément', label_add: list.add ?? 'un élément' }
  if (item.widget === 'object' && item.fields) {
    const summary = summaryOf(item.fields)
    // Items open: a new article's first source is there to be filled, not folded under an empty summary.
    return { ...field, collapsed: false, fields: item.fields, ...(summary && { summary }) }
  }
  const { hint: _hint, ...single } = item
  return { ...field, field: { ...single, label: base.label } }
}

/** The options of a choice: the link kinds in French, the others as the schema writes them. */
const choices = (values: (string | number)[]) =>
  values.every((value) => typeof value === 'string' && value in LINK_KIND_LABELS)
    ? values.map((value) => ({ label: LINK_KIND_LABELS[value as keyof typeof LINK_KIND_LABELS], value: String(value) }))
    : values.map(String)

/** The image of an article (named after it, 16:9), or another one (the site's sharing image: keeps its name and size). */
const imageField = (base: DecapField): DecapField =>
  base.path === 'image'
    ? { ...base, widget: SITE_WIDGETS.image, image_size: ARTICLE_IMAGE_SIZE, image_folder: ARTICLE_IMAGE_FOLDER, image_name: 'entry' }
    : { ...base, widget: SITE_WIDGETS.image, image_size: SOCIAL_IMAGE_SIZE, image_folder: '/images', image_name: 'value' }

/** The field of a value of the schema; null for what the form cannot edit (a record of free keys), listed in `skipped`. */
function toField(name: string, field: FieldSchema, required: boolean, context: FieldContext, path: string, skipped: string[]): DecapField | null {
  const base: DecapField = { name, label: field.label ?? name, widget: 'string', path }
  if (field.hint) base.hint = field.hint
  if (!required) base.required = false
  if (field.default !== undefined) base.default = field.default

  // Dates are typed or picked, AAAA-MM-JJ; the update date is set by the CMS at each save, out of the form (Decap
  // neither shows nor checks a hidden field). An image is sent from the computer.
  if (field.widget === 'date') return { ...base, widget: path === context.updateDate ? 'hidden' : SITE_WIDGETS.date }
  if (field.widget === 'image') return imageField(base)
  if (field.widget === 'page') return { ...base, widget: 'select', options: context.pages }
  if (field.widget === 'identifier') return { ...base, widget: SITE_WIDGETS.identifier }
  if (field.enum) return { ...base, widget: 'select', options: choices(field.enum) }
  // A choice between numbers (the zones 1 to 5): a whole number between the smallest and the largest.
  const numbers = (field.anyOf ?? []).map((option) => option.const)
  if (numbers.length && numbers.every((value) => typeof value === 'number'))
    return { ...base, widget: 'number', value_type: 'int', min: Math.min(...numbers), max: Math.max(...numbers) }
  switch (field.type) {
    case 'string':
      return { ...base, widget: field.widget === 'long' ? 'text' : 'string' }
    case 'integer':
      return { ...base, widget: 'number', value_type: 'int', ...bounds(field) }
    case 'number':
      return { ...base, widget: 'number', ...bounds(field) }
    case 'boolean':
      return { ...base, widget: 'boolean' }
    case 'object': {
      if (!field.properties) break
      const fields = objectFields(field, context, `${path}.`, skipped)
      // Decap checks an object's required fields even when the object itself may be left empty: those of an optional
      // object (the reviewer) are left to the checks, which want them all once the object is there.
      const inside = required ? fields : fields.map((inner): DecapField => ({ ...inner, required: false }))
      return { ...base, widget: 'object', collapsed: path.includes('.'), fields: inside }
    }
    case 'array':
      return listField(base, field, context, skipped)
  }
  skipped.push(path)
  return null
}

function objectFields(object: FieldSchema, context: FieldContext, prefix: string, skipped: string[]): DecapField[] {
  return Object.entries(object.properties ?? {}).flatMap(
    ([name, field]) => toField(name, field, object.required?.includes(name) ?? false, context, `${prefix}${name}`, skipped) ?? [],
  )
}

/** The form's fields for a file whose data the schema checks, and the paths of the fields it leaves out (kept as they are). */
export function decapFields(schema: z.ZodType, context: FieldContext): { fields: DecapField[]; skipped: string[] } {
  const file = fieldSchema(schema)
  if (file.type !== 'object' || !file.properties) throw new Error('Le schéma d’un fichier de contenu doit être un objet')
  const skipped: string[] = []
  return { fields: objectFields(file, context, '', skipped), skipped }
}
