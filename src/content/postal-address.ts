/**
 * How the site writes a Canadian postal address. content/site.yaml keeps the province as its symbol (QC), which the
 * structured data gives as such (addressRegion, ../seo/metadata.ts); a displayed address writes it as the Office
 * québécois de la langue française says: the name in full, in parentheses, after the city, « Québec (Québec) G1V 2L1 »
 * (Banque de dépannage linguistique, « Nom de province, de territoire ou d’État dans l’adresse » and « Abréviation de
 * Québec »). The symbol, never in parentheses, is for labels and mass mailings only.
 */

/** Canada's provinces and territories: their symbol, as Canada Post and the OQLF write it, and their French name. */
const PROVINCES = {
  AB: 'Alberta',
  BC: 'Colombie-Britannique',
  MB: 'Manitoba',
  NB: 'Nouveau-Brunswick',
  NL: 'Terre-Neuve-et-Labrador',
  NS: 'Nouvelle-Écosse',
  NT: 'Territoires du Nord-Ouest',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Île-du-Prince-Édouard',
  QC: 'Québec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
} as const

type ProvinceCode = keyof typeof PROVINCES
export const PROVINCE_CODES = Object.keys(PROVINCES) as [ProvinceCode, ...ProvinceCode[]]

interface CityLine {
  city: string
  region: ProvinceCode
  postalCode: string
}

/** What follows the city on an address's line: the province in full, in parentheses, then the postal code: « (Québec) G1V 2L1 ». */
export function afterCity({ region, postalCode }: Omit<CityLine, 'city'>): string {
  return `(${PROVINCES[region]}) ${postalCode}`
}

/** An address's city line, as it is displayed: « Québec (Québec) G1V 2L1 ». */
export function cityLine(address: CityLine): string {
  return `${address.city} ${afterCity(address)}`
}
