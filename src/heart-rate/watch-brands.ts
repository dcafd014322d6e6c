/**
 * The default heart-rate zones of sports watches, only where the maker's own documentation gives their method and
 * their bands (read November 2026):
 * - Garmin: « Heart Rate Zone Calculations », owner's manual on garmin.com: five zones of 50-60, 60-70, 70-80, 80-90
 *   and 90-100 % of the maximum heart rate, the default zones « determined from your user profile », the maximum and
 *   resting rates set in that profile. The same bands as the site's, so only the maximum can set them apart: the
 *   calculator tells the visitor which maximum to enter.
 * Left out: Polar (the only description of its default bands we could read was a copy of a 2007 watch manual on a
 * third-party site), Apple Watch (Apple's documentation says its zones come from age and resting heart rate but gives
 * no percentages), Coros (its guide gives three six-zone models; the bands of every zone could not all be read), Fitbit
 * (no documentation of how its current devices set their zones could be checked). WATCH_BRANDS_LEFT_OUT says so.
 */
import type { WatchBrand } from './option-values'

interface BrandDefaults {
  name: string
  /** The reference its percentages are of, and how it sets that reference by default. */
  method: string
  documentation: { title: string; url: string }
}

export const WATCH_BRANDS: Record<WatchBrand, BrandDefaults> = {
  garmin: {
    name: 'Garmin',
    method: 'cinq zones en % de la FC max (50–60, 60–70, 70–80, 80–90 et 90–100\u00a0%), tirées du profil entré à la configuration',
    documentation: {
      title: 'Garmin, « Heart Rate Zone Calculations » (manuel d’utilisation)',
      url: 'https://www8.garmin.com/manuals/webhelp/GUID-FABAD210-C716-48B1-AB1D-A09097F1CED4/EN-US/GUID-EF4F4C51-1E48-46D6-9A81-7D4BC2124CC0.html',
    },
  },
}

export const WATCH_BRANDS_LEFT_OUT =
  'Polar, Apple Watch, Coros et Fitbit n’y sont pas\u00a0: nous n’avons pas pu lire, dans une documentation récente de Polar, les bornes de ses zones par défaut; Apple indique que ses zones tiennent compte de l’âge et de la fréquence au repos sans en publier les pourcentages; le guide de Coros décrit trois modèles de six zones dont nous n’avons pas pu vérifier toutes les bornes; et nous n’avons pas pu vérifier dans la documentation de Fitbit comment ses appareils récents calculent leurs zones.'
