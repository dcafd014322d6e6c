import type { LegalPage } from '../content/schema'
import { InnerPageHead } from '../components/InnerPageHead'
import { formatDate } from '../components/dates'
import { legalPath } from '../site-routes'

export function LegalView({ page }: { page: LegalPage }) {
  return (
    <>
      <InnerPageHead name={page.title} path={legalPath(page.slug)} meta={page} title={page.title} lead={page.description} />
      <div className="container-page py-10">
        <div className="max-w-3xl">
          <p className="text-sm text-slate-600">
            Dernière mise à jour : <time dateTime={page.updatedAt}>{formatDate(page.updatedAt)}</time>
          </p>
          <div className="prose-content mt-6" dangerouslySetInnerHTML={{ __html: page.html }} />
        </div>
      </div>
    </>
  )
}
