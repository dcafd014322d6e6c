/** Where Debian installs the two other engines (scripts/ensure-test-tools.ts installs them); each can be named otherwise. */
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'
export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'
