/**
 * How long each stage of the build took, printed at its end, one line a stage, which `npm run bench` reads: its wall
 * time, and the processor time of the build's process (every thread), which another program on the machine does not
 * lengthen. The stages: reading content/, checking and rendering it, the browser and pre-rendering bundles, the pages
 * rendered, the social images, and the finishing of the site.
 */
import { now, since, type Span } from '../src/content/clock.ts'

export const STAGES = ['lecture', 'vérification', 'paquets', 'rendu des pages', 'images de partage', 'finition'] as const
export type Stage = (typeof STAGES)[number]

/**
 * The line a stage is printed as (`Étape lecture : 812 ms, processeur 790 ms`).
 * @internal read back by the bench (scripts/bench/scaled-build.ts), outside the production code
 */
export const STAGE_LINE = /^Étape (.+) : (\d+) ms, processeur (\d+) ms$/gm

export interface StageClock {
  /** Adds the time a stage took, measured where it ran. */
  add(stage: Stage, span: Span): void
  /**
   * Adds the time of a stage run in a thread of its own while the stages of this thread went on: its processor time
   * is taken from the next lap, not its wall time, which the two shared.
   */
  alongside(stage: Stage, span: Span): void
  /** Gives a stage the time since the previous lap (or the clock's start), less what `add` gave the others meanwhile. */
  lap(stage: Stage): void
  /** The stages, in order, as lines. */
  lines(): string[]
}

export function stageClock(): StageClock {
  const times = new Map<Stage, Span>()
  let last = now()
  let added: Span = { wall: 0, cpu: 0 }
  const add = (stage: Stage, { wall, cpu }: Span) => {
    const known = times.get(stage) ?? { wall: 0, cpu: 0 }
    times.set(stage, { wall: known.wall + wall, cpu: known.cpu + cpu })
  }
  return {
    add(stage, span) {
      add(stage, span)
      added = { wall: added.wall + span.wall, cpu: added.cpu + span.cpu }
    },
    alongside(stage, span) {
      add(stage, span)
      added = { wall: added.wall, cpu: added.cpu + span.cpu }
    },
    lap(stage) {
      const { wall, cpu } = since(last)
      add(stage, { wall: wall - added.wall, cpu: cpu - added.cpu })
      last = now()
      added = { wall: 0, cpu: 0 }
    },
    lines: () =>
      STAGES.flatMap((stage) => {
        const span = times.get(stage)
        return span ? [`Étape ${stage} : ${Math.round(span.wall)} ms, processeur ${Math.round(span.cpu)} ms`] : []
      }),
  }
}
