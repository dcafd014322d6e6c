/**
 * Zones without a watch: the pulse counted for 15 seconds at the wrist, times 4, is the rate per minute. Each zone's
 * count starts at its lower limit divided by 4, rounded up, and stops one beat before the next zone's count starts:
 * neighbouring zones never share a count, and the last one stops at the maximum divided by 4, rounded down.
 */

export const COUNT_SECONDS = 15
const PER_MINUTE = 60 / COUNT_SECONDS

/** A zone's count in 15 seconds; `from` is null for a zone with no lower limit, `to` for one with no upper limit. */
export interface PulseCount {
  from: number | null
  to: number | null
}

/**
 * The counts of consecutive zones, from each zone's lower limit in BPM (null: no lower limit) and the rate the last
 * zone ends at (null: no upper limit). A zone narrower than one beat in 15 seconds gets no count of its own: null.
 */
export function pulseCounts(lowerLimits: readonly (number | null)[], top: number | null): (PulseCount | null)[] {
  const starts = lowerLimits.map((bpm) => (bpm === null ? null : Math.ceil(bpm / PER_MINUTE)))
  return starts.map((from, index) => {
    const next = starts[index + 1]
    const to = next === undefined ? (top === null ? null : Math.floor(top / PER_MINUTE)) : next === null ? null : next - 1
    return from !== null && to !== null && to < from ? null : { from, to }
  })
}

/** « 24 à 28 battements », « moins de 37 battements », « 46 battements et plus » */
export function countLabel(count: PulseCount | null): string {
  if (count === null) return 'trop étroite pour un compte'
  if (count.from === null) return `moins de ${(count.to ?? 0) + 1} battements`
  if (count.to === null) return `${count.from} battements et plus`
  return `${count.from === count.to ? count.from : `${count.from} à ${count.to}`} battements`
}
