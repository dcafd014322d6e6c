// Makes sure the machine has what the tests need beyond npm packages: a Chromium for Playwright, Java for the W3C HTML
// checker, and nginx with its brotli module, which the end-to-end suite serves the site with (deploy/nginx.conf). On
// Debian as root it installs what is missing (Playwright cannot download its own browser here); elsewhere it says
// what to install.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

const has = (command: string) => {
  try {
    execSync(`command -v ${command}`, { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}
const canApt = has('apt-get') && process.getuid?.() === 0
const missing = []

const browserFound = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', chromium.executablePath()].some((path) => path && existsSync(path))
if (!browserFound) missing.push({ what: 'Chromium', debian: 'chromium' })
if (!has('java')) missing.push({ what: 'Java (validateur HTML du W3C)', debian: 'default-jre-headless' })
if (!existsSync(process.env.NGINX_PATH ?? '/usr/sbin/nginx')) missing.push({ what: 'nginx', debian: 'nginx' })
if (!existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'))
  missing.push({ what: 'module brotli de nginx', debian: 'libnginx-mod-http-brotli-static' })

if (missing.length && canApt) {
  const packages = missing.map((m) => m.debian).join(' ')
  console.log(`Installation de ${packages} (paquets Debian)…`)
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, { stdio: 'inherit' })
} else if (missing.length) {
  console.error(
    `Il manque : ${missing.map((m) => m.what).join(', ')}. Installez Chromium (ou « npx playwright install chromium »), Java 17+, nginx et son module brotli_static.`,
  )
  process.exit(1)
}
