import page from 'virtual:content/page/a-propos'
import { Disclaimer } from '../components/Disclaimer'
import { PartnerList } from '../components/PartnerList'
import { InnerPageHead } from '../components/InnerPageHead'
import { PAGE_PATHS } from '../site-routes'

export function Component() {
  return (
    <>
      <InnerPageHead path={PAGE_PATHS.about} meta={page.meta} title={page.title} lead={page.lead} />
      <div className="container-page grid gap-12 py-10">
        <section aria-labelledby="mission" className="max-w-3xl">
          <h2 id="mission" className="section-title">
            {page.mission.title}
          </h2>
          {page.mission.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg text-slate-700">
              {paragraph}
            </p>
          ))}
        </section>
        <section aria-labelledby="piliers">
          <h2 id="piliers" className="section-title">
            {page.pillars.title}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {page.pillars.items.map((pillar) => (
              <li key={pillar.title} className="rounded-xl border border-slate-200 p-6">
                <h3 className="text-lg font-bold text-ink">{pillar.title}</h3>
                <p className="mt-2 text-slate-700">{pillar.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="partenaires">
          <h2 id="partenaires" className="section-title">
            {page.partners.title}
          </h2>
          <p className="mt-3 max-w-3xl text-lg text-slate-700">{page.partners.lead}</p>
          <PartnerList tone="light" className="mt-6 sm:grid-cols-2" />
        </section>
        <div className="max-w-3xl">
          <Disclaimer title={page.disclaimerTitle} />
        </div>
      </div>
    </>
  )
}
