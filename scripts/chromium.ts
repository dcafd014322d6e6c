import { existsSync } from 'node:fs'

/** Debian's Chromium where it is installed (CI, these machines), unless CHROMIUM_PATH names another; otherwise Playwright's own. */
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)
