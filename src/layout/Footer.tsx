import type { ReactNode } from 'react'
import site from 'virtual:content/site'
import markdownPages from 'virtual:content/markdown-pages'
import { LinkList } from '../components/LinkList'
import {
  isReferencePage,
  LEGAL_PAGES,
  MARKDOWN_PAGES_LABEL,
  markdownPagePath,
  pagePath,
  PAGES,
  type MarkdownPageName,
  type PageName,
} from '../site-pages'

const linkClass = 'text-slate-300 hover:text-white hover:underline'
const listClass = 'mt-3 space-y-2 text-sm'

/** The pages the footer names under the site's name, labelled as in the header. */
const SITE_LINKS: readonly PageName[] = ['articles', 'outils', 'a-propos', 'contact']

/** An item of a footer list: a link to one of the site's pages. */
function FooterLink({ href, label }: { href: string; label: string }) {
  return (
    <li>
      <a href={href} className={linkClass}>
        {label}
      </a>
    </li>
  )
}

/** The Markdown pages `keep` selects, each its title as a link. */
const markdownLinks = (keep: (name: MarkdownPageName) => boolean) =>
  markdownPages.filter((page) => keep(page.name)).map((page) => <FooterLink key={page.name} href={markdownPagePath(page.name)} label={page.title} />)

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
              <FooterLink key={page.name} href={pagePath(page.name)} label={page.label} />
            ))}
            {markdownLinks(isReferencePage)}
          </ul>
        </div>
        <FooterColumn title="Notre réseau">
          <LinkList links={site.partners} className={listClass} linkClassName={linkClass} />
        </FooterColumn>
        <FooterColumn title={MARKDOWN_PAGES_LABEL}>
          <ul className={listClass}>{markdownLinks((name) => LEGAL_PAGES.includes(name))}</ul>
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
