/** Wall and processor time (milliseconds; processor: every thread of the process), to time the build's stages. */
export interface Span {
  wall: number
  cpu: number
}

export const now = (): Span => {
  const { user, system } = process.cpuUsage()
  return { wall: performance.now(), cpu: (user + system) / 1000 }
}

export const since = (start: Span): Span => {
  const end = now()
  return { wall: end.wall - start.wall, cpu: end.cpu - start.cpu }
}
