/** Where the build writes the service worker and the web app manifest (scripts/publish/web-app.ts), which pages name. */
export const SERVICE_WORKER_PATH = '/sw.js'
export const WEB_APP_MANIFEST_PATH = '/manifest.webmanifest'
