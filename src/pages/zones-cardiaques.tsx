import type { PageContent } from '../content/schema'
import { Card } from '../components/Card'
import { Disclaimer } from '../components/Disclaimer'
import { InnerPage } from '../components/InnerPage'
import { Section } from '../components/Section'
import { percentLabel, ZONES } from '../heart-rate/zones'
import { pageCrumb } from './crumbs'

export default function ZonesPage({ content }: { content: PageContent<'zones-cardiaques'> }) {
  return (
    <InnerPage crumb={pageCrumb('zones-cardiaques')} meta={content.meta} title={content.title} lead={content.lead}>
      <ol className="grid gap-6">
        {ZONES.map((zone) => {
          const text = content.zones[zone.number]
          return (
            <li key={zone.number} className="rounded-xl border border-l-8 border-slate-200 p-6" style={{ borderLeftColor: zone.color }}>
              <h2 className="text-xl font-bold text-ink">
                Zone {zone.number}&nbsp;: {zone.name}{' '}
                <span className="font-semibold whitespace-nowrap text-slate-600">({percentLabel(zone)} de la FCM)</span>
              </h2>
              <p className="mt-1 text-sm font-semibold text-brand-700">Objectif&nbsp;: {text.goal}</p>
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
      <Section id="recommandations" title={content.recommendations.title} lead={content.recommendations.lead}>
        <div className="mt-6 grid gap-6 md:grid-cols-3">
          {content.recommendations.levels.map((level) => (
            <Card key={level.level} title={level.level}>
              <p className="mt-2 font-semibold text-brand-700">{level.split}</p>
              <p className="mt-2 text-slate-700">{level.text}</p>
              <p className="mt-3 text-sm text-slate-600">{level.sessions}</p>
            </Card>
          ))}
        </div>
      </Section>
      <Disclaimer />
    </InnerPage>
  )
}
