/**
 * `npm run build`: vite-react-ssg's build, given the configuration of vite.config.ts loaded once, here. Its own command
 * (`vite-react-ssg build`) would load vite.config.ts three times, each a new copy of the build's steps with a context of
 * its own; with one configuration, the browser build, the pre-rendering and the finishing steps share one build
 * context (./context.ts).
 *
 * Reading content/ begins first, in its own thread (./content-thread.ts), while Vite and the plugins load (more than a
 * second). The previous dist/ is moved aside at once and removed while the site is built, rather than emptied file by
 * file before the build starts (a second on a site of a thousand articles, whose dist/ holds seven thousand files).
 */
import { existsSync, mkdirSync, renameSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { readInThread } from './content-thread.ts'

const root = join(import.meta.dirname, '..')
// Its errors are the build's: the context awaits this same reading (readAhead).
readInThread(root).catch(() => {})
const dist = join(root, 'dist')
const aside = join(root, '.cache', `dist-removed-${process.pid}`)
let removal: Promise<void> = Promise.resolve()
if (existsSync(dist)) {
  mkdirSync(join(root, '.cache'), { recursive: true })
  renameSync(dist, aside)
  removal = rm(aside, { recursive: true, force: true })
}
const [{ build }, { default: config }] = await Promise.all([import('vite-react-ssg/node'), import('../vite.config.ts')])
await build({}, { ...config, configFile: false })
await removal
