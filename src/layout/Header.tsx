import { Link } from 'react-router-dom'
import site from 'virtual:content/site'
import { MobileMenu } from './MobileMenu'
import { NavItems } from './NavItems'
import { ShopBlock } from './ShopBlock'
import { Logo } from './Logo'

/** Sticky header: the shop bar scrolls away (negative top equal to its height), the navigation stays. */
export function Header() {
  return (
    <header className="sticky -top-14 z-40 bg-white/95 shadow-sm backdrop-blur sm:-top-10 print:hidden">
      <ShopBlock />
      <div className="container-page relative flex h-16 items-center justify-between gap-4">
        <Link to="/" className="flex min-h-11 items-center gap-2 text-lg font-bold text-ink">
          <Logo />
          {site.name}
        </Link>
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
