import type { LegalPage } from '../content/schema'
import { PageIntro } from '../components/PageIntro'
import { formatDate } from '../components/dates'
import { Seo } from '../seo/Seo'
import { legalPath } from '../site-routes'

export function LegalView({ page }: { page: LegalPage }) {
  const trail = [{ name: page.title, path: legalPath(page.slug) }]
  return (
    <>
      <Seo title={page.title} description={page.description} canonicalPath={legalPath(page.slug)} breadcrumb={trail} />
      <PageIntro trail={trail} title={page.title} lead={page.description} />
      <div className="container-page max-w-3xl py-10">
        <p className="text-sm text-slate-600">
          Dernière mise à jour : <time dateTime={page.updatedAt}>{formatDate(page.updatedAt)}</time>
        </p>
        <div className="prose-content mt-6" dangerouslySetInnerHTML={{ __html: page.html }} />
      </div>
    </>
  )
}
