import zoneTexts from 'virtual:content/zone-texts'
import type { ReserveClass } from '../heart-rate/effort-scales'
import type { CalculatorResult } from '../heart-rate/methods'
import { formatBpm, formatBpmRange } from '../heart-rate/zones'

const NBSP = '\u00a0'

/** « Phrases courtes, puis quelques mots · Borg 14 à 17 » */
const classTalkTest = (intensity: ReserveClass) =>
  `${intensity.talkZones.map((zone) => zoneTexts[zone].talkTest).join(', puis ')} · Borg ${intensity.borg}`

const capitalized = (text: string) => text[0]?.toUpperCase() + text.slice(1)

/** The classes as a text to paste: plain spaces, for any app. */
export const reserveClassesText = ({ resting, classes }: NonNullable<CalculatorResult['reserve']>) =>
  [
    `Classes d’intensité sur la réserve de fréquence cardiaque (ACSM), repos ${resting} BPM :`,
    ...classes.map((intensity) => `Intensité ${intensity.name} : ${intensity.minBpm}-${intensity.maxBpm} BPM`),
  ].join('\n')

/**
 * With a resting rate: ACSM's intensity classes on the heart-rate reserve (Karvonen), in BPM, beside the zones and
 * without their numbers, since a class and a zone do not start at the same intensity.
 */
export function ReserveClasses({ reserve, max }: { reserve: NonNullable<CalculatorResult['reserve']>; max: number }) {
  const { resting, classes } = reserve
  return (
    <section aria-labelledby="classes-reserve" className="mt-6 rounded-xl border border-slate-200 p-4" data-testid="classes-reserve">
      <h3 id="classes-reserve" className="font-semibold text-ink">
        Selon votre réserve de fréquence cardiaque&nbsp;: les classes d’intensité
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        Votre réserve est l’écart entre votre FC{NBSP}max, {formatBpm(max)}, et votre fréquence au repos, {formatBpm(resting)}&nbsp;: {max - resting}
        {NBSP}battements. Chaque limite vaut repos + pourcentage × réserve (méthode de Karvonen).
      </p>
      <ol className="mt-3 grid grid-cols-1 gap-2" aria-label="Classes d’intensité sur votre réserve de fréquence cardiaque">
        {classes.map((intensity) => (
          <li key={intensity.name} className="rounded-lg bg-slate-50 px-4 py-2" data-testid={`classe-${intensity.name.replace(' ', '-')}`}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <p className="font-semibold text-ink">Intensité {intensity.name}</p>
              <p className="font-semibold whitespace-nowrap text-ink tabular-nums narrow:whitespace-normal">
                {formatBpmRange(intensity.minBpm, intensity.maxBpm)}
              </p>
            </div>
            <p className="text-sm text-slate-600">
              {intensity.reserveBand}
              {NBSP}% de la réserve (≈{NBSP}
              {intensity.maxBand}
              {NBSP}% de la FC{NBSP}max) · <span className="text-slate-800">{capitalized(classTalkTest(intensity))}</span>
            </p>
          </li>
        ))}
      </ol>
      <p className="mt-3 text-sm text-slate-700">
        Sous {formatBpm(classes[0]?.minBpm ?? resting)}, l’intensité est très faible. Ces classes ne portent pas de numéro de zone&nbsp;: 60{NBSP}% de
        la réserve marque déjà le début de l’intensité élevée, alors que 60{NBSP}% de la FC{NBSP}max est le bas de la zone{NBSP}2. Les minutes
        d’intensité moyenne ou élevée sont celles qui comptent dans les 150{NBSP}minutes par semaine des Directives canadiennes. Classes de l’American
        College of Sports Medicine (Garber et coll., 2011, Medicine &amp; Science in Sports &amp; Exercise 43(7), p.{NBSP}1334-1359, tableau{NBSP}4).
      </p>
    </section>
  )
}
