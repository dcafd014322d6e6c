import site from 'virtual:content/site'
import { MobileMenu } from './MobileMenu'
import { NavItems } from './NavItems'
import { ShopBlock } from './ShopBlock'
import { Logo } from './Logo'

/**
 * Sticky header: the shop strip scrolls away, the navigation stays. The header sticks at minus the strip's height,
 * --shop-strip: its lines (three below sm, two from sm) times their line height (1rem, 1.25rem from lg), plus 0.5rem
 * of padding. Set here in CSS, it is right in the pre-rendered page before any script runs. On a screen short for
 * its text (`short`: text at 200 % on a phone, a window zoomed to 400 %), it scrolls away with the page rather than
 * take a quarter of the screen; its row grows when the site's name wraps, rather than spill over the page.
 */
export function Header() {
  return (
    <header className="sticky -top-(--shop-strip) z-40 bg-white/95 shadow-sm backdrop-blur [--shop-strip:3.5rem] short:static sm:[--shop-strip:2.5rem] lg:[--shop-strip:3rem] print:hidden">
      <ShopBlock />
      <div className="container-page relative flex min-h-16 items-center justify-between gap-4">
        <a href="/" className="flex min-h-11 items-center gap-2 text-lg font-bold text-ink">
          <Logo />
          {site.name}
        </a>
        <nav aria-label="Navigation principale" className="hidden md:block">
          <ul className="flex items-center gap-1">
            <NavItems linkClass="rounded-lg px-3 py-2 text-sm font-medium" idleClass="text-slate-700 hover:text-brand-700" />
          </ul>
        </nav>
        <MobileMenu />
      </div>
    </header>
  )
}
