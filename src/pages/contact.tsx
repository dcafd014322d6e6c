import site from 'virtual:content/site'
import type { PageContent } from '../content/schema'
import { InnerPage } from '../components/InnerPage'
import { LinkList } from '../components/LinkList'
import { Section } from '../components/Section'
import { Island } from '../islands/Island'
import ContactFormIsland from '../islands/contact-form.island'
import { pageCrumb } from '../components/crumbs'
import { LinkedWords } from '../components/LinkedWords'
import { cityLine } from '../content/postal-address'
import { TRIAGE_TABLE_PATH } from '../content/site-facts'

const asideTitle = 'text-lg font-bold text-ink'

/** The triage table's link around the lead's words that name it. */
const triageTableLink = (words: string) => (
  <a href={TRIAGE_TABLE_PATH} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
    {words}
  </a>
)

export default function ContactPage({ content }: { content: PageContent<'contact'> }) {
  const address = site.postalAddress
  return (
    <InnerPage
      crumb={pageCrumb('contact')}
      meta={content.meta}
      title={content.title}
      lead={<LinkedWords text={content.lead} links={[{ words: content.triageLink, link: triageTableLink }]} />}
      bodyClassName="grid grid-cols-1 gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
    >
      <Section
        id="formulaire"
        title={content.form.title}
        titleClassName="text-xl font-bold text-ink"
        className="rounded-2xl border border-slate-200 p-6 sm:p-8"
      >
        <div className="mt-6">
          <Island component={ContactFormIsland} props={{ text: content.form, site: { email: site.email, name: site.name } }} load="idle" />
        </div>
      </Section>
      <div className="grid content-start gap-8">
        <Section id="adresse" title={content.address.title} titleClassName={asideTitle}>
          <address className="mt-2 text-slate-700 not-italic">
            {site.name}
            <br />
            {site.operator}
            <br />
            {address.street}
            <br />
            {cityLine(address)}
            <br />
            {address.country}
          </address>
        </Section>
        <Section id="courriel" title={content.email.title} titleClassName={asideTitle}>
          <p className="mt-2 text-slate-700">{content.email.text}</p>
          <a href={`mailto:${site.email}`} className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline">
            {site.email}
          </a>
        </Section>
        <Section id="reseaux" title={content.social.title} titleClassName={asideTitle}>
          <LinkList links={site.social} className="mt-1" linkClassName="inline-flex min-h-11 items-center text-brand-700 hover:underline" />
        </Section>
      </div>
    </InnerPage>
  )
}
