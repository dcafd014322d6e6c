import type { Crumb } from '../seo/metadata'
import { Breadcrumbs } from './Breadcrumbs'

/** Breadcrumbs, H1 and lead paragraph at the top of an inner page. */
export function PageIntro({ trail, title, lead }: { trail: Crumb[]; title: string; lead: string }) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page py-10 sm:py-14">
        <Breadcrumbs trail={trail} />
        <h1 className="mt-4 max-w-3xl text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">{lead}</p>
      </div>
    </div>
  )
}
