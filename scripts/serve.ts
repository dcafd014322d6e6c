// Serves dist/ on localhost the way a static host does: clean URLs (/contact → contact.html),
// 404.html with status 404 for anything else, no single-page fallback.
import { createServer } from 'node:http'
import { existsSync } from 'node:fs'
import handler from 'serve-handler'

const port = Number(process.env.PORT ?? 4173)
const host = process.env.HOST ?? '127.0.0.1'
const root = process.env.DIST_DIR ?? 'dist'

if (!existsSync(`${root}/index.html`)) {
  console.error(`Aucun site construit dans ${root}/ : lancez d’abord « npm run build ».`)
  process.exit(1)
}

const server = createServer(
  (request, response) =>
    void handler(request, response, {
      public: root,
      cleanUrls: true,
      trailingSlash: false,
      directoryListing: false,
      headers: [{ source: 'assets/**', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] }],
    }),
)

server.listen(port, host, () => console.log(`Site servi sur http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)))
