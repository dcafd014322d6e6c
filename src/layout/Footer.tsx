import type { ReactNode } from 'react'
import site from 'virtual:content/site'
import markdownPages from 'virtual:content/markdown-pages'
import { LinkList } from '../components/LinkList'
import { GLOSSARY, LEGAL_PAGES, MARKDOWN_PAGES_LABEL, markdownPagePath, pagePath, PAGES, type PageName } from '../site-pages'

const linkClass = 'text-slate-300 hover:text-white hover:underline'
const listClass = 'mt-3 space-y-2 text-sm'

/** The pages the footer names under the site's name, labelled as in the header. */
const SITE_LINKS: readonly PageName[] = ['articles', 'outils', 'a-propos', 'contact']

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      {children}
    </div>
  )
}

export function Footer() {
  return (
    <footer className="dark-surface mt-16 bg-ink text-slate-300 print:hidden">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{site.name}</p>
          <p className="mt-2 text-sm">{site.tagline}</p>
          <ul className={listClass}>
            {PAGES.filter((page) => SITE_LINKS.includes(page.name)).map((page) => (
              <li key={page.name}>
                <a href={pagePath(page.name)} className={linkClass}>
                  {page.label}
                </a>
              </li>
            ))}
            {markdownPages
              .filter((page) => page.name === GLOSSARY)
              .map((page) => (
                <li key={page.name}>
                  <a href={markdownPagePath(page.name)} className={linkClass}>
                    {page.title}
                  </a>
                </li>
              ))}
          </ul>
        </div>
        <FooterColumn title="Notre réseau">
          <LinkList links={site.partners} className={listClass} linkClassName={linkClass} />
        </FooterColumn>
        <FooterColumn title={MARKDOWN_PAGES_LABEL}>
          <ul className={listClass}>
            {markdownPages
              .filter((page) => LEGAL_PAGES.includes(page.name))
              .map((page) => (
                <li key={page.name}>
                  <a href={markdownPagePath(page.name)} className={linkClass}>
                    {page.title}
                  </a>
                </li>
              ))}
          </ul>
        </FooterColumn>
        <FooterColumn title="Suivez-nous">
          <LinkList links={site.social} className={listClass} linkClassName={linkClass} />
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
