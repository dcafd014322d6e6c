import type { MarkdownPage } from '../content/schema'
import { TableOfContents } from '../components/article/TableOfContents'
import { FormattedDate } from '../components/FormattedDate'
import { InnerPage } from '../components/InnerPage'
import { markdownPagePath } from '../site-pages'

/** A page of this many sections or more runs over several phone screens: it opens with its table of contents. */
const TABLE_OF_CONTENTS_MIN_SECTIONS = 6

/** A page written in Markdown (the legal pages). */
export default function MarkdownPageView({ content: page }: { content: MarkdownPage }) {
  return (
    <InnerPage
      crumb={{ name: page.title, path: markdownPagePath(page.name) }}
      meta={{ title: page.title, description: page.description }}
      title={page.title}
      lead={page.description}
      bodyClassName=""
    >
      <div className="max-w-3xl">
        <p className="text-sm text-slate-600">
          {page.effectiveAt && (
            <>
              Date d’entrée en vigueur&nbsp;: <FormattedDate date={page.effectiveAt} /> ·{' '}
            </>
          )}
          Dernière mise à jour&nbsp;: <FormattedDate date={page.updatedAt} />
        </p>
        {page.headings.length >= TABLE_OF_CONTENTS_MIN_SECTIONS && (
          <div className="mt-6">
            <TableOfContents headings={page.headings} title="Sur cette page" />
          </div>
        )}
        <div className="prose-content mt-6" dangerouslySetInnerHTML={{ __html: page.html }} />
      </div>
    </InnerPage>
  )
}
