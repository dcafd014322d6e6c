import type { MarkdownPage } from '../content/schema'
import { FormattedDate } from '../components/FormattedDate'
import { InnerPage } from '../components/InnerPage'
import { markdownPagePath } from '../site-pages'

/** A page written in Markdown (the legal pages). */
export default function MarkdownPageView({ content: page }: { content: MarkdownPage }) {
  return (
    <InnerPage
      crumb={{ name: page.title, path: markdownPagePath(page.name) }}
      meta={page}
      title={page.title}
      lead={page.description}
      bodyClassName=""
    >
      <div className="max-w-3xl">
        <p className="text-sm text-slate-600">
          Dernière mise à jour&nbsp;: <FormattedDate date={page.updatedAt} />
        </p>
        <div className="prose-content mt-6" dangerouslySetInnerHTML={{ __html: page.html }} />
      </div>
    </InnerPage>
  )
}
