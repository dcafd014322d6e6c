// npm run bench: how fast and light the site is.
// 1. Per route, served by the README's server: gzipped HTML, CSS and JavaScript loaded, and Lighthouse (mobile
//    preset): its four scores, LCP, TBT and CLS, each the median of LIGHTHOUSE_RUNS runs (3).
// 2. The build at 100, 1,000 and 3,000 articles (scratch copies, never content/: ./scaled-build.ts): the entry chunk,
//    the scripts the home page names, the page that names the most; three builds each (the first; again after an
//    editor's change to one article; again after a change to the build's code, which renders every page), with
//    their time per page of the site and peak memory; then each stage of the two rebuilds on its own
//    (scripts/stages.ts), in all and per page, so that a stage whose cost per page grows with the content shows.
// BENCH_SCALES=8,100 changes the article counts (BENCH_SCALES= none); BENCH_PATHS=/,/contact measures those pages
// only (BENCH_PATHS= none); SKIP_BUILD=1 measures the existing dist/.
import { execFileSync } from 'node:child_process'
import { chromium } from '@playwright/test'
import { NOT_FOUND_PATH } from '../../src/site-pages.ts'
import { serveOnFreePort } from '../static-server.ts'
import { chromiumPath } from '../chromium.ts'
import { lighthouseMedian } from './lighthouse.ts'
import { kilobytes, pageWeights, sitePaths } from './page-weights.ts'
import { scaledBuild } from './scaled-build.ts'
import { STAGES } from '../stages.ts'

const root = process.cwd()
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)

function table(headings: string[], rows: string[][]) {
  const widths = headings.map((heading, column) => Math.max(heading.length, ...rows.map((row) => row[column]!.length)))
  const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!))).join('  ')
  console.log([line(headings), ...rows.map(line)].join('\n'))
}

if (!process.env.SKIP_BUILD) execFileSync('npm', ['run', 'build'], { stdio: 'ignore' })

const { origin, close } = await serveOnFreePort('dist')
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-background-networking'] })
const routes: string[][] = []
try {
  const paths = process.env.BENCH_PATHS?.split(',').filter(Boolean) ?? sitePaths()
  for (const path of paths) {
    const weights = await pageWeights(browser, origin, path)
    const sizes = [
      path,
      kilobytes(weights.html),
      kilobytes(weights.css),
      kilobytes(weights.firstViewJs),
      `${kilobytes(weights.js)}${weights.js > weights.budget ? ' !' : ''}`,
    ]
    // Lighthouse scores no page that answers 404, as the not-found page rightly does.
    if (path === NOT_FOUND_PATH) {
      routes.push([...sizes, ...Array<string>(7).fill('—')])
      continue
    }
    const scores = await lighthouseMedian(origin + path, LIGHTHOUSE_RUNS)
    routes.push([
      ...sizes,
      String(scores.performance),
      String(scores.accessibility),
      String(scores.bestPractices),
      String(scores.seo),
      `${(scores.lcp / 1000).toFixed(2)} s`,
      `${Math.round(scores.tbt)} ms`,
      scores.cls.toFixed(3),
    ])
  }
} finally {
  await browser.close()
  close()
}
console.log(`Par page (gzip ; Lighthouse mobile, médiane de ${LIGHTHOUSE_RUNS} passages : performance, accessibilité, bonnes pratiques, SEO)`)
table(['Page', 'HTML', 'CSS', 'JS 1re vue', 'JS îlots', 'Perf', 'Acc', 'BP', 'SEO', 'LCP', 'TBT', 'CLS'], routes)
console.log('JS îlots : tous les îlots de la page hydratés ; au plus 90 ko sur une page à îlots, aucun ailleurs ; « ! » marque un dépassement.\n')

const scales = (process.env.BENCH_SCALES ?? '100,1000,3000').split(',').filter(Boolean).map(Number)
const builds = scales.map((articles) => scaledBuild(root, articles))
const mebibytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} Mio`
const RUNS = [
  ['again', 'après la modification d’un article'],
  ['allPages', 'après une modification du code de la construction'],
  ['first', 'la toute première'],
] as const
console.log('Construction selon le nombre d’articles (copie de travail)')
table(
  ['Articles', 'Pages', 'Fichiers HTML', 'Entrée (gzip)', 'JS nommé par l’accueil', 'Page qui nomme le plus de JS'],
  builds.map((build) => [
    String(build.articles),
    String(build.pages),
    String(build.htmlFiles),
    kilobytes(build.entryChunk),
    kilobytes(build.homeScripts),
    `${kilobytes(build.heaviestPage.scripts)} (${build.heaviestPage.path})`,
  ]),
)
console.log('')
table(
  ['Articles', 'Construction', 'Pages rendues', 'Durée', 'ms/page', 'Mémoire max.'],
  builds.flatMap((build) =>
    RUNS.map(([run, label]) => [
      String(build.articles),
      label,
      String(build[run].rendered),
      `${build[run].seconds.toFixed(1)} s`,
      build[run].msPerPage.toFixed(1),
      mebibytes(build[run].peakMemory),
    ]),
  ),
)
console.log(
  [
    'La première dessine chaque image de partage ; les suivantes reprennent de .cache/ ce qui n’a pas changé : le contenu vérifié de chaque',
    'fichier, les images, les fichiers compressés et, quand rien de ce qui fait la page n’a changé, la page d’un article.',
    'ms/page : durée divisée par les pages du site (rendues ou reprises). 1 Mio = 1 048 576 octets.',
  ].join('\n'),
)
for (const [run, label] of RUNS.slice(0, 2)) {
  console.log(`\nÉtapes de la construction ${label} : ms (processeur entre parenthèses) ; puis ms par page`)
  table(
    ['Articles', ...STAGES],
    builds.flatMap((build) => {
      const span = (stage: string) => build[run].stages.get(stage) ?? { wall: Number.NaN, cpu: Number.NaN }
      return [
        [String(build.articles), ...STAGES.map((stage) => `${Math.round(span(stage).wall)} (${Math.round(span(stage).cpu)})`)],
        ['  par page', ...STAGES.map((stage) => `${(span(stage).wall / build.pages).toFixed(2)} (${(span(stage).cpu / build.pages).toFixed(2)})`)],
      ]
    }),
  )
}
