import type { ComponentType, ReactNode } from 'react'
import site from 'virtual:content/site'
import { ExternalLink } from '../ui/ExternalLink'
import { TextList } from './TextList'
import type { PageContent } from '../content/schema'
import type { ToolPageName } from '../site-pages'
import { pageCrumb, parentCrumb } from './crumbs'
import { Disclaimer } from './Disclaimer'
import { FurtherReading } from './FurtherReading'
import { Island } from '../islands/Island'
import { InnerPage } from './InnerPage'
import { Section } from './Section'
import { PageSources } from './PageSources'

/** A named link in a paragraph, as the Markdown writes it: [words](lien:key), the key one of content/site.yaml's links. */
const NAMED_LINK = /\[([^\]]+)\]\(lien:([\w-]+)\)/g

/** A paragraph of the page's YAML, its named links made links (a key content/site.yaml does not have stops the build, naming it). */
function withNamedLinks(paragraph: string): ReactNode[] {
  // split() with the two groups: text, words, key, text, words, key… text.
  const parts = paragraph.split(NAMED_LINK)
  return parts.flatMap((part, index): ReactNode[] => {
    if (index % 3 === 0) return part ? [part] : []
    if (index % 3 === 2) return []
    const key = parts[index + 1] ?? ''
    const link = site.links[key]
    if (!link)
      throw new Error(`lien inconnu « lien:${key} » dans une page d’outil (clés de content/site.yaml : ${Object.keys(site.links).join(', ')})`)
    return [
      <ExternalLink key={index} href={link.url} kind={link.kind} className="font-semibold underline underline-offset-2">
        {part}
      </ExternalLink>,
    ]
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
        <TextList as="ol" items={content.protocol.steps} className="mt-4 list-decimal space-y-2" />
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
