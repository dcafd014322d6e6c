/**
 * The default heart-rate zones of sports watches, only where the maker's own documentation gives their method and
 * their bands (read November 2026):
 * - Garmin: « Heart Rate Zone Calculations », owner's manual on garmin.com: five zones of 50-60, 60-70, 70-80, 80-90
 *   and 90-100 % of the maximum heart rate, « determined from your user profile ».
 * - Polar: the range from 50 to 100 % of the maximum heart rate divided into five zones of 10 %, its example worked
 *   with a maximum of 220 − age, as Polar's user manual for the RS800CX gives them (« Polar Sport Zones »); readers are sent to that manual, since
 *   the support page support.polar.com/…/Polar_Sport_Zones could not be read again in November 2026.
 * Left out: Apple Watch (Apple's documentation says its zones come from age and resting heart rate but gives no
 * percentages), Coros (its guide gives three six-zone models; the bands of every zone could not all be read), Fitbit
 * (no documentation of how its current devices set their zones could be checked). WATCH_BRANDS_LEFT_OUT says so.
 */
import type { WatchBrand } from './option-values'
import { percentOf } from './zones'

interface BrandDefaults {
  name: string
  /** The reference its percentages are of, and how it sets that reference by default. */
  method: string
  /** Where each of its five zones starts, in % of the maximum heart rate; the last one ends at the maximum. */
  starts: readonly number[]
  documentation: { title: string; url: string }
}

export const WATCH_BRANDS: Record<WatchBrand, BrandDefaults> = {
  garmin: {
    name: 'Garmin',
    method: 'cinq zones en % de la FC max (50–60, 60–70, 70–80, 80–90 et 90–100\u00a0%), tirées de votre profil',
    starts: [50, 60, 70, 80, 90],
    documentation: {
      title: 'Garmin, « Heart Rate Zone Calculations » (manuel d’utilisation)',
      url: 'https://www8.garmin.com/manuals/webhelp/GUID-FABAD210-C716-48B1-AB1D-A09097F1CED4/EN-US/GUID-EF4F4C51-1E48-46D6-9A81-7D4BC2124CC0.html',
    },
  },
  polar: {
    name: 'Polar',
    method: 'cinq zones de 10\u00a0% de la FC max, de 50 à 100\u00a0% (son manuel les illustre avec une FC\u00a0max de 220\u00a0−\u00a0âge)',
    starts: [50, 60, 70, 80, 90],
    documentation: {
      title: 'Polar, « Polar RS800CX User Manual », section « Polar Sport Zones »',
      url: 'https://fitness.manualsonline.com/manuals/mfg/polar/polar_rs800cx.html?p=46',
    },
  },
}

export const WATCH_BRANDS_LEFT_OUT =
  'Apple Watch, Coros et Fitbit n’y sont pas\u00a0: Apple indique que ses zones tiennent compte de l’âge et de la fréquence au repos sans en publier les pourcentages, le guide de Coros décrit trois modèles de six zones dont nous n’avons pas pu vérifier toutes les bornes, et nous n’avons pas pu vérifier dans la documentation de Fitbit comment ses appareils récents calculent leurs zones.'

/** A brand's default zones, in BPM, for the maximum heart rate the watch is given; the same rounding as the site's. */
export function brandZones(brand: WatchBrand, max: number): { minBpm: number; maxBpm: number }[] {
  const { starts } = WATCH_BRANDS[brand]
  return starts.map((start, index) => {
    const next = starts[index + 1]
    return { minBpm: percentOf(max, start), maxBpm: next === undefined ? max : percentOf(max, next) }
  })
}
