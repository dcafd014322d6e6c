/**
 * WebKitGTK (Debian's webkit2gtk-driver, the engine family of Safari): its MiniBrowser driven through classic WebDriver
 * by selenium-webdriver, WebKitWebDriver running under a virtual display (./global-setup.ts). MiniBrowser takes a
 * phone's width only in full screen. `withoutPopover` turns the popover attribute off, as in iOS 16 and older browsers.
 */
import { Builder, By, Key, Origin, until as seleniumUntil, type WebDriver } from 'selenium-webdriver'
import { MINIBROWSER_PATH } from './browser-paths'
import type { Visitor } from './visitor'

const KEYS = { F8: Key.F8, Escape: Key.ESCAPE, Tab: Key.TAB } as const

export async function webkitVisitor(driverUrl: string, origin: string, { withoutPopover = false } = {}): Promise<Visitor> {
  const driver: WebDriver = await new Builder()
    .usingServer(driverUrl)
    .withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': {
        binary: MINIBROWSER_PATH,
        args: ['--automation', '--full-screen', ...(withoutPopover ? ['--features=-PopoverAttribute'] : [])],
      },
    })
    .build()
  const element = async (selector: string) => {
    const found = await driver.wait(seleniumUntil.elementLocated(By.css(selector)), 10_000, `aucun élément ${selector}`)
    // WebKitWebDriver clicks only what is in view.
    await driver.executeScript('arguments[0].scrollIntoView({ block: "center" })', found)
    return found
  }
  /**
   * Classic WebDriver reports nothing of the page's errors: the page itself collects them from the moment it has
   * loaded (hydration included, when it ends later), in a list read back by problems().
   */
  const watch = () =>
    driver.executeScript(`window.__problemes ??= [];
      addEventListener('error', (e) => __problemes.push('error: ' + e.message));
      addEventListener('unhandledrejection', (e) => __problemes.push('unhandledrejection: ' + String(e.reason)));
      document.addEventListener('securitypolicyviolation', (e) => __problemes.push('csp: ' + e.violatedDirective + ' ' + e.blockedURI))`)
  const problems: string[] = []
  const collect = async () => problems.push(...(await driver.executeScript<string[]>('return window.__problemes?.splice(0) ?? []')))
  return {
    engine: withoutPopover ? 'webkit-sans-popover' : 'webkit',
    open: async (path) => {
      await collect()
      await driver.get(origin + path)
      await watch()
    },
    reload: async () => {
      await collect()
      await driver.navigate().refresh()
      await watch()
    },
    resize: async (width, height) => {
      // The window's size is the viewport's in full screen.
      await driver.manage().window().setRect({ width, height })
    },
    run: (script, ...args) => driver.executeScript(script, ...args),
    click: async (selector) => (await element(selector)).click(),
    tapAt: (x, y) =>
      driver
        .actions()
        .move({ x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT })
        .click()
        .perform(),
    fill: async (selector, text) => {
      const field = await element(selector)
      await field.click()
      await driver.executeScript('arguments[0].select()', field)
      await field.sendKeys(Key.BACK_SPACE, text)
    },
    // WebDriver's way to choose a file: its path typed into the field.
    upload: async (selector, file) => {
      const field = await driver.wait(seleniumUntil.elementLocated(By.css(selector)), 10_000, `aucun élément ${selector}`)
      await field.sendKeys(file)
    },
    press: (key) => driver.actions().sendKeys(KEYS[key]).perform(),
    acceptAlert: async () => {
      const alert = await driver.wait(seleniumUntil.alertIsPresent(), 5000, 'aucune alerte')
      const text = await alert.getText()
      await alert.accept()
      return text
    },
    problems: async () => {
      await collect()
      return problems
    },
    close: () => driver.quit(),
  }
}
