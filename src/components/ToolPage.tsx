import type { ComponentType, ReactNode } from 'react'
import site from 'virtual:content/site'
import { ExternalLink } from '../ui/ExternalLink'
import { splitNamedLinks } from '../content/named-links'
import type { PageContent } from '../content/schema'
import type { ToolPageName } from '../site-pages'
import { pageCrumb, parentCrumb } from './crumbs'
import { Disclaimer } from './Disclaimer'
import { FurtherReading } from './FurtherReading'
import { Island } from '../islands/Island'
import { InnerPage } from './InnerPage'
import { Section } from './Section'
import { PageSources } from './PageSources'

/**
 * A paragraph of the page's YAML, its named links made links (./page-files.ts has checked every key), and its links to
 * a page of the site: a rule's status, whom to call, or words the editor linked.
 */
function withNamedLinks(paragraph: string): ReactNode[] {
  return splitNamedLinks(paragraph).map((part, index) => {
    if ('text' in part) return part.text
    if ('path' in part)
      return (
        <a key={index} href={part.path} className="font-semibold underline underline-offset-2">
          {part.words}
        </a>
      )
    const link = site.links[part.key]
    return link ? (
      <ExternalLink key={index} href={link.url} kind={link.kind} className="font-semibold underline underline-offset-2">
        {part.words}
      </ExternalLink>
    ) : (
      part.words
    )
  })
}

/**
 * A page of a test readers run themselves: how to do it, the tool (`island`, given `props`, loaded when it comes near
 * the screen), how to read the result (`scale`, drawn from the test's arithmetic), what the page explains, its
 * sources, the articles that teach it and the site's medical notice.
 */
export function ToolPage<P extends object>({
  name,
  content,
  island,
  props,
  scale,
}: {
  name: ToolPageName
  content: PageContent<ToolPageName>
  island: ComponentType<P>
  props: P
  scale: ReactNode
}) {
  const crumb = pageCrumb(name)
  const parent = parentCrumb(name)
  return (
    <InnerPage crumb={crumb} parent={parent} meta={content.meta} title={content.title} lead={content.lead}>
      <Section id="protocole" title={content.protocol.title} className="max-w-3xl">
        <ol className="mt-4 list-decimal space-y-2 pl-6 text-lg text-slate-700">
          {content.protocol.steps.map((step) => (
            <li key={step}>{withNamedLinks(step)}</li>
          ))}
        </ol>
      </Section>
      <div className="max-w-3xl">
        <Island component={island} props={props} load="visible" />
      </div>
      <div className="max-w-3xl">{scale}</div>
      {content.sections.map((section, index) => (
        <Section key={section.title} id={`section-${index + 1}`} title={section.title} className="max-w-3xl">
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg text-slate-700">
              {withNamedLinks(paragraph)}
            </p>
          ))}
        </Section>
      ))}
      <PageSources sources={content.sources} />
      <FurtherReading reading={content.furtherReading} />
      <Disclaimer />
    </InnerPage>
  )
}
