// Makes sure the machine has what the tests need beyond npm packages: a Chromium for Playwright, Java for the W3C HTML
// checker, nginx with its brotli module, which the end-to-end suite serves the site with (deploy/nginx.conf), and the
// two other engines of the journeys in e2e/engines/: Firefox ESR, and WebKitGTK's WebKitWebDriver with a virtual
// display to run it in (xvfb-run). On Debian as root it installs what is missing (Playwright cannot download its own
// browsers here); elsewhere it says what to install.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { FIREFOX_PATH, MINIBROWSER_PATH } from '../e2e/engines/browser-paths.ts'

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
if (!existsSync(FIREFOX_PATH)) missing.push({ what: 'Firefox ESR', debian: 'firefox-esr' })
if (!has('WebKitWebDriver') || !existsSync(MINIBROWSER_PATH)) missing.push({ what: 'WebKitWebDriver (WebKitGTK)', debian: 'webkit2gtk-driver' })
if (!has('xvfb-run') || !has('xauth')) missing.push({ what: 'xvfb-run (écran virtuel)', debian: 'xvfb xauth' })

if (missing.length && canApt) {
  const packages = missing.map((m) => m.debian).join(' ')
  console.log(`Installation de ${packages} (paquets Debian)…`)
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, { stdio: 'inherit' })
} else if (missing.length) {
  console.error(
    `Il manque : ${missing.map((m) => m.what).join(', ')}. Installez Chromium (ou « npx playwright install chromium »), Java 17+, nginx et son module brotli_static, Firefox ESR, WebKitWebDriver (WebKitGTK) et xvfb-run.`,
  )
  process.exit(1)
}
