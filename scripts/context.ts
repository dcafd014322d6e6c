/**
 * What the build's steps share, made once by vite.config.ts and handed to each step that needs it: the project's root,
 * content/ loaded and checked once, and the files of the browser bundle each island needs. `npm run build`
 * (scripts/build.ts) loads vite.config.ts once and runs vite-react-ssg with that one configuration, so that the browser
 * build, the pre-rendering and the finishing steps all see this same context; the development server loads the
 * configuration once too.
 */
import { ContentError, imageExistsIn, readContent, type Content, type ContentReading } from '../src/content/load.ts'
import { forgetReading, readInThread } from './content-thread.ts'
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
  /**
   * For the build: content/ read and checked in a thread of its own (./content-thread.ts), begun now unless
   * ./build.ts already began it, while the browser bundle is built; `ready` resolves once it is. Without it, `content`
   * reads content/ in this thread.
   */
  readAhead(): void
  /** Resolves once the reading `readAhead` started is done (at once when none was started). */
  ready(): Promise<void>
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
  let ahead: Promise<void> | null = null
  const accept = (fresh: ContentReading) => {
    reading = fresh
    const warning = fresh.content && placeholderWarning(fresh.content.site)
    if (warning) console.warn(warning)
    shown = fresh.content ?? shown
    return fresh
  }
  const read = () => {
    if (reading) return reading
    const fresh = readContent(root)
    stages.add('lecture', fresh.times.reading)
    stages.add('vérification', fresh.times.checking)
    return accept(fresh)
  }
  const readAhead = () =>
    readInThread(root).then((fresh) => {
      stages.alongside('lecture', fresh.times.reading)
      stages.alongside('vérification', fresh.times.checking)
      accept({ ...fresh, context: fresh.context && { ...fresh.context, imageExists: imageExistsIn(root) } })
    })
  return {
    root,
    content() {
      const { content, problems } = read()
      if (previewing && shown) return shown
      if (!content || problems.length) throw new ContentError(problems)
      return content
    },
    reading: read,
    readAhead() {
      if (!reading) ahead ??= readAhead()
    },
    ready: () => ahead ?? Promise.resolve(),
    preview: () => void (previewing = true),
    get contentIsStale() {
      return reading === null
    },
    forgetContent() {
      reading = null
      ahead = null
      forgetReading(root)
    },
    islandFiles: new Map(),
    stages,
  }
}
