import type { WorkoutAnalysis } from '../../heart-rate/workout/analysis'
import type { HeartRateZone } from '../../heart-rate/zones'
import { clockOf, formatDuration } from './durations'

/** The drawing's own units: stretched to the width of the page, so that its labels, in HTML, keep the text's size. */
const WIDTH = 1000
const HEIGHT = 300

/** Ticks of the time axis: every 10, 15, 30 minutes or a whole number of hours, at most five of them (a phone's width). */
function timeTicks(elapsed: number): number[] {
  const step = [600, 900, 1800, 3600, 7200, 10800].find((seconds) => elapsed / seconds < 4.5) ?? 21600
  return Array.from({ length: Math.floor(elapsed / step) + 1 }, (_, index) => index * step)
}

const LABEL = 'absolute text-xs whitespace-nowrap text-slate-700 tabular-nums'

/**
 * The heart rate over the session, drawn by the page (SVG): the zones' bands behind it when the reader's zones are
 * known, a gap where the recording paused or lost the signal. The picture is described in its label; the figures
 * are in the text around it.
 */
export function HeartRateCurve({ analysis, zones }: { analysis: WorkoutAnalysis; zones: readonly HeartRateZone[] | null }) {
  const rates = analysis.curve.flatMap((point) => (point.rate === null ? [] : [point.rate]))
  const lowest = Math.min(...rates)
  const low = Math.floor((Math.min(lowest, zones ? zones[0]!.minBpm : Infinity) - 10) / 10) * 10
  const high = Math.ceil((Math.max(analysis.highest.rate, zones ? zones[zones.length - 1]!.maxBpm : 0) + 5) / 10) * 10
  const elapsed = Math.max(analysis.elapsedSeconds, 1)
  // The stretch of time each point of the line averages.
  const span = Math.max(1, elapsed / analysis.curve.length)
  const x = (seconds: number) => (seconds / elapsed) * WIDTH
  const y = (rate: number) => ((high - rate) / (high - low)) * HEIGHT
  const paths: string[] = []
  let current = ''
  for (const point of analysis.curve) {
    if (point.rate === null) {
      if (current) paths.push(current)
      current = ''
      continue
    }
    current += `${current ? 'L' : 'M'}${x(point.at).toFixed(1)} ${y(point.rate).toFixed(1)}`
  }
  if (current) paths.push(current)
  const marks = zones ? zones.map((zone) => zone.minBpm) : [low + 10, Math.round((low + high) / 2), high - 10]
  const label = `Courbe de la fréquence cardiaque sur ${formatDuration(analysis.elapsedSeconds)}, de ${Math.round(lowest)} à ${analysis.highest.rate}\u00a0BPM${zones ? ', sur les bandes de vos cinq zones' : ''}.`
  return (
    <figure className="grid gap-2">
      <div className="relative pb-6 pl-9">
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={label}
          className="block h-48 w-full sm:h-64"
          data-testid="courbe"
        >
          {zones?.map((zone, index) => {
            const top = Math.min(index === zones.length - 1 ? high : zones[index + 1]!.minBpm, high)
            return (
              <rect
                key={zone.number}
                x={0}
                width={WIDTH}
                y={y(top)}
                height={Math.max(0, y(Math.max(zone.minBpm, low)) - y(top))}
                fill={zone.color}
                opacity={0.18}
              />
            )
          })}
          <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} stroke="#94a3b8" vectorEffect="non-scaling-stroke" />
          {paths.map((path, index) => (
            <path key={index} d={path} fill="none" stroke="#0f172a" strokeWidth="1.5" strokeLinejoin="round" vectorEffect="non-scaling-stroke" />
          ))}
        </svg>
        <div aria-hidden="true">
          {marks.map((rate) => (
            <span key={rate} className={`${LABEL} left-0 -translate-y-1/2`} style={{ top: `calc((100% - 1.5rem) * ${y(rate) / HEIGHT})` }}>
              {rate}
            </span>
          ))}
          {timeTicks(elapsed).map((tick) => (
            <span
              key={tick}
              className={`${LABEL} bottom-0 ${tick === 0 ? '' : x(tick) > WIDTH * 0.95 ? '-translate-x-full' : '-translate-x-1/2'}`}
              style={{ left: `calc(2.25rem + (100% - 2.25rem) * ${x(tick) / WIDTH})` }}
            >
              {clockOf(tick)}
            </span>
          ))}
        </div>
      </div>
      <figcaption className="text-sm text-slate-600">
        Fréquence cardiaque (BPM) selon le temps écoulé (heures:minutes)
        {zones ? '; les bandes de couleur sont vos zones, de 1 en bas à 5 en haut' : ''}. Chaque point de la ligne est la moyenne d’environ{' '}
        {formatDuration(span)}&nbsp;: un pic plus bref n’y paraît pas. Une coupure dans la ligne est une pause ou un signal perdu.
      </figcaption>
    </figure>
  )
}
