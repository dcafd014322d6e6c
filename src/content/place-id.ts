/** The ligatures French writes, which no accent folding takes apart: « cœur » is « coeur » in an address, not « c-ur ». */
const LIGATURES: Record<string, string> = { œ: 'oe', Œ: 'oe', æ: 'ae', Æ: 'ae' }

/**
 * A place's id in a page, made from its title, as an address shows it after « # »: « Zone 2 : l’endurance » →
 * « zone-2-l-endurance »; « Le cœur au froid » → « le-coeur-au-froid »; « SANTÉ CARDIAQUE » → « sante-cardiaque ».
 */
export const placeId = (text: string) =>
  text
    .replace(/[œŒæÆ]/g, (ligature) => LIGATURES[ligature] ?? ligature)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
