/**
 * An article's identifier, with the addresses it gives this article: its canonical address, and the address of its
 * file when the file is named otherwise (the articles written before the CMS: spec, « Canonical URLs … use shorter
 * ids than the routes »). A new article's file takes the identifier's name.
 */
import { articlePath } from '../../../src/site-pages.ts'
import type { Inner } from './checked-widgets.tsx'
import type { WidgetProps } from './decap.ts'

export function identifierControl(Text: Inner) {
  return function IdentifierControl(props: WidgetProps) {
    const slug = props.getEntry().get('slug')
    const id = typeof props.value === 'string' ? props.value : ''
    const file = typeof slug === 'string' && slug ? slug : id
    return (
      <div>
        <Text {...props} />
        {file && (
          <p style={{ margin: '0.5rem 0 0', fontSize: '0.85rem', color: '#798291' }}>
            {file === id || !id
              ? `Adresse de l’article : ${articlePath(file)} (fichier content/articles/${file}.md).`
              : `Adresses de l’article : ${articlePath(id)} (canonique) et ${articlePath(file)} (celle de son fichier, content/articles/${file}.md).`}
          </p>
        )}
      </div>
    )
  }
}
