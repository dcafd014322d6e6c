import { Outlet } from 'react-router-dom'
import { PAGE_PLACES } from '../site-pages'
import { Footer } from './Footer'
import { Header } from './Header'
import { NotificationsRegion } from '../ui/feedback/NotificationsRegion'
import '../styles.css'

/** Frame of every page, rendered at build time: skip link, header, content, footer, the region F8 focuses. */
export function RootLayout() {
  return (
    <>
      <a
        href={`#${PAGE_PLACES.content}`}
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Aller au contenu
      </a>
      <Header />
      <main id={PAGE_PLACES.content} tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <Footer />
      <NotificationsRegion />
    </>
  )
}
