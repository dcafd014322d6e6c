/**
 * What the build's steps share, made once by vite.config.ts and handed to each step that needs it: the project's root,
 * content/ loaded and checked once, and the files of the browser bundle each island needs. `npm run build`
 * (scripts/build.ts) loads vite.config.ts once and runs vite-react-ssg with that one configuration, so that the browser
 * build, the pre-rendering and the finishing steps all see this same context; the development server loads the
 * configuration once too.
 */
import { ContentError, readContent, type Content, type ContentReading } from '../src/content/load.ts'
import { stageClock, type StageClock } from './stages.ts'
import { placeholderWarning } from '../src/content/placeholders.ts'

export interface BuildContext {
  readonly root: string
  /**
   * content/, read and checked the first time it is asked for, then kept until `forgetContent`. The build gets it only
   * without a problem (ContentError otherwise); the development server, once `preview` is called, gets what can be
   * shown: the files without a problem, or the last content that could be shown while site.yaml or a page is wrong.
   */
  content(): Content
  /** Every problem of content/ and what each file was checked against, read as `content` reads it. */
  reading(): ContentReading
  /** For the development server: `content` gives what can be shown while files have problems. */
  preview(): void
  /** Whether the next `content()` reads content/ again; true once, until it has. */
  readonly contentIsStale: boolean
  /** The development server calls this when a file of content/ is saved, added or deleted. */
  forgetContent(): void
  /**
   * Island name → the files of the browser bundle it needs (its chunk, what that chunk imports, and React's client),
   * written by the browser build (empty in development).
   */
  readonly islandFiles: Map<string, string[]>
  /** How long each stage of the build took (./stages.ts). */
  readonly stages: StageClock
}

export function createBuildContext(root: string): BuildContext {
  let reading: ContentReading | null = null
  let previewing = false
  /** The last content the development server could show. */
  let shown: Content | null = null
  const stages = stageClock()
  const read = () => {
    if (!reading) {
      reading = readContent(root)
      stages.add('lecture', reading.times.reading)
      stages.add('vérification', reading.times.checking)
      const warning = reading.content && placeholderWarning(reading.content.site)
      if (warning) console.warn(warning)
      shown = reading.content ?? shown
    }
    return reading
  }
  return {
    root,
    content() {
      const { content, problems } = read()
      if (previewing && shown) return shown
      if (!content || problems.length) throw new ContentError(problems)
      return content
    },
    reading: read,
    preview: () => void (previewing = true),
    get contentIsStale() {
      return reading === null
    },
    forgetContent: () => void (reading = null),
    islandFiles: new Map(),
    stages,
  }
}
