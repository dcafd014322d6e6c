import { Link } from 'react-router-dom'
import site from 'virtual:content/site'
import legalIndex from 'virtual:content/legal-index'
import { ExternalLink } from '../components/ExternalLink'
import { legalPath } from '../site-routes'

const linkClass = 'text-slate-300 hover:text-white hover:underline'

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">{children}</ul>
    </div>
  )
}

export function Footer() {
  return (
    <footer className="mt-16 bg-ink text-slate-300">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{site.name}</p>
          <p className="mt-2 text-sm">{site.tagline}</p>
        </div>
        <FooterColumn title="Notre réseau">
          {site.partners.map((partner) => (
            <li key={partner.url}>
              <ExternalLink href={partner.url} className={linkClass}>
                {partner.name}
              </ExternalLink>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title="Renseignements légaux">
          {legalIndex.map((page) => (
            <li key={page.slug}>
              <Link to={legalPath(page.slug)} className={linkClass}>
                {page.title}
              </Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title="Suivez-nous">
          {site.social.map((network) => (
            <li key={network.url}>
              <ExternalLink href={network.url} className={linkClass}>
                {network.name}
              </ExternalLink>
            </li>
          ))}
        </FooterColumn>
      </div>
      <div className="border-t border-slate-800">
        <p className="container-page py-6 text-sm text-slate-400">
          © {site.foundingYear}-{__BUILD_YEAR__} {site.name}. Tous droits réservés.
        </p>
      </div>
    </footer>
  )
}
