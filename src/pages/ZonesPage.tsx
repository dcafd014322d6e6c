import page from 'virtual:content/page/zones-cardiaques'
import { Disclaimer } from '../components/Disclaimer'
import { InnerPageHead } from '../components/InnerPageHead'
import { ZONES, percentLabel } from '../heart-rate/zones'
import { PAGE_PATHS } from '../site-routes'

export function Component() {
  return (
    <>
      <InnerPageHead path={PAGE_PATHS.zones} meta={page.meta} title={page.title} lead={page.lead} />
      <div className="container-page grid gap-12 py-10">
        <ol className="grid gap-6">
          {ZONES.map((zone, index) => {
            const text = page.zones[index]
            return (
              <li key={zone.number} className="rounded-xl border border-slate-200 border-l-8 p-6" style={{ borderLeftColor: zone.color }}>
                <h2 className="text-xl font-bold text-ink">
                  Zone {zone.number} : {zone.name} <span className="font-semibold text-slate-600">({percentLabel(zone)} de la FCM)</span>
                </h2>
                <p className="mt-1 text-sm font-semibold text-brand-700">Objectif : {text.goal}</p>
                <p className="mt-3 text-slate-700">{text.description}</p>
                <h3 className="mt-4 font-semibold text-ink">Bienfaits</h3>
                <ul className="mt-2 grid list-disc gap-1 pl-6 text-slate-700 sm:grid-cols-2">
                  {text.benefits.map((benefit) => (
                    <li key={benefit}>{benefit}</li>
                  ))}
                </ul>
              </li>
            )
          })}
        </ol>
        <section aria-labelledby="recommandations">
          <h2 id="recommandations" className="section-title">
            {page.recommendations.title}
          </h2>
          <p className="mt-3 max-w-3xl text-lg text-slate-700">{page.recommendations.lead}</p>
          <div className="mt-6 grid gap-6 md:grid-cols-3">
            {page.recommendations.levels.map((level) => (
              <div key={level.level} className="rounded-xl border border-slate-200 p-6">
                <h3 className="text-lg font-bold text-ink">{level.level}</h3>
                <p className="mt-2 font-semibold text-brand-700">{level.split}</p>
                <p className="mt-2 text-slate-700">{level.text}</p>
                <p className="mt-3 text-sm text-slate-600">{level.sessions}</p>
              </div>
            ))}
          </div>
        </section>
        <div className="max-w-3xl">
          <Disclaimer />
        </div>
      </div>
    </>
  )
}
