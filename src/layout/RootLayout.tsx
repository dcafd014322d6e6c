import { useEffect } from 'react'
import { Outlet } from 'react-router-dom'
import { HYDRATED_ATTRIBUTE } from '../browser/hydrated'
import { ToastHost } from '../ui/feedback/ToastHost'
import { Footer } from './Footer'
import { Header } from './Header'
import { ScrollOnNavigation } from './ScrollOnNavigation'
import '../styles.css'

/** Frame of every page: skip link, header, content, footer; the toast provider and viewport, mounted once. */
export function RootLayout() {
  // Marks the end of hydration: from here on, every control on the page responds.
  useEffect(() => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, ''), [])
  return (
    <>
      <a
        href="#contenu"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Aller au contenu
      </a>
      <Header />
      <main id="contenu" tabIndex={-1} className="outline-none">
        {/* An article opened by client-side navigation suspends while its data arrives: router navigations run in a
            transition, so the previous page stays on screen meanwhile. No Suspense boundary here: the pre-rendered page
            must hold its content as is, not in a hidden block revealed by a script. */}
        <Outlet />
      </main>
      <Footer />
      <ScrollOnNavigation />
      <ToastHost />
    </>
  )
}
