/**
 * /admin/ (Decap CMS): written into dist/admin/ by the build, with the Git backend of the build's environment; served
 * by the development server with the local backend (decap-server, started by `npm run edit`), which writes content/.
 * Nothing of it is imported by the site's code: public pages load none of it.
 */
import type { Plugin } from 'vite'
import { contentType } from '../hosting/headers.ts'
import { adminFiles } from './admin-files.ts'
import { ADMIN_PATH, backendFromEnv } from './decap-config.ts'

export function cmsPlugin(): Plugin {
  let root = process.cwd()
  return {
    name: 'cms-admin',
    configResolved(config) {
      root = config.root
    },
    generateBundle() {
      // vite-react-ssg builds twice with these plugins: /admin/ belongs to the site (client build).
      if (this.environment.name !== 'client') return
      for (const [fileName, read] of adminFiles({ root, backend: backendFromEnv(), local: false })) {
        this.emitFile({ type: 'asset', fileName, source: read() })
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0] ?? ''
        if (path === ADMIN_PATH.slice(0, -1)) return void response.writeHead(301, { Location: ADMIN_PATH }).end()
        if (!path.startsWith(ADMIN_PATH)) return next()
        const file = path === ADMIN_PATH ? `${path}index.html` : path
        const read = adminFiles({ root, backend: backendFromEnv(), local: true }).get(file.slice(1))
        if (!read) return next()
        response.writeHead(200, { 'Content-Type': contentType(file), 'Cache-Control': 'no-store' })
        response.end(read())
      })
    },
  }
}
