import site from 'virtual:content/site'
import { TextList } from '../components/TextList'
import type { PageContent } from '../content/schema'
import { Card } from '../components/Card'
import { Disclaimer } from '../components/Disclaimer'
import { FurtherReading } from '../components/FurtherReading'
import { PageSources } from '../components/PageSources'
import { InnerPage } from '../components/InnerPage'
import { Section } from '../components/Section'
import { Island } from '../islands/Island'
import CalculatorIsland from '../islands/calculator.island'
import { calculatorSite } from '../calculator/CalculatorResults'
import { WhenZonesDoNotApply } from '../components/WhenZonesDoNotApply'
import { SafetyRule } from '../components/SafetyRule'
import { pageCrumb } from '../components/crumbs'

export default function CalculatorPage({ content }: { content: PageContent<'calculateur-bpm'> }) {
  return (
    <InnerPage crumb={pageCrumb('calculateur-bpm')} meta={content.meta} title={content.title} lead={content.lead}>
      <div className="print-only-this max-w-3xl">
        <Island component={CalculatorIsland} props={{ site: calculatorSite(site) }} load="visible" />
        <WhenZonesDoNotApply underCalculator />
      </div>
      {/* Below the calculator, outside the printed card, which stays one page; the page's grid spaces it. */}
      <SafetyRule />
      <Section id="utiliser-zones" title={content.zoneGroups.title}>
        <div className="mt-6 grid gap-6 md:grid-cols-3">
          {content.zoneGroups.items.map((group) => (
            <Card
              key={group.zones}
              eyebrow={group.zones.includes('-') ? `Zones ${group.zones.replace('-', ' et ')}` : `Zone ${group.zones}`}
              title={group.title}
            >
              <p className="mt-2 text-slate-700">{group.text}</p>
            </Card>
          ))}
        </div>
      </Section>
      <Section id="conseils" title={content.advice.title} className="max-w-3xl">
        <TextList items={content.advice.items} className="mt-6 list-disc space-y-3" />
      </Section>
      <PageSources sources={content.sources} />
      <FurtherReading reading={content.furtherReading} />
      <Disclaimer />
    </InnerPage>
  )
}
