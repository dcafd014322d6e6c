import type { ReactNode } from 'react'
import { Seo } from '../seo/Seo'
import type { Crumb } from '../seo/metadata'
import { Breadcrumbs } from './Breadcrumbs'
import { FormattedDate } from './FormattedDate'

interface Props {
  /** The page in the breadcrumb: its name and path, also its canonical path. */
  crumb: Crumb
  /** The page it is served under, between « Accueil » and itself in the breadcrumb, if it has one. */
  parent?: Crumb
  /** The page's metadata; its `updatedAt`, when given, is shown at the foot of the page, below the first screen. */
  meta: { title: string; description: string; updatedAt?: string }
  title: string
  /** The lead under the heading: its text, or that text with a link in it (the contact page's). */
  lead: ReactNode
  /** Classes of the column under the heading. */
  bodyClassName?: string
  children: ReactNode
}

/** An inner page: metadata, breadcrumb, H1 and lead from one set of facts so that they cannot drift apart, then its body. */
export function InnerPage({ crumb, parent, meta, title, lead, bodyClassName = 'grid grid-cols-1 gap-12', children }: Props) {
  const trail = parent ? [parent, crumb] : [crumb]
  return (
    <>
      <Seo title={meta.title} description={meta.description} canonicalPath={crumb.path} breadcrumb={trail} />
      <div className="bg-gradient-to-b from-brand-50 to-white">
        {/* Compact on a phone, so that what the page is for starts on the first screen. */}
        <div className="container-page py-5 sm:py-14">
          <Breadcrumbs trail={trail} />
          <h1 className="mt-2 max-w-3xl text-2xl font-bold tracking-tight text-ink sm:mt-4 sm:text-4xl">{title}</h1>
          <p className="mt-3 max-w-3xl text-base text-slate-700 sm:mt-4 sm:text-lg">{lead}</p>
        </div>
      </div>
      <div className={`container-page pt-4 pb-10 sm:pt-10 ${bodyClassName}`}>
        {children}
        {meta.updatedAt && (
          <p className="text-sm text-slate-600">
            Dernière mise à jour&nbsp;: <FormattedDate date={meta.updatedAt} />
          </p>
        )}
      </div>
    </>
  )
}
