import type { PageContent } from '../content/schema'
import { InnerPage } from '../components/InnerPage'
import { LinkedWords } from '../components/LinkedWords'
import { markdownPagePath, pagePath, PAGES } from '../site-pages'
import { pageCrumb } from '../components/crumbs'
import { Disclaimer } from '../components/Disclaimer'
import { SafetyRule } from '../components/SafetyRule'

/** The one place that says what Safari does with the resting-rate log: a section of the privacy policy. */
const SAFARI_NOTE = `${markdownPagePath('politique-confidentialite')}#le-journal-dans-safari`

export default function ToolsPage({ content }: { content: PageContent<'outils'> }) {
  return (
    <InnerPage crumb={pageCrumb('outils')} meta={content.meta} title={content.title} lead={content.lead}>
      <ul className="grid max-w-5xl gap-6 md:grid-cols-2">
        {content.tools.map((tool) => (
          <li key={tool.page} className="grid content-start gap-2 rounded-xl border border-slate-200 p-6">
            <h2 className="text-lg font-bold text-ink">
              <a href={pagePath(tool.page)} className="underline-offset-2 hover:text-brand-700 hover:underline">
                {PAGES.find((page) => page.name === tool.page)?.label}
              </a>
            </h2>
            <p className="text-slate-700">{tool.text}</p>
          </li>
        ))}
      </ul>
      <p className="max-w-3xl text-lg text-slate-700">
        <LinkedWords
          text={content.privacy}
          links={[
            {
              words: content.safariLink,
              link: (words) => (
                <a href={SAFARI_NOTE} className="font-semibold underline underline-offset-2">
                  {words}
                </a>
              ),
            },
          ]}
        />
      </p>
      <p className="max-w-3xl text-lg text-slate-700">{content.slowedHeart}</p>
      {/* Two of these tools ask for an effort: the page gives, as they do, the signs of the 9-1-1 and the link to the whole rule. */}
      <SafetyRule />
      <Disclaimer />
    </InnerPage>
  )
}
