/**
 * The fields of the CMS form (Decap CMS), read from the zod schemas of src/content/schema.ts: every field, whether it
 * is required, its lists and their lengths, its patterns and maximum lengths with the schema's own French messages,
 * its choices. A field added to a schema appears in the form without anything to change here; what the form cannot
 * check (a date that does not exist, an unknown internal link, a word count) is still checked by the build.
 */
import { z } from 'zod'
import { FIELD_LABELS } from '../../src/content/field-labels.ts'

/** A field of Decap CMS's config.yml (https://decapcms.org/docs/widgets/). */
export interface DecapField {
  name: string
  label: string
  widget: string
  required?: boolean
  hint?: string
  /** [regular expression, message shown when the value does not match]. */
  pattern?: [string, string]
  default?: unknown
  options?: readonly (string | number)[]
  min?: number
  max?: number
  value_type?: 'int'
  fields?: DecapField[]
  field?: DecapField
  summary?: string
  collapsed?: boolean
  format?: string
  date_format?: string
  time_format?: boolean
  picker_utc?: boolean
  choose_url?: boolean
  modes?: string[]
}

/** What a string of the schema is, for the form, when its shape alone does not say it (set with .meta({ cms }) in the schema). */
export type CmsKind = 'date' | 'image' | 'page'

export interface FieldContext {
  /** Every address of the site, for a field that names a page. */
  pages: readonly string[]
}

type Schema = z.core.$ZodType
type Def = Schema['_zod']['def'] & Record<string, unknown>
interface CheckDef {
  check: string
  format?: string
  pattern?: RegExp
  maximum?: number
  minimum?: number
  value?: number
  error?: (issue: unknown) => unknown
}

const defOf = (schema: Schema) => schema._zod.def as Def
const checksOf = (schema: Schema): CheckDef[] =>
  ((defOf(schema).checks as Schema[] | undefined) ?? []).map((check) => check._zod.def as unknown as CheckDef)
/** The French message the schema gives for a failed check (a constant string in schema.ts). */
const messageOf = (error: unknown): string | undefined => {
  if (typeof error !== 'function') return undefined
  const message = (error as (issue: unknown) => unknown)({})
  return typeof message === 'string' ? message : undefined
}
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

/** One pattern for all of a string's checks the form can make: each a look-ahead from the start, messages joined. */
function stringPattern(schema: Schema): [string, string] | undefined {
  const def = defOf(schema)
  const parts: string[] = []
  const messages: string[] = []
  const add = (source: string, message: string | undefined) => {
    parts.push(`(?=${source})`)
    if (message && !messages.includes(message)) messages.push(message)
  }
  if (def.format === 'url' && def.protocol instanceof RegExp) {
    const protocols = def.protocol.source.replace(/^\^|\$$/g, '')
    add(`(?:${protocols}):\\/\\/\\S+$`, messageOf(def.error))
  } else if (def.format === 'email' && def.pattern instanceof RegExp) add(def.pattern.source, messageOf(def.error))
  for (const check of checksOf(schema)) {
    if (check.check === 'string_format' && check.pattern) add(check.pattern.source, messageOf(check.error))
    else if (check.check === 'max_length' && check.maximum !== undefined) add(`[\\s\\S]{0,${check.maximum}}$`, messageOf(check.error))
  }
  return parts.length ? [`^${parts.join('')}`, messages.join(' ; ')] : undefined
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
function listField(base: DecapField, schema: Schema, element: Schema, context: FieldContext, path: string, skipped: string[]): DecapField | null {
  const item = toField(base.name, element, context, `${path}.*`, skipped)
  if (!item) return null
  const list: DecapField = { ...base, widget: 'list', ...bounds(schema) }
  if (item.widget === 'object' && item.fields) {
    const summary = summaryOf(item.fields)
    // Items open: a new article's first source is there to be filled, not folded under an empty summary.
    return { ...list, collapsed: false, fields: item.fields, ...(summary && { summary }) }
  }
  const { hint: _hint, ...single } = item
  return { ...list, field: { ...single, label: base.label } }
}

/** The field of a value of the schema; null for what the form cannot edit (a record of free keys), listed in `skipped`. */
function toField(name: string, schema: Schema, context: FieldContext, path: string, skipped: string[]): DecapField | null {
  const { inner, optional, defaultValue, kind } = unwrap(schema)
  const def = defOf(inner)
  const described = FIELD_LABELS[name]
  const base: DecapField = { name, label: described?.label ?? name, widget: 'string' }
  if (described?.hint) base.hint = described.hint
  if (optional) base.required = false
  if (defaultValue !== undefined) base.default = defaultValue

  // Dates are picked in a calendar and written AAAA-MM-JJ; an image is chosen among public/images/articles/ or sent
  // there (the widget holds a media library entry, which a pattern cannot test: the build checks its name and file).
  if (kind === 'date') return { ...base, widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false, picker_utc: true }
  if (kind === 'image') return { ...base, widget: 'image', choose_url: false }
  if (kind === 'page') return { ...base, widget: 'select', options: context.pages }
  switch (def.type) {
    case 'string': {
      const pattern = stringPattern(inner)
      return { ...base, widget: described?.long ? 'text' : 'string', ...(pattern && { pattern }) }
    }
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
      return { ...base, widget: 'select', options: Object.values(def.entries as Record<string, string>) }
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
      // object (the reviewer) are left to the build, which wants them all once the object is there.
      const inside = optional ? fields.map((field): DecapField => ({ ...field, required: false })) : fields
      return { ...base, widget: 'object', collapsed: path.includes('.'), fields: inside }
    }
    case 'array':
      return listField(base, inner, def.element as Schema, context, path, skipped)
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
