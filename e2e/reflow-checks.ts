/** What the reflow checks look at (WCAG 2.2, 1.4.4 and 1.4.10): e2e/reflow.spec.ts on every page, and the specs of pages whose busiest state needs more than an address. */
import type { Page } from '@playwright/test'

/**
 * The browser's text size at 200 %: a default font of 32 px, as the « Font size » setting of Chrome (and the text
 * size of a phone's browser) sets it. Pages size their text in rem, so all of it doubles; zoom would scale the
 * pixels as well, which a narrower viewport stands for.
 */
export async function textAt200Percent(page: Page) {
  const session = await page.context().newCDPSession(page)
  await session.send('Page.enable')
  await session.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } })
}

/** Every visible element that reaches past the window's sides, or cuts its own content (overflow, ellipsis). */
export function cutOrOutside(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const name = (element: Element) => `${element.tagName.toLowerCase()} « ${(element.textContent ?? '').trim().slice(0, 40)} »`
    // Text kept for screen readers only (.sr-only: clipped to nothing) is not on screen.
    const hidden = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node)
        if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)' || style.display === 'none') return true
      }
      return false
    }
    const problems: string[] = []
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.height === 0 || hidden(element)) continue
      const style = getComputedStyle(element)
      if (box.left < -0.5 || box.right > width + 0.5) problems.push(`${name(element)} : ${Math.round(box.left)} à ${Math.round(box.right)} px`)
      const clips = style.overflowX !== 'visible' || style.contentVisibility === 'auto'
      if (clips && style.overflowX !== 'auto' && element.scrollWidth > element.clientWidth + 1)
        problems.push(`${name(element)} coupe son contenu (${element.scrollWidth} px dans ${element.clientWidth})`)
      if (style.textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth) problems.push(`${name(element)} : points de suspension`)
    }
    return problems
  })
}
