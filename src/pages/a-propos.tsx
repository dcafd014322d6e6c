import type { PageContent } from '../content/schema'
import { Card } from '../components/Card'
import { Disclaimer } from '../components/Disclaimer'
import { InnerPage } from '../components/InnerPage'
import { PartnerList } from '../components/PartnerList'
import { Section } from '../components/Section'
import { LinkedWords, type WordsLink } from '../components/LinkedWords'
import { markdownPagePath, RULES_REGISTER, type MarkdownPageName } from '../site-pages'
import { pageCrumb } from '../components/crumbs'

const LINK = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800'

/** A link to one of the site's Markdown pages around the words of the mission that name it. */
const pageLink = (page: MarkdownPageName) => (words: string) => (
  <a href={markdownPagePath(page)} className={LINK}>
    {words}
  </a>
)

export default function AboutPage({ content }: { content: PageContent<'a-propos'> }) {
  const { paragraphs } = content.mission
  // Each link goes in the first paragraph that holds its words (the page's schema checks that one does).
  const links: WordsLink[] = [
    { words: content.mission.registerLink, link: pageLink(RULES_REGISTER) },
    { words: content.mission.editorialPolicyLink, link: pageLink('politique-editoriale' satisfies MarkdownPageName) },
  ]
  const linksOf = (index: number) => links.filter(({ words }) => paragraphs.findIndex((paragraph) => paragraph.includes(words)) === index)
  return (
    <InnerPage crumb={pageCrumb('a-propos')} meta={content.meta} title={content.title} lead={content.lead}>
      <Section id="mission" title={content.mission.title} className="max-w-3xl">
        {paragraphs.map((paragraph, index) => {
          const own = linksOf(index)
          return (
            <p key={paragraph} className="mt-4 text-lg text-slate-700">
              {own.length > 0 ? <LinkedWords text={paragraph} links={own} /> : paragraph}
            </p>
          )
        })}
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
      <Disclaimer title={content.disclaimerTitle} then={content.disclaimerEmergency} />
    </InnerPage>
  )
}
