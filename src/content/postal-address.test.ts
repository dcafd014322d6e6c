import { describe, expect, it } from 'vitest'
import { afterCity, cityLine } from './postal-address'
import { siteSchema } from './schema'

describe('a displayed address', () => {
  it('writes the province in full, in parentheses, after the city, as the OQLF does', () => {
    expect(cityLine({ city: 'Québec', region: 'QC', postalCode: 'G1V 2L1' })).toBe('Québec (Québec) G1V 2L1')
    expect(cityLine({ city: 'Montréal', region: 'QC', postalCode: 'H3A 2V4' })).toBe('Montréal (Québec) H3A 2V4')
    expect(cityLine({ city: 'Moncton', region: 'NB', postalCode: 'E1C 4M4' })).toBe('Moncton (Nouveau-Brunswick) E1C 4M4')
  })

  it('gives, for a line cut after the city, the rest of it', () => {
    expect(afterCity({ region: 'QC', postalCode: 'G1N 2E2' })).toBe('(Québec) G1N 2E2')
  })

  it('is refused in content/site.yaml with a province that is not a symbol of Canada Post', () => {
    const region = siteSchema.shape.postalAddress.shape.region
    expect(region.safeParse('QC').success).toBe(true)
    expect(region.safeParse('Québec').success).toBe(false)
    expect(region.safeParse('PQ').success).toBe(false)
  })
})
