/**
 * Under a text field with a length limit (an article's title: 90 characters, a description: 170), how many
 * characters the field holds, counted as the build counts them: on the text as saved (./pasted-text.ts) and as the
 * page shows it (src/content/typography.ts). Red past the limit, which the field then refuses.
 */
import { fieldOf, schemaOfFile } from '../../../src/content/field-names.ts'
import { articleSchema } from '../../../src/content/schema.ts'
import { frenchSpacing } from '../../../src/content/typography.ts'
import type { WidgetProps } from './decap.ts'
import { contentFile } from './entry-checks.ts'
import { tidyField } from './pasted-text.ts'

const number = new Intl.NumberFormat('fr-CA')

/** The limit of a field of the entry, from its file's schema; undefined when it has none. */
function limitOf(props: WidgetProps): number | undefined {
  const path = props.field.get('path')
  if (typeof path !== 'string') return undefined
  const entry = props.getEntry()
  const collection = String(entry.get('collection'))
  // A new article has no file name until its identifier is typed: its schema is the articles'. The other entries are
  // files of their own, named by their slug.
  const slug = entry.get('slug')
  const schema =
    collection === 'articles' ? articleSchema : schemaOfFile(contentFile({ collection, name: typeof slug === 'string' ? slug : '' }) ?? '')
  return schema ? fieldOf(schema, path)?.maxLength : undefined
}

export function LengthCount(props: WidgetProps) {
  const limit = limitOf(props)
  if (limit === undefined) return null
  const value = tidyField(String(props.field.get('path')), typeof props.value === 'string' ? props.value : '')
  const length = frenchSpacing(String(value)).length
  return (
    <p style={{ margin: '0.35rem 0 0', fontSize: '0.85rem', color: length > limit ? '#d60032' : '#798291' }}>
      {number.format(length)} {length > 1 ? 'caractères' : 'caractère'} sur {number.format(limit)}
    </p>
  )
}
