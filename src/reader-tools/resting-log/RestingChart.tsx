import { useEffect, useRef, useState } from 'react'
import type { JudgedMorning } from '../../heart-rate/resting-log'
import { CHART_HEIGHT, chartGeometry, MARGIN, shortDate } from './chart-geometry'

const COLOURS = { rate: '#be123c', high: '#b91c1c', baseline: '#334155', threshold: '#b45309', grid: '#e2e8f0', text: '#475569' }

/** The width the chart has on the page, followed as it changes (a phone turned, a window resized). */
function useWidth() {
  const box = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(0)
  useEffect(() => {
    const element = box.current
    if (!element) return
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return { box, width }
}

/**
 * The mornings of the period as an SVG drawn in the page's own pixels, so that its text keeps its size on a phone.
 * Its text equivalent is the summary it is described by (`describedBy`), and the table under it.
 */
export function RestingChart({ mornings, start, end, describedBy }: { mornings: JudgedMorning[]; start: string; end: string; describedBy: string }) {
  const { box, width } = useWidth()
  const geometry = width > 0 && mornings.length > 0 ? chartGeometry(mornings, start, end, width) : null
  return (
    <figure className="mt-4">
      <div ref={box} className="w-full">
        {geometry && (
          <svg
            role="img"
            aria-label="Graphique de votre fréquence au repos"
            aria-describedby={describedBy}
            width={width}
            height={CHART_HEIGHT}
            viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
            className="block"
          >
            {geometry.yTicks.map((tick) => (
              <g key={tick}>
                <line x1={MARGIN.left} x2={width - MARGIN.right} y1={geometry.y(tick)} y2={geometry.y(tick)} stroke={COLOURS.grid} />
                <text x={MARGIN.left - 6} y={geometry.y(tick) + 4} textAnchor="end" fontSize="12" fill={COLOURS.text}>
                  {tick}
                </text>
              </g>
            ))}
            {geometry.xTicks.map((date) => (
              // The last day's label ends at its day rather than running past the edge.
              <text
                key={date}
                x={date === end ? width - MARGIN.right : geometry.x(date)}
                y={CHART_HEIGHT - 8}
                textAnchor={date === end ? 'end' : 'middle'}
                fontSize="12"
                fill={COLOURS.text}
              >
                {shortDate(date)}
              </text>
            ))}
            {geometry.thresholdLines.map((points) => (
              <polyline key={`seuil-${points}`} points={points} fill="none" stroke={COLOURS.threshold} strokeWidth="2" strokeDasharray="2 4" />
            ))}
            {geometry.baselineLines.map((points) => (
              <polyline key={`habituelle-${points}`} points={points} fill="none" stroke={COLOURS.baseline} strokeWidth="2" strokeDasharray="8 4" />
            ))}
            {geometry.rateLines.map((points) => (
              <polyline key={`frequence-${points}`} points={points} fill="none" stroke={COLOURS.rate} strokeWidth="2" />
            ))}
            {mornings.map((morning) =>
              morning.high ? (
                <rect
                  key={morning.date}
                  x={geometry.x(morning.date) - 5}
                  y={geometry.y(morning.bpm) - 5}
                  width="10"
                  height="10"
                  fill={COLOURS.high}
                  stroke="#ffffff"
                  strokeWidth="1.5"
                />
              ) : (
                <circle
                  key={morning.date}
                  cx={geometry.x(morning.date)}
                  cy={geometry.y(morning.bpm)}
                  r="4"
                  fill={COLOURS.rate}
                  stroke="#ffffff"
                  strokeWidth="1.5"
                />
              ),
            )}
          </svg>
        )}
      </div>
      <figcaption className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
        <span className="flex items-center gap-2">
          <svg aria-hidden="true" width="24" height="10">
            <line x1="0" x2="24" y1="5" y2="5" stroke={COLOURS.rate} strokeWidth="2" />
            <circle cx="12" cy="5" r="4" fill={COLOURS.rate} />
          </svg>
          Fréquence au repos
        </span>
        <span className="flex items-center gap-2">
          <svg aria-hidden="true" width="24" height="10">
            <rect x="7" y="0" width="10" height="10" fill={COLOURS.high} />
          </svg>
          Matin au-dessus du seuil
        </span>
        <span className="flex items-center gap-2">
          <svg aria-hidden="true" width="24" height="10">
            <line x1="0" x2="24" y1="5" y2="5" stroke={COLOURS.baseline} strokeWidth="2" strokeDasharray="8 4" />
          </svg>
          Valeur habituelle
        </span>
        <span className="flex items-center gap-2">
          <svg aria-hidden="true" width="24" height="10">
            <line x1="0" x2="24" y1="5" y2="5" stroke={COLOURS.threshold} strokeWidth="2" strokeDasharray="2 4" />
          </svg>
          Seuil du signal
        </span>
      </figcaption>
    </figure>
  )
}
