/**
 * deploy/nginx.conf: an nginx server block that serves dist/ as ./routing.ts says, with the headers of ./headers.ts,
 * and 410 Gone at the addresses of the withdrawn articles (./gone.ts).
 * The headers are added once, in the server block (a location that added its own would drop them all): a location
 * changes Cache-Control through a variable.
 */
import {
  ADMIN_FOLDER,
  adminSecurityHeaders,
  BINARY_TYPES,
  CACHE_CONTROL,
  FOLDER_CACHE,
  TEXT_TYPES,
  UNSERVED,
  type CachePolicy,
  type Header,
} from './headers.ts'
import { GONE_PATH, NOT_FOUND_PATH } from '../../src/site-pages.ts'
import { GONE_FILE } from './gone.ts'
import { NOT_FOUND_FILE } from './routing.ts'

export interface NginxSite {
  /** Headers sent with every response (./headers.ts securityHeaders). */
  security: Header[]
  /** Host names of the site, e.g. www.cardiobpm.ca. */
  serverName: string
  /** Where nginx listens and the dist/ it serves: the two lines a deployer edits. */
  listen: string
  root: string
  /** The addresses of the withdrawn articles (./gone.ts gonePaths), each answered 410 with 410.html. */
  gone: readonly string[]
}

/**
 * nginx's access log, in the "combined" format less what a visitor's address may hold: the path without its query
 * (an older link of the calculator carries an age and a health situation there, ?age=34&situation=grossesse) and no
 * referrer. The log keeps what running a site needs: who, when, which file, the answer.
 */
const ACCESS_LOG_FORMAT = 'sans_requete'
/** The address as asked (not the file nginx served it from: contact.html for /contact), less its query. */
const PATH_VARIABLE = '$chemin_sans_requete'
const PATH_MAP = `map $request_uri ${PATH_VARIABLE} { "~^([^?]*)" $1; }`
const ACCESS_LOG_LINE = `'$remote_addr - $remote_user [$time_local] "$request_method ${PATH_VARIABLE} $server_protocol" $status $body_bytes_sent "$http_user_agent"'`
/** Debian's own access log; a deployer may point it elsewhere. */
const ACCESS_LOG_PATH = '/var/log/nginx/access.log'

const quote = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`
const setCache = (policy: CachePolicy) => `set $cache_control ${quote(CACHE_CONTROL[policy])};`

export function nginxConf({ security, serverName, listen, root, gone }: NginxSite): string {
  const types = Object.entries({ ...TEXT_TYPES, ...BINARY_TYPES }).map(([extension, type]) => `        ${type} ${extension};`)
  const textTypes = [...new Set(Object.values(TEXT_TYPES).filter((type) => type !== 'text/html'))]
  const headers = security.map(([name, value]) => `    add_header ${name} ${quote(value)} always;`)
  const folders = Object.entries(FOLDER_CACHE).map(([folder, policy]) => `    location /${folder}/ { ${setCache(policy)} try_files $uri =404; }`)
  // Exact locations outrank the regular expression that redirects *.html: the error pages are served only internally,
  // in answer to another address (asked for themselves, at either address, they are not found); the build's
  // by-products never.
  const unserved = [NOT_FOUND_PATH, GONE_PATH, ...UNSERVED].map((path) => `    location = ${path} { return 404; }`)
  // The withdrawn articles, each address an exact location: none when no article is withdrawn.
  const withdrawn = gone.length
    ? [
        `    # The articles withdrawn from the site (scripts/hosting/gone.ts): 410 Gone, with ${GONE_FILE}.`,
        ...gone.map((path) => `    location = ${path} { return 410; }`),
      ]
        .map((line) => `${line}\n`)
        .join('') + '\n'
    : ''
  // The CMS's folder: its own headers (a location that adds headers drops the server's, all of them), its index page.
  const admin = [...adminSecurityHeaders(security), ['Cache-Control', CACHE_CONTROL.revalidate] as const].map(
    ([name, value]) => `        add_header ${name} ${quote(value)} always;`,
  )
  return `# The site's nginx server block, written by \`npm run build\` from scripts/hosting/ (headers.ts, routing.ts, gone.ts): change
# those and rebuild rather than this file, whose Content-Security-Policy holds hashes of this build's inline scripts.
# Needs Debian's nginx and its brotli module (apt-get install nginx libnginx-mod-http-brotli-static); without that
# module, delete the brotli_static line: gzip alone is then served. Include this file in the http block of nginx.conf.

# The access log keeps no query and no referrer: an older link of the calculator carries health details in its query.
${PATH_MAP}
log_format ${ACCESS_LOG_FORMAT} ${ACCESS_LOG_LINE};

server {
    # Edit these two lines: where nginx listens, and the dist/ folder built by \`npm run build\`.
    listen ${listen};
    root ${root};
    access_log ${ACCESS_LOG_PATH} ${ACCESS_LOG_FORMAT};

    server_name ${serverName};
    server_tokens off;
    absolute_redirect off;

    types {
${types.join('\n')}
    }
    default_type application/octet-stream;
    charset utf-8;
    charset_types ${textTypes.join(' ')};

    # Every text file has its .br and .gz beside it, written at build time.
    brotli_static on;
    gzip_static on;
    gzip_vary on;

    # Sent with every response; Cache-Control is pages' unless a location below says otherwise.
    ${setCache('revalidate')}
${headers.join('\n')}
    add_header Cache-Control $cache_control always;

    # Clean URLs: /contact serves contact.html; /contact.html and /contact/ redirect to /contact; 404.html otherwise
    # (410.html at the address of a withdrawn article, below).
    error_page 404 ${NOT_FOUND_FILE};
    error_page 410 ${GONE_FILE};
    location / { try_files $uri $uri.html =404; }
    location = / { try_files /index.html =404; }
    location = /index.html { return 301 /$is_args$args; }
    location = ${NOT_FOUND_FILE} { internal; }
    location = ${GONE_FILE} { internal; }
${unserved.join('\n')}
    location ~ ^(?<page>/.+)(?:\\.html|/)$ { return 301 $page$is_args$args; }
${folders.join('\n')}

${withdrawn}    # The CMS (scripts/cms/): /${ADMIN_FOLDER} redirects to /${ADMIN_FOLDER}/, which serves ${ADMIN_FOLDER}/index.html, under the CMS's own policy.
    location = /${ADMIN_FOLDER} { return 301 /${ADMIN_FOLDER}/$is_args$args; }
    location ^~ /${ADMIN_FOLDER}/ {
${admin.join('\n')}
        index index.html;
        try_files $uri $uri/ =404;
    }
}
`
}
