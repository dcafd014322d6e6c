import site from 'virtual:content/site'
import { ExternalLink } from '../ui/ExternalLink'
import { LINK_BADGE } from '../content/link-kinds'
import { afterCity } from '../content/postal-address'

const telHref = (phone: string) => `tel:+1${phone.replace(/\D/g, '')}`

/**
 * The partner shop's strip at the top of the header: its name first, then its address and phone, each saying whose
 * they are. Its height is the header's --shop-strip (see Header), which counts its lines: three on a phone (name,
 * address, phone), two from sm (name, then address and phone). Lines wrap rather than clip: in a font wider than
 * planned the strip grows, and what exceeds --shop-strip stays in view when the header sticks.
 */
export function ShopBlock() {
  const { shop } = site
  return (
    <div className="dark-surface flex min-h-(--shop-strip) flex-col justify-center bg-slate-900 py-1 text-xs text-slate-200 lg:text-sm">
      <div className="container-page">
        <p>
          {LINK_BADGE[shop.kind] && (
            <>
              <span className="mr-1 inline-block rounded bg-slate-700 px-1 py-px text-[0.625rem] leading-none font-semibold text-slate-100 uppercase lg:text-xs">
                {LINK_BADGE[shop.kind]}
              </span>
              {/* Heard, not seen: the badge and the name are two words, read « Commandité : Équipements… » as in the menu panel. */}
              <span className="sr-only">&nbsp;: </span>
            </>
          )}
          <ExternalLink href={shop.url} kind={shop.kind} badged={Boolean(LINK_BADGE[shop.kind])} className="font-semibold text-white hover:underline">
            {shop.name}
          </ExternalLink>
          {/* Below md this line has no room for the tagline: the menu panel shows it (ShopTagline). */}
          <span className="hidden md:inline"> — {shop.tagline}</span>
        </p>
        <p className="sm:flex sm:flex-wrap sm:gap-x-4">
          <span className="block">
            <span className="sr-only">Adresse de la boutique&nbsp;: </span>
            {shop.street}, {shop.city}
            {/* A phone line holds the street and the city; the rest of the address is read out there, shown from sm. */}
            <span className="max-sm:sr-only"> {afterCity(shop)}</span>
          </span>
          {/* A space the layout drops (the address is a block, or a flex item): in the page's text, the postal code and « Tél. » stay two words. */}{' '}
          <a href={telHref(shop.phone)} className="text-white hover:underline">
            Tél. de la boutique&nbsp;: <span className="font-semibold">{shop.phone}</span>
          </a>
        </p>
      </div>
    </div>
  )
}

/** The shop's name and tagline, for the menu panel: the strip shows the tagline from md only. */
export function ShopTagline({ className }: { className: string }) {
  const { shop } = site
  return (
    <p className={className}>
      {LINK_BADGE[shop.kind] && <>{LINK_BADGE[shop.kind]}&nbsp;: </>}
      <span className="font-semibold">{shop.name}</span> — {shop.tagline}
    </p>
  )
}
