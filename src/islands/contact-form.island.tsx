import type { PageContent } from '../content/schema'
import { ContactForm, type ContactSite } from '../components/ContactForm'
import { ToastHost } from '../ui/feedback/ToastHost'

/**
 * The contact form and the toast that says the mail program opens. Loads when the browser is idle: ready long before
 * a visitor has typed a message, without competing with the page's first paint. Its fields are the browser's own,
 * so that what is typed before it hydrates stays.
 */
export default function ContactFormIsland({ text, site }: { text: PageContent<'contact'>['form']; site: ContactSite }) {
  return (
    <>
      <ContactForm text={text} site={site} />
      <ToastHost />
    </>
  )
}
