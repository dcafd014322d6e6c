import { describe, expect, it } from 'vitest'
import { placeholderWarning } from './placeholders'
import type { Site } from './schema'

const site = { shop: { phone: '418 555-0142' }, operator: 'Exemple inc.', placeholders: ['shop.phone', 'operator'] } as unknown as Site

describe('stand-in facts of site.yaml', () => {
  it('are named in a warning with their value while the list holds them', () => {
    expect(placeholderWarning(site)).toBe(
      'Attention : valeurs provisoires dans content/site.yaml (champ placeholders), à remplacer par celles du propriétaire avant la mise en ligne :\n  - shop.phone : « 418 555-0142 »\n  - operator : « Exemple inc. »',
    )
  })

  it('are no longer warned of once the list is empty', () => {
    expect(placeholderWarning({ ...site, placeholders: [] })).toBeNull()
  })
})
