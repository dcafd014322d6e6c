import type { PageContent } from '../content/schema'
import { Card } from '../components/Card'
import { Disclaimer } from '../components/Disclaimer'
import { InnerPage } from '../components/InnerPage'
import { PartnerList } from '../components/PartnerList'
import { Section } from '../components/Section'
import { markdownPagePath, type MarkdownPageName } from '../site-pages'
import { pageCrumb } from '../components/crumbs'

export default function AboutPage({ content }: { content: PageContent<'a-propos'> }) {
  return (
    <InnerPage crumb={pageCrumb('a-propos')} meta={content.meta} title={content.title} lead={content.lead}>
      <Section id="mission" title={content.mission.title} className="max-w-3xl">
        {content.mission.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-4 text-lg text-slate-700">
            {paragraph}
          </p>
        ))}
        <p className="mt-4 text-lg">
          <a
            href={markdownPagePath('politique-editoriale' satisfies MarkdownPageName)}
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {content.mission.editorialPolicyLink}
          </a>
        </p>
      </Section>
      <Section id="piliers" title={content.pillars.title}>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {content.pillars.items.map((pillar) => (
            <li key={pillar.title}>
              <Card title={pillar.title}>
                <p className="mt-2 text-slate-700">{pillar.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="partenaires" title={content.partners.title} lead={content.partners.lead}>
        <PartnerList tone="light" className="mt-6 sm:grid-cols-2" />
      </Section>
      <Disclaimer title={content.disclaimerTitle} />
    </InnerPage>
  )
}
