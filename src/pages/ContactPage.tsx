import page from 'virtual:content/page/contact'
import site from 'virtual:content/site'
import { ContactForm } from '../components/ContactForm'
import { ExternalLink } from '../components/ExternalLink'
import { InnerPageHead } from '../components/InnerPageHead'
import { PAGE_PATHS } from '../site-routes'

export function Component() {
  const address = site.postalAddress
  return (
    <>
      <InnerPageHead path={PAGE_PATHS.contact} meta={page.meta} title={page.title} lead={page.lead} />
      <div className="container-page grid gap-12 py-10 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="formulaire" className="rounded-2xl border border-slate-200 p-6 sm:p-8">
          <h2 id="formulaire" className="text-xl font-bold text-ink">
            {page.form.title}
          </h2>
          <div className="mt-6">
            <ContactForm text={page.form} />
          </div>
        </section>
        <div className="grid content-start gap-8">
          <section aria-labelledby="adresse">
            <h2 id="adresse" className="text-lg font-bold text-ink">
              {page.address.title}
            </h2>
            <address className="mt-2 text-slate-700 not-italic">
              {site.name}
              <br />
              {address.street}
              <br />
              {address.city} ({address.region}) {address.postalCode}
              <br />
              {address.country}
            </address>
          </section>
          <section aria-labelledby="courriel">
            <h2 id="courriel" className="text-lg font-bold text-ink">
              {page.email.title}
            </h2>
            <p className="mt-2 text-slate-700">{page.email.text}</p>
            <a href={`mailto:${site.email}`} className="mt-2 inline-block font-semibold text-brand-700 hover:underline">
              {site.email}
            </a>
          </section>
          <section aria-labelledby="reseaux">
            <h2 id="reseaux" className="text-lg font-bold text-ink">
              {page.social.title}
            </h2>
            <ul className="mt-2 space-y-1">
              {site.social.map((network) => (
                <li key={network.url}>
                  <ExternalLink href={network.url} className="text-brand-700 hover:underline">
                    {network.name}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </>
  )
}
