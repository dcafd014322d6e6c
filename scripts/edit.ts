/**
 * npm run edit: the development server and Decap CMS's local backend together. The CMS at /admin/ saves into content/
 * and public/images/articles/ through decap-server; the site reloads at each save. Ctrl+C stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import { LOCAL_BACKEND_PORT } from './cms/decap-config.ts'

const root = join(import.meta.dirname, '..')
const bin = (name: string) => join(root, 'node_modules/.bin', name)

const children: ChildProcess[] = [
  // The local backend listens on this computer only; its MODE=fs writes the files without committing them.
  spawn(bin('decap-server'), [], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: String(LOCAL_BACKEND_PORT), BIND_HOST: 'localhost', MODE: 'fs' },
  }),
  spawn(bin('vite-react-ssg'), ['dev'], { cwd: root, stdio: 'inherit' }),
]
console.log(
  'Rédaction : ouvrez l’adresse « Local » que le serveur affiche, suivie de /admin/ (d’habitude http://localhost:5173/admin/). Ctrl+C pour arrêter.',
)

const stop = () => children.forEach((child) => child.exitCode === null && child.kill())
for (const child of children) child.on('exit', (code) => (stop(), (process.exitCode ||= code ?? 0)))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
