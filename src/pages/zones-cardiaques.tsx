import type { PageContent } from '../content/schema'
import { Card } from '../components/Card'
import { Disclaimer } from '../components/Disclaimer'
import { FurtherReading } from '../components/FurtherReading'
import { PageSources } from '../components/PageSources'
import { InnerPage } from '../components/InnerPage'
import { Section } from '../components/Section'
import { WhenZonesDoNotApply } from '../components/WhenZonesDoNotApply'
import { SafetyRule } from '../components/SafetyRule'
import { AGE_FIELD_ID } from '../calculator/calculator-text'
import { percentLabel, ZONES } from '../heart-rate/zones'
import { Island } from '../islands/Island'
import YourZones from '../islands/your-zones.island'
import { pagePath } from '../site-pages'
import { pageCrumb } from '../components/crumbs'

export default function ZonesPage({ content }: { content: PageContent<'zones-cardiaques'> }) {
  return (
    <InnerPage crumb={pageCrumb('zones-cardiaques')} meta={content.meta} title={content.title} lead={content.lead}>
      {/* Opened from the calculator with an age: the guide shows the BPM of each zone for that age. */}
      <Island component={YourZones} props={{ part: 'summary' }} load="idle" />
      <ol className="grid gap-6">
        {ZONES.map((zone) => {
          const text = content.zones[zone.number]
          return (
            <li key={zone.number} className="rounded-xl border border-l-8 border-slate-200 p-6" style={{ borderLeftColor: zone.color }}>
              <h2 className="text-xl font-bold text-ink">
                Zone {zone.number}&nbsp;: {zone.name}{' '}
                <span className="font-semibold text-slate-600">
                  (<span className="whitespace-nowrap">{percentLabel(zone)}</span> de la FC&nbsp;max)
                </span>
              </h2>
              <Island component={YourZones} props={{ part: zone.number }} load="idle" />
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
      <section aria-labelledby="vos-zones-en-bpm" className="max-w-3xl rounded-xl bg-brand-50 p-6">
        <h2 id="vos-zones-en-bpm" className="text-xl font-bold text-ink">
          {content.calculator.title}
        </h2>
        <p className="mt-2 text-slate-700">{content.calculator.text}</p>
        <a href={`${pagePath('calculateur-bpm')}#${AGE_FIELD_ID}`} className="button-primary mt-4">
          {content.calculator.label}
        </a>
      </section>
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
        <WhenZonesDoNotApply onZonesGuide />
        <SafetyRule className="mt-6" />
      </Section>
      <PageSources sources={content.sources} />
      <FurtherReading reading={content.furtherReading} />
      <Disclaimer />
    </InnerPage>
  )
}
