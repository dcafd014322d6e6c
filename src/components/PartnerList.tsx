import site from 'virtual:content/site'
import { ExternalLink } from '../ui/ExternalLink'

const tones = {
  dark: { item: 'border-slate-700', link: 'text-white', text: 'text-slate-300' },
  light: { item: 'border-slate-200', link: 'text-brand-700', text: 'text-slate-700' },
}

/** The four sites of the network, as cards (home page on a dark band, About page on white). */
export function PartnerList({ tone, className }: { tone: keyof typeof tones; className: string }) {
  const style = tones[tone]
  return (
    <ul className={`grid gap-4 ${className}`}>
      {site.partners.map((partner) => (
        <li key={partner.url} className={`rounded-xl border p-5 ${style.item}`}>
          <ExternalLink href={partner.url} kind={partner.kind} className={`font-semibold hover:underline ${style.link}`}>
            {partner.name}
          </ExternalLink>
          <p className={`mt-2 text-sm ${style.text}`}>{partner.description}</p>
        </li>
      ))}
    </ul>
  )
}
