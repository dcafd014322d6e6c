/**
 * /admin/ (Decap CMS): written into dist/admin/ by the build, with the Git backend of the build's environment; served
 * by the development server, under the same policy, with the local backend (decap-server, started by `npm run edit`),
 * which writes content/ and public/images/. Nothing of it is imported by the site's code: public pages load none of it.
 */
import type { Plugin } from 'vite'
import type { BuildContext } from '../context.ts'
import { adminContentSecurityPolicy, contentType } from '../hosting/headers.ts'
import { adminFiles } from './admin-files.ts'
import { ADMIN_PATH, backendFromEnv, LOCAL_BACKEND_PORT } from './decap-config.ts'
import { draftOf, draftProblems } from './draft-check.ts'
import { DRAFT_CHECK_PATH } from './form-conventions.ts'

/** The site's stylesheet as the development server serves it to a <link> (src/main.tsx imports it). */
const DEV_STYLESHEET = '/src/styles.css'

export function cmsPlugin(context: BuildContext): Plugin {
  return {
    name: 'cms-admin',
    async generateBundle(_options, bundle) {
      // vite-react-ssg builds twice with these plugins: /admin/ belongs to the site (client build).
      if (this.environment.name !== 'client') return
      await context.ready()
      // The site's stylesheet, for the CMS's preview of an article.
      const styles = Object.values(bundle)
        .filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'))
        .map((file) => `/${file.fileName}`)
      const files = await adminFiles({ root: context.root, backend: backendFromEnv(), local: false }, context.reading(), styles)
      for (const [fileName, source] of files) this.emitFile({ type: 'asset', fileName, source })
    },
    configureServer(server) {
      // An entry the CMS is about to save, checked among all the files of content/ (./draft-check.ts).
      server.middlewares.use(DRAFT_CHECK_PATH, (request, response, next) => {
        if (request.method !== 'POST') return next()
        draftOf(request).then((draft) => {
          response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
          response.end(JSON.stringify(draftProblems(context.root, draft)))
        }, next)
      })
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0] ?? ''
        if (path === ADMIN_PATH.slice(0, -1)) return void response.writeHead(301, { Location: ADMIN_PATH }).end()
        if (!path.startsWith(ADMIN_PATH)) return next()
        const file = (path === ADMIN_PATH ? `${path}index.html` : path).slice(1)
        // Everything read again at each request: the form and the checks follow content/ as it is saved.
        adminFiles({ root: context.root, backend: backendFromEnv(), local: true }, context.reading(), [DEV_STYLESHEET]).then((files) => {
          const source = files.get(file)
          if (source === undefined) return next()
          // The published CMS's policy, the local backend allowed: `npm run edit` runs the CMS as the site will.
          response.writeHead(200, {
            'Content-Type': contentType(file),
            'Cache-Control': 'no-store',
            'Content-Security-Policy': adminContentSecurityPolicy(`http://localhost:${LOCAL_BACKEND_PORT}`),
          })
          response.end(source)
        }, next)
      })
    },
  }
}
