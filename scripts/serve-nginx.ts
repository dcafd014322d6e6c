// Serves dist/ with Debian's nginx and the server block the build wrote in deploy/nginx.conf, for the end-to-end
// suite: only its `listen`, `root` and `access_log` path are changed, as a deployer changes them (the log goes to
// NGINX_ACCESS_LOG, or a temporary folder). nginx stays in the foreground.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const port = Number(process.env.PORT ?? 4176)
const root = resolve(process.env.DIST_DIR ?? 'dist')
const siteConf = 'deploy/nginx.conf'
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'

for (const [file, hint] of [
  [siteConf, 'lancez d’abord « npm run build »'],
  [NGINX, 'installez nginx (Debian : apt-get install nginx)'],
  [BROTLI_MODULE, 'installez son module brotli (Debian : apt-get install libnginx-mod-http-brotli-static)'],
] as const) {
  if (!existsSync(file)) {
    console.error(`${file} introuvable : ${hint}.`)
    process.exit(1)
  }
}

const work = mkdtempSync(join(tmpdir(), 'nginx-site-'))
const temp = (name: string) => join(work, name)
const accessLog = resolve(process.env.NGINX_ACCESS_LOG ?? temp('access.log'))
// A log of this run only.
rmSync(accessLog, { force: true })

/** The site's server block with the lines a deployer edits set for this run. */
function editedSiteConf(): string {
  const conf = readFileSync(siteConf, 'utf8')
  const edited = conf
    .replace(/^( *)listen .*;$/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^( *)root .*;$/m, `$1root ${root};`)
    .replace(/^( *)access_log \S+ /m, `$1access_log ${accessLog} `)
  if (![`listen 127.0.0.1:${port};`, `root ${root};`, `access_log ${accessLog} `].every((line) => edited.includes(line)))
    throw new Error(`${siteConf} : lignes listen, root et access_log introuvables`)
  return edited
}

writeFileSync(temp('site.conf'), editedSiteConf())
writeFileSync(
  temp('nginx.conf'),
  `load_module ${BROTLI_MODULE};
${process.getuid?.() === 0 ? 'user root;' : ''}
daemon off;
worker_processes 1;
pid ${temp('nginx.pid')};
error_log stderr warn;
events { worker_connections 512; }
http {
    access_log off;
    sendfile on;
    client_body_temp_path ${temp('body')};
    proxy_temp_path ${temp('proxy')};
    fastcgi_temp_path ${temp('fastcgi')};
    uwsgi_temp_path ${temp('uwsgi')};
    scgi_temp_path ${temp('scgi')};
    include ${temp('site.conf')};
}
`,
)

const nginx = spawn(NGINX, ['-e', 'stderr', '-c', temp('nginx.conf')], { stdio: 'inherit' })
console.log(`Site servi par nginx sur http://localhost:${port}`)
nginx.on('exit', (code) => {
  rmSync(work, { recursive: true, force: true })
  process.exit(code ?? 0)
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => nginx.kill('SIGQUIT'))
