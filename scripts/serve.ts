// Serves dist/ on localhost the way the real hosts serve it (scripts/hosting/): clean URLs, 410.html with status 410
// at a withdrawn article's addresses (read from dist/_redirects), 404.html with status 404,
// the site's security and cache headers, files sent brotli- or gzip-compressed as the build stored them.
import { existsSync } from 'node:fs'
import { createStaticServer } from './static-server.ts'

const port = Number(process.env.PORT ?? 4173)
const host = process.env.HOST ?? '127.0.0.1'
const root = process.env.DIST_DIR ?? 'dist'

if (!existsSync(`${root}/index.html`)) {
  console.error(`Aucun site construit dans ${root}/ : lancez d’abord « npm run build ».`)
  process.exit(1)
}

const server = createStaticServer(root)
server.listen(port, host, () => console.log(`Site servi sur http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)))
