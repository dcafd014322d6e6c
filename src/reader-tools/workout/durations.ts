/** « 12 s » under a minute, then « 42 min », « 1 h 05 », « 10 h 00 »: a duration as the page writes it, rounded to the minute. */
export function formatDuration(seconds: number): string {
  if (seconds > 0 && seconds < 30) return `${Math.round(seconds)}\u00a0s`
  const minutes = Math.round(seconds / 60)
  if (minutes < 60) return `${minutes}\u00a0min`
  return `${Math.floor(minutes / 60)}\u00a0h\u00a0${String(minutes % 60).padStart(2, '0')}`
}

/** « 0:42 », « 1:05 »: a moment of the session on the curve's axis, hours and minutes from the start. */
export const clockOf = (seconds: number): string => {
  const minutes = Math.floor(seconds / 60)
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`
}
