/**
 * content/ read and checked in a thread of its own (./content-thread.ts, begun by ./build.ts): the browser bundle is built
 * meanwhile, and the memory the reading used (YAML and Markdown parsed, passages compared: hundreds of megabytes at a
 * thousand articles) goes back to the system with the thread, the build keeping only the content it sends back. Each
 * file's results are kept for the next build (./content-cache.ts): a rebuild reads again only what changed.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { readContent } from '../src/content/load.ts'
import { contentCache } from './content-cache.ts'

const { root } = workerData as { root: string }
const cache = contentCache(root)
const { context, ...reading } = readContent(root, undefined, cache.memo)
// A function does not cross to another thread: the build's side knows where the images are (imageExistsIn).
const checked = context && { ...context, imageExists: undefined }
parentPort?.postMessage({ ...reading, context: checked })
cache.prune()
