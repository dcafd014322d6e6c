import page from 'virtual:content/page/calculateur-bpm'
import { Disclaimer } from '../components/Disclaimer'
import { InnerPageHead } from '../components/InnerPageHead'
import { Calculator } from '../heart-rate/Calculator'
import { PAGE_PATHS } from '../site-routes'

export function Component() {
  return (
    <>
      <InnerPageHead path={PAGE_PATHS.calculator} meta={page.meta} title={page.title} lead={page.lead} />
      <div className="container-page grid gap-12 py-10">
        <div className="max-w-3xl">
          <Calculator />
        </div>
        <section aria-labelledby="utiliser-zones">
          <h2 id="utiliser-zones" className="section-title">
            {page.zoneGroups.title}
          </h2>
          <div className="mt-6 grid gap-6 md:grid-cols-3">
            {page.zoneGroups.items.map((group) => (
              <div key={group.zones} className="rounded-xl border border-slate-200 p-6">
                <p className="text-sm font-semibold text-brand-700">{group.zones.includes('-') ? `Zones ${group.zones}` : `Zone ${group.zones}`}</p>
                <h3 className="mt-1 text-lg font-bold text-ink">{group.title}</h3>
                <p className="mt-2 text-slate-700">{group.text}</p>
              </div>
            ))}
          </div>
        </section>
        <section aria-labelledby="conseils" className="max-w-3xl">
          <h2 id="conseils" className="section-title">
            {page.advice.title}
          </h2>
          <ul className="mt-6 list-disc space-y-3 pl-6 text-lg text-slate-700">
            {page.advice.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <div className="max-w-3xl">
          <Disclaimer />
        </div>
      </div>
    </>
  )
}
