/**
 * The build of a scratch copy of the site with a given number of articles (scratch-site.ts): its time per page,
 * its peak memory, and the JavaScript its pages name, so that growth with content shows. Three builds: the first
 * (nothing kept), a rebuild after an editor's change to one article's text (what every save in the CMS costs), and
 * a rebuild after a change to the build's code, which renders every page again.
 */
import { spawnSync } from 'node:child_process'
import { appendFileSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipped } from './page-weights.ts'
import { isAdminPath } from '../hosting/headers.ts'
import type { Span } from '../../src/content/clock.ts'
import { STAGE_LINE } from '../stages.ts'
import { scratchSite } from './scratch-site.ts'

/** One run of npm run build. */
export interface BuildRun {
  seconds: number
  /** Milliseconds of build per page of the site. */
  msPerPage: number
  /** Pages vite-react-ssg rendered: the others were kept from the previous build (scripts/page-cache.ts). */
  rendered: number
  /** Bytes: the largest resident memory of the build's processes. */
  peakMemory: number
  /** Each stage the build printed (scripts/stages.ts): milliseconds of wall and processor time. */
  stages: Map<string, Span>
}

export interface ScaledBuild {
  articles: number
  /** Pages of the site: rendered, or kept from the previous build. */
  pages: number
  /** HTML files written: the rendered pages and each article's copy at its canonical address. */
  htmlFiles: number
  /** The first build of the copy, which draws every social image (its cache, .cache/, is not copied). */
  first: BuildRun
  /** The build again after one article's text changed, as after an editor's save: the rest comes from .cache/. */
  again: BuildRun
  /** The build again after a change to the build's code: every page rendered again, content and images from .cache/. */
  allPages: BuildRun
  /** Gzipped bytes of the script every page starts from. */
  entryChunk: number
  /** Gzipped bytes of the scripts the home page names in its HTML. */
  homeScripts: number
  /** The page whose HTML names the most script bytes (gzipped), and those bytes. */
  heaviestPage: { path: string; scripts: number }
}

const ENTRY = /<script type="module"[^>]*\ssrc="([^"]+)"/
const NAMED = /<(?:script type="module"[^>]*\ssrc|link rel="modulepreload"[^>]*\shref)="([^"]+)"/g

/** The stages a build printed. */
const stagesOf = (stdout: string) =>
  new Map([...stdout.matchAll(STAGE_LINE)].map(([, stage = '', wall, cpu]) => [stage, { wall: Number(wall), cpu: Number(cpu) }]))

/** npm run build in dir: its output, wall time and peak memory. */
function build(dir: string, articles: number): { stdout: string; seconds: number; peakMemory: number } {
  // GNU time writes the wall time (s) and the peak resident memory (KiB) as the last line of the error output.
  const run = spawnSync('/usr/bin/time', ['-f', '%e %M', 'npm', 'run', 'build'], {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 256 * 1024 * 1024,
  })
  const lines = run.stderr.trim().split('\n')
  if (run.status !== 0) throw new Error(`La construction à ${articles} articles a échoué :\n${lines.slice(-30).join('\n')}`)
  const [seconds = Number.NaN, kibibytes = Number.NaN] = (lines.at(-1) ?? '').split(' ').map(Number)
  return { stdout: run.stdout, seconds, peakMemory: kibibytes * 1024 }
}

/** How many pages vite-react-ssg says it renders. */
const renderedIn = (stdout: string) => Number(/Rendering Pages\.\.\. \((\d+)\)/.exec(stdout)?.[1] ?? Number.NaN)

/** An editor's change: one word of an article's body (the copy's own word, scratch-site.ts) replaced by another. */
function editOneArticle(dir: string) {
  const file = join(
    dir,
    'content/articles',
    readdirSync(join(dir, 'content/articles')).find((name) => name.endsWith('-2.md'))!,
  )
  const text = readFileSync(file, 'utf8')
  const body = text.indexOf('\n---\n') + 5
  writeFileSync(file, text.slice(0, body) + text.slice(body).replace(/copie2\b/, 'copie2bis'))
}

export function scaledBuild(root: string, articles: number): ScaledBuild {
  const dir = scratchSite(root, articles)
  try {
    const first = build(dir, articles)
    editOneArticle(dir)
    const again = build(dir, articles)
    appendFileSync(join(dir, 'scripts/page-html.ts'), '\n// Changé par le banc d’essai.\n')
    const allPages = build(dir, articles)
    // vite-react-ssg renders each page it is given once (every page, after a change to the build's code); the build then
    // copies each article to its canonical address.
    const pages = renderedIn(allPages.stdout)
    const figures = ({ stdout, seconds, peakMemory }: { stdout: string; seconds: number; peakMemory: number }): BuildRun => ({
      seconds,
      peakMemory,
      msPerPage: (seconds * 1000) / pages,
      rendered: renderedIn(stdout),
      stages: stagesOf(stdout),
    })
    const dist = join(dir, 'dist')
    const htmlFiles = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'))
    const home = readFileSync(join(dist, 'index.html'), 'utf8')
    const entry = ENTRY.exec(home)?.[1]
    if (!entry) throw new Error('La page d’accueil ne nomme aucun script d’entrée')
    const sizes = new Map<string, number>()
    const namedScripts = (html: string) =>
      [...new Set([...html.matchAll(NAMED)].map((match) => match[1]!))].reduce((sum, file) => {
        if (!sizes.has(file)) sizes.set(file, gzipped(join(dist, file)))
        return sum + sizes.get(file)!
      }, 0)
    let heaviestPage = { path: '/', scripts: 0 }
    // The site's pages: the CMS's page (/admin/) is the editors', not a visitor's.
    for (const file of htmlFiles.filter((file) => !isAdminPath(`/${file}`))) {
      const scripts = namedScripts(readFileSync(join(dist, file), 'utf8'))
      if (scripts > heaviestPage.scripts) heaviestPage = { path: `/${file.replace(/(index)?\.html$/, '')}`, scripts }
    }
    return {
      articles,
      pages,
      htmlFiles: htmlFiles.length,
      first: figures(first),
      again: figures(again),
      allPages: figures(allPages),
      entryChunk: gzipped(join(dist, entry)),
      homeScripts: namedScripts(home),
      heaviestPage,
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
