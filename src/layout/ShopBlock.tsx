import site from 'virtual:content/site'
import { ExternalLink } from '../components/ExternalLink'
import { LINK_BADGE } from '../content/link-kinds'

const telHref = (phone: string) => `tel:+1${phone.replace(/\D/g, '')}`

/** The partner shop's name, tagline, street address and phone, shown in the header. */
export function ShopBlock() {
  const { shop } = site
  return (
    <div className="h-14 overflow-hidden bg-slate-900 text-xs text-slate-200 sm:h-10 sm:text-sm">
      <div className="container-page flex h-full flex-col justify-center gap-0.5 sm:flex-row sm:items-center sm:justify-between">
        <p className="min-w-0 truncate">
          {LINK_BADGE[shop.kind] && (
            <span className="mr-2 rounded bg-slate-700 px-1.5 py-0.5 text-[0.7rem] font-semibold tracking-wide text-slate-100 uppercase">
              {LINK_BADGE[shop.kind]}
            </span>
          )}
          <ExternalLink href={shop.url} kind={shop.kind} className="font-semibold text-white hover:underline">
            {shop.name}
          </ExternalLink>
          <span className="hidden lg:inline"> — {shop.tagline}</span>
        </p>
        <p className="flex flex-wrap gap-x-3 sm:flex-nowrap sm:whitespace-nowrap">
          <span>
            {shop.street}, {shop.city} ({shop.region}) {shop.postalCode}
          </span>
          <a href={telHref(shop.phone)} className="font-semibold text-white hover:underline">
            {shop.phone}
          </a>
        </p>
      </div>
    </div>
  )
}
