/** Firefox ESR (Debian's firefox-esr) driven through WebDriver BiDi by puppeteer-core: no geckodriver needed. */
import puppeteer, { type Browser, type Dialog, type ElementHandle, type Page } from 'puppeteer-core'
import { FIREFOX_PATH } from './browser-paths'
import type { Visitor } from './visitor'

export async function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    extraPrefsFirefox: {
      // The log asks to keep its storage: Firefox would ask the visitor in a prompt; here the answer is yes.
      'dom.storageManager.prompt.testing': true,
      'dom.storageManager.prompt.testing.allow': true,
    },
  })
}

export async function firefoxVisitor(browser: Browser, origin: string): Promise<Visitor> {
  const page: Page = await browser.newPage()
  const problems: string[] = []
  /** An alert blocks the click that opened it until it is answered: each is read and closed as it opens. */
  const alerts: string[] = []
  page.on('pageerror', (error) => problems.push(`pageerror: ${error instanceof Error ? error.message : String(error)}`))
  page.on('console', (message) => {
    // A page served with status 404 on purpose reports its status: that one is expected.
    if (message.type() === 'error' && !/404/.test(message.text())) problems.push(`console: ${message.text()}`)
  })
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol.startsWith('http') && url.origin !== origin) problems.push(`outside request: ${request.url()}`)
  })
  page.on('dialog', (dialog: Dialog) => {
    alerts.push(dialog.message())
    void dialog.accept()
  })
  return {
    engine: 'firefox',
    // Loaded, then quiet (the icon, the islands, the service worker's copies), as a reader leaves it: a load cut short
    // by the next page is reported by Firefox as the worker's failure.
    open: async (path) => {
      await page.goto(origin + path, { waitUntil: 'load' })
      await page.waitForNetworkIdle({ idleTime: 300, timeout: 15_000 })
    },
    reload: async () => {
      await page.reload({ waitUntil: 'load' })
      await page.waitForNetworkIdle({ idleTime: 300, timeout: 15_000 })
    },
    resize: (width, height) => page.setViewport({ width, height }),
    // The page runs the function's source with the arguments as JSON, whatever their types say.
    run: <T, A extends unknown[]>(script: (...args: A) => T | Promise<T>, ...args: A) =>
      page.evaluate(script as (...params: unknown[]) => T | Promise<T>, ...args) as Promise<Awaited<T>>,
    click: (selector) => page.locator(selector).click(),
    tapAt: (x, y) => page.mouse.click(x, y),
    fill: (selector, text) => page.locator(selector).fill(text),
    // WebDriver BiDi's input.setFiles: the field gets the file and fires input and change, whether it is seen or not.
    upload: async (selector, file) => {
      const field = (await page.waitForSelector(selector, { timeout: 10_000 })) as ElementHandle<HTMLInputElement>
      await field.uploadFile(file)
      await field.dispose()
    },
    press: (key) => page.keyboard.press(key),
    acceptAlert: async () => {
      const end = Date.now() + 5000
      while (!alerts.length && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 50))
      const text = alerts.shift()
      if (text === undefined) throw new Error('aucune alerte')
      return text
    },
    problems: () => Promise.resolve(problems),
    close: () => page.close(),
  }
}
