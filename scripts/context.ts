/**
 * What the build's steps share, made once by vite.config.ts and handed to each step that needs it: the project's root,
 * content/ loaded and checked once, and the files of the browser bundle each island needs. `npm run build`
 * (scripts/build.ts) loads vite.config.ts once and runs vite-react-ssg with that one configuration, so that the browser
 * build, the pre-rendering and the finishing steps all see this same context; the development server loads the
 * configuration once too.
 */
import { loadContent, type Content } from '../src/content/load.ts'

export interface BuildContext {
  readonly root: string
  /** content/, read and checked the first time it is asked for, then kept until `forgetContent`. */
  content(): Content
  /** Whether the next `content()` reads content/ again; true once, until it has. */
  readonly contentIsStale: boolean
  /** The development server calls this when a file of content/ is saved, added or deleted. */
  forgetContent(): void
  /**
   * Island name → the files of the browser bundle it needs (its chunk, what that chunk imports, and React's client),
   * written by the browser build (empty in development).
   */
  readonly islandFiles: Map<string, string[]>
}

export function createBuildContext(root: string): BuildContext {
  let content: Content | null = null
  return {
    root,
    content: () => (content ??= loadContent(root)),
    get contentIsStale() {
      return content === null
    },
    forgetContent: () => void (content = null),
    islandFiles: new Map(),
  }
}
