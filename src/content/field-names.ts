/**
 * What a field of a content file is called, read from its schema's metadata (./fields.ts) through zod's JSON Schema:
 * the words of the CMS form, which the build's messages, the development server's problem page and the CMS's
 * refusals give a field (./problems.ts), each in its own file: a `title` of site.yaml and an article's are named each
 * where it sits.
 */
import { z } from 'zod'
import { MARKDOWN_PAGES, PAGES, type PageName } from '../site-pages.ts'
import { articleSchema, markdownPageSchema, PAGE_SCHEMAS, siteSchema } from './schema.ts'

/** A field as zod's JSON Schema gives it: its type, its parts, and the metadata of ./fields.ts. */
export interface FieldSchema {
  type?: string
  properties?: Record<string, FieldSchema>
  required?: string[]
  items?: FieldSchema
  anyOf?: FieldSchema[]
  enum?: (string | number)[]
  const?: string | number
  default?: unknown
  minimum?: number
  maximum?: number
  maxLength?: number
  minItems?: number
  maxItems?: number
  additionalProperties?: boolean | FieldSchema
  label?: string
  hint?: string
  widget?: z.GlobalMeta['widget']
  one?: string
  add?: string
}

const described = new WeakMap<z.ZodType, FieldSchema>()
/** A schema as the form sees it: what a file holds before the build reads it (a default not yet applied). */
export function fieldSchema(schema: z.ZodType): FieldSchema {
  const known = described.get(schema)
  if (known) return known
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as FieldSchema
  described.set(schema, json)
  return json
}

/** The Markdown text under an article's or a legal page's front matter, by its path in the form's data and by its name. */
export const BODY_FIELD = 'body'
export const BODY_LABEL = 'Corps du texte'

const indexes = new WeakMap<z.ZodType, Map<string, FieldSchema>>()
/** Every field of a schema by its path without list indices (`sources.year`). */
function fieldsOf(schema: z.ZodType): Map<string, FieldSchema> {
  const known = indexes.get(schema)
  if (known) return known
  const index = new Map<string, FieldSchema>([[BODY_FIELD, { label: BODY_LABEL }]])
  const walk = (field: FieldSchema, path: string) => {
    if (path && !index.has(path)) index.set(path, field)
    for (const [name, inner] of Object.entries(field.properties ?? {})) walk(inner, path ? `${path}.${name}` : name)
    if (field.items) walk(field.items, path)
  }
  walk(fieldSchema(schema), '')
  indexes.set(schema, index)
  return index
}

/** A field's path without its list indices: `sources.2.year` → `sources.year`. */
const pathKey = (path: string) =>
  path
    .split('.')
    .filter((part) => part !== '*' && !/^\d+$/.test(part))
    .join('.')

/**
 * A field of a schema, found by its path in its file's data (`cta.title`, `sources.2.year`, `sources.*.year`).
 * @internal also used by tests, outside the production code
 */
export const fieldOf = (schema: z.ZodType, path: string): FieldSchema | undefined => fieldsOf(schema).get(pathKey(path))

/** A field's path as an editor reads it: its labels, an item numbered from 1. `sources.2.year` → « Sources › 3 › Année ». */
export function fieldTitle(schema: z.ZodType | null, path: string): string {
  const parts = path.split('.')
  return parts
    .map((part, index) =>
      /^\d+$/.test(part) ? String(Number(part) + 1) : ((schema && fieldOf(schema, parts.slice(0, index + 1).join('.'))?.label) ?? part),
    )
    .join(' › ')
}

/** The schema of a content file, by its path from the project's root; null for a shared block, which has no fields. */
export function schemaOfFile(file: string): z.ZodType | null {
  if (file === 'content/site.yaml') return siteSchema
  if (file.startsWith('content/articles/')) return articleSchema
  const page = /^content\/pages\/(.+)\.yaml$/.exec(file)?.[1]
  if (page) return PAGES.some(({ name }) => name === page) ? PAGE_SCHEMAS[page as PageName] : null
  const markdownPage = /^content\/(?:legal\/)?(.+)\.md$/.exec(file)?.[1]
  return (MARKDOWN_PAGES as readonly string[]).includes(markdownPage ?? '') ? markdownPageSchema : null
}
