/**
 * A visitor in a browser other than Chromium, the same few gestures whichever client drives it: Firefox through
 * WebDriver BiDi (puppeteer-core, ./firefox.ts), WebKitGTK through WebDriver (selenium-webdriver, ./webkit.ts).
 * Journeys (./journeys.engines.ts) are written once against this.
 */
export type EngineName = 'firefox' | 'webkit' | 'webkit-sans-popover'

export interface Visitor {
  readonly engine: EngineName
  /** Opens a path of the site and waits until the page has loaded. */
  open(path: string): Promise<void>
  /** Reloads the page where it is (scrolled where the visitor was, as browsers do). */
  reload(): Promise<void>
  /** The size of the page's viewport, in CSS pixels. */
  resize(width: number, height: number): Promise<void>
  /** Runs a self-contained function in the page (it sees nothing of the test's scope) and returns its result. */
  run<T, A extends unknown[]>(script: (...args: A) => T | Promise<T>, ...args: A): Promise<T>
  /** A real click (pointer or WebDriver's) on the first element the selector finds. */
  click(selector: string): Promise<void>
  /** A real click at a point of the viewport, whatever is there. */
  tapAt(x: number, y: number): Promise<void>
  /** Types the text into the field, whose value it replaces, as keystrokes. */
  fill(selector: string, text: string): Promise<void>
  /**
   * Gives a file from disk to a file field, as the reader's choice in the browser's chooser: the field gets it and
   * the page hears its change. The field may be visually hidden behind its label, as the site's are.
   */
  upload(selector: string, file: string): Promise<void>
  /** A key pressed where the focus is. */
  press(key: 'F8' | 'Escape' | 'Tab'): Promise<void>
  /** The text of the alert the page opened (window.alert), closed as a visitor closes it. */
  acceptAlert(): Promise<string>
  /**
   * What went wrong in the page: uncaught errors (React's hydration errors among them), policy violations, console
   * errors and requests off the site, as far as the client can tell (./webkit.ts says what WebDriver cannot).
   */
  problems(): Promise<string[]>
  close(): Promise<void>
}

/** Waits until `check` returns something truthy, then returns it; fails with `what` after `timeout` ms. */
export async function until<T>(check: () => Promise<T>, what: string, timeout = 10_000): Promise<T> {
  const end = Date.now() + timeout
  let last: unknown
  for (;;) {
    try {
      const value = await check()
      if (value) return value
      last = value
    } catch (error) {
      last = error
    }
    if (Date.now() > end) throw new Error(`${what} : rien après ${timeout} ms (dernier résultat : ${String(last)})`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
