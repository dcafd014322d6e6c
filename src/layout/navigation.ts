import { PAGE_PATHS } from '../site-routes'

/** The header's links, in the order of the spec. */
export const MAIN_NAVIGATION = [
  { label: 'Accueil', to: PAGE_PATHS.home },
  { label: 'Calculateur BPM', to: PAGE_PATHS.calculator },
  { label: 'Zones cardiaques', to: PAGE_PATHS.zones },
  { label: 'À propos', to: PAGE_PATHS.about },
  { label: 'Contact', to: PAGE_PATHS.contact },
] as const

/** Label of a header page, reused as its name in the breadcrumb. */
export function navigationLabel(path: string): string {
  const item = MAIN_NAVIGATION.find((entry) => entry.to === path)
  if (!item) throw new Error(`Aucun lien d’en-tête pour ${path}`)
  return item.label
}
