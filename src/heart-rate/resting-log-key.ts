/**
 * The one place the resting-rate log lives: this key of the browser's localStorage, on the reader's device only.
 * The privacy policy names it ({{cle-journal-repos}}, src/content/site-facts.ts).
 */
export const RESTING_LOG_KEY = 'cardiobpm-journal-repos'
