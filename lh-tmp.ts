import { lighthouseMedian } from './tools/bench/lighthouse.ts'
const pages = ['/', '/calculateur-bpm', '/zones-cardiaques', '/articles/hiit-frequence-cardiaque-intervalles-haute-intensite']
for (const path of pages) {
  for (const [name, port] of [['avant', 4402], ['après', 4401]] as const) {
    const f = await lighthouseMedian(`http://localhost:${port}${path}`, 3)
    console.log(name.padEnd(6), path.padEnd(62), `perf ${f.performance} acc ${f.accessibility} bp ${f.bestPractices} seo ${f.seo} LCP ${(f.lcp / 1000).toFixed(2)} s TBT ${Math.round(f.tbt)} ms CLS ${f.cls.toFixed(3)}`)
  }
}
