import type { Crumb } from '../seo/metadata'

/** The visible trail that matches the BreadcrumbList in the page's JSON-LD; links to follow, so not printed. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const crumbs = [{ name: 'Accueil', path: '/' }, ...trail]
  return (
    <nav aria-label="Fil d’Ariane" className="text-sm text-slate-600 print:hidden">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, index) => (
          <li key={crumb.path} className="flex items-center gap-1">
            {index > 0 && <span aria-hidden="true">›</span>}
            {index === crumbs.length - 1 ? (
              <span aria-current="page" className="text-slate-800">
                {crumb.name}
              </span>
            ) : (
              <a href={crumb.path} className="hover:text-brand-700 hover:underline">
                {crumb.name}
              </a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
