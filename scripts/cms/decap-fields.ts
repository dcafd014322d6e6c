/**
 * The fields of the CMS form (Decap CMS), read from the zod schemas of src/content/schema.ts: every field, whether it
 * is required, its lists and their lengths, its choices, its widget, and its path in the file's data, by which the
 * form checks each value with the build's own checks (./browser/entry-checks.ts). A field added to a schema appears
 * in the form, and is checked there, without anything to change here.
 */
import { z } from 'zod'
import { fieldLabel } from '../../src/content/field-labels.ts'
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

/** What a string of the schema is, for the form, when its shape alone does not say it (set with .meta({ cms }) in the schema). */
export type CmsKind = 'date' | 'image' | 'page'

export interface FieldContext {
  /** Every address of the site, for a field that names a page. */
  pages: readonly string[]
  /** The path of the date the CMS sets at each save in this file, if it has one (./form-conventions.ts). */
  updateDate?: string
}

type Schema = z.core.$ZodType
type Def = Schema['_zod']['def'] & Record<string, unknown>
interface CheckDef {
  check: string
  format?: string
  maximum?: number
  minimum?: number
  value?: number
}

const defOf = (schema: Schema) => schema._zod.def as Def
const checksOf = (schema: Schema): CheckDef[] =>
  ((defOf(schema).checks as Schema[] | undefined) ?? []).map((check) => check._zod.def as unknown as CheckDef)
const cmsKind = (schema: Schema): CmsKind | undefined => z.globalRegistry.get(schema as z.ZodType)?.cms as CmsKind | undefined

/** The schema under optional(), default() and the input side of a transform, with what they say of the field. */
function unwrap(schema: Schema): { inner: Schema; optional: boolean; defaultValue?: unknown; kind?: CmsKind } {
  let inner = schema
  let optional = false
  let defaultValue: unknown
  let kind = cmsKind(inner)
  for (;;) {
    const def = defOf(inner)
    if (def.type === 'optional') optional = true
    else if (def.type === 'default') {
      optional = true
      defaultValue = typeof def.defaultValue === 'function' ? (def.defaultValue as () => unknown)() : def.defaultValue
    } else if (def.type !== 'pipe') break
    inner = (def.type === 'pipe' ? def.in : def.innerType) as Schema
    kind ??= cmsKind(inner)
  }
  return { inner, optional, defaultValue, kind }
}

/** Inclusive bounds of a number or of a list's length. */
function bounds(schema: Schema): { min?: number; max?: number } {
  const result: { min?: number; max?: number } = {}
  for (const check of checksOf(schema)) {
    if (check.check === 'greater_than') result.min = check.value
    if (check.check === 'less_than') result.max = check.value
    if (check.check === 'min_length') result.min = check.minimum
    if (check.check === 'max_length') result.max = check.maximum
    if (check.check === 'length_equals') result.min = result.max = (check as unknown as { length: number }).length
  }
  return result
}

/** The first text field of a list's items, shown on each collapsed item. */
const summaryOf = (fields: DecapField[]) => {
  const first = fields.find((field) => field.widget === 'string' || field.widget === 'text')
  return first ? `{{fields.${first.name}}}` : undefined
}

/** A list: of objects (sources), each item open, or of single values (tags); null if its items cannot be edited. */
function listField(base: DecapField, schema: Schema, element: Schema, context: FieldContext, skipped: string[]): DecapField | null {
  const item = toField(base.name, element, context, `${base.path}.*`, skipped)
  if (!item) return null
  const words = fieldLabel(base.path)
  const list: DecapField = {
    ...base,
    widget: 'list',
    ...bounds(schema),
    label_singular: words?.one ?? 'élément',
    label_add: words?.add ?? 'un élément',
  }
  if (item.widget === 'object' && item.fields) {
    const summary = summaryOf(item.fields)
    // Items open: a new article's first source is there to be filled, not folded under an empty summary.
    return { ...list, collapsed: false, fields: item.fields, ...(summary && { summary }) }
  }
  const { hint: _hint, ...single } = item
  return { ...list, field: { ...single, label: base.label } }
}

/** The options of a choice: the link kinds in French, the others as the schema writes them. */
const choices = (values: string[]) =>
  values.every((value) => value in LINK_KIND_LABELS)
    ? values.map((value) => ({ label: LINK_KIND_LABELS[value as keyof typeof LINK_KIND_LABELS], value }))
    : values

/** The image of an article (named after it, 16:9), or another one (the site's sharing image: keeps its name and size). */
const imageField = (base: DecapField): DecapField =>
  base.path === 'image'
    ? { ...base, widget: SITE_WIDGETS.image, image_size: ARTICLE_IMAGE_SIZE, image_folder: ARTICLE_IMAGE_FOLDER, image_name: 'entry' }
    : { ...base, widget: SITE_WIDGETS.image, image_size: SOCIAL_IMAGE_SIZE, image_folder: '/images', image_name: 'value' }

/** The field of a value of the schema; null for what the form cannot edit (a record of free keys), listed in `skipped`. */
function toField(name: string, schema: Schema, context: FieldContext, path: string, skipped: string[]): DecapField | null {
  const { inner, optional, defaultValue, kind } = unwrap(schema)
  const def = defOf(inner)
  const described = fieldLabel(path)
  const base: DecapField = { name, label: described?.label ?? name, widget: 'string', path }
  if (described?.hint) base.hint = described.hint
  if (optional) base.required = false
  if (defaultValue !== undefined) base.default = defaultValue

  // Dates are typed or picked, AAAA-MM-JJ; the update date is set by the CMS at each save, out of the form (Decap
  // neither shows nor checks a hidden field). An image is sent from the computer.
  if (kind === 'date') return { ...base, widget: path === context.updateDate ? 'hidden' : SITE_WIDGETS.date }
  if (kind === 'image') return imageField(base)
  if (kind === 'page') return { ...base, widget: 'select', options: context.pages }
  if (path === 'canonicalId') return { ...base, widget: SITE_WIDGETS.identifier }
  switch (def.type) {
    case 'string':
      return { ...base, widget: described?.long ? 'text' : 'string' }
    case 'number':
      return {
        ...base,
        widget: 'number',
        ...(checksOf(inner).some((c) => c.format === 'safeint') && { value_type: 'int' as const }),
        ...bounds(inner),
      }
    case 'boolean':
      return { ...base, widget: 'boolean' }
    case 'enum':
      return { ...base, widget: 'select', options: choices(Object.values(def.entries as Record<string, string>)) }
    case 'union': {
      // A choice between numbers (the zones 1 to 5): a whole number between the smallest and the largest.
      const values = (def.options as Schema[]).map((option) => defOf(option).values as unknown[] | undefined)
      const numbers = values.flatMap((value) => value ?? []).filter((value): value is number => typeof value === 'number')
      if (numbers.length === values.length)
        return { ...base, widget: 'number', value_type: 'int', min: Math.min(...numbers), max: Math.max(...numbers) }
      break
    }
    case 'object': {
      const fields = objectFields(inner as z.ZodObject, context, `${path}.`, skipped)
      // Decap checks an object's required fields even when the object itself may be left empty: those of an optional
      // object (the reviewer) are left to the checks, which want them all once the object is there.
      const inside = optional ? fields.map((field): DecapField => ({ ...field, required: false })) : fields
      return { ...base, widget: 'object', collapsed: path.includes('.'), fields: inside }
    }
    case 'array':
      return listField(base, inner, def.element as Schema, context, skipped)
  }
  skipped.push(path)
  return null
}

function objectFields(schema: z.ZodObject, context: FieldContext, prefix: string, skipped: string[]): DecapField[] {
  return Object.entries(schema.shape).flatMap(([name, value]) => toField(name, value as Schema, context, `${prefix}${name}`, skipped) ?? [])
}

/** The form's fields for a file whose data the schema checks, and the paths of the fields it leaves out (kept as they are). */
export function decapFields(schema: z.ZodType, context: FieldContext): { fields: DecapField[]; skipped: string[] } {
  const { inner } = unwrap(schema)
  if (defOf(inner).type !== 'object') throw new Error('Le schéma d’un fichier de contenu doit être un objet')
  const skipped: string[] = []
  return { fields: objectFields(inner as z.ZodObject, context, '', skipped), skipped }
}
