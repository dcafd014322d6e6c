import { lighthouseMedian } from './bench/lighthouse.ts'
const [port, ...paths] = process.argv.slice(2)
for (const p of paths) console.log(port, p, JSON.stringify(await lighthouseMedian(`http://localhost:${port}${p}`, 3)))
