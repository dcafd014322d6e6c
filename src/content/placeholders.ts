/**
 * The owner's facts that are still stand-ins in content/site.yaml (the shop's phone, the operator, the person in
 * charge of personal information, the providers): site.yaml names them in `placeholders`, data that a CMS save keeps,
 * and the build warns of each, with its value, every time it runs, until the owner replaces it and takes its name off
 * the list. The README's publishing checklist lists them too.
 */
import type { Site } from './schema.ts'

/** The fields of site.yaml that may be marked as stand-ins. */
export const PLACEHOLDER_FIELDS = [
  'shop.phone',
  'shop.street',
  'shop.postalCode',
  'operator',
  'privacyOfficer.title',
  'privacyOfficer.email',
  'providers.host',
  'providers.mail',
  'providers.redirect',
] as const
export type PlaceholderField = (typeof PLACEHOLDER_FIELDS)[number]

const valueAt = (site: Site, field: PlaceholderField): string =>
  field
    .split('.')
    .reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), site) as string

/** The warning the build prints while site.yaml still marks stand-ins, or null when none is left. */
export function placeholderWarning(site: Site): string | null {
  if (!site.placeholders.length) return null
  const lines = site.placeholders.map((field) => `  - ${field} : « ${valueAt(site, field)} »`)
  return `Attention : valeurs provisoires dans content/site.yaml (champ placeholders), à remplacer par celles du propriétaire avant la mise en ligne :\n${lines.join('\n')}`
}
