import { Seo } from '../seo/Seo'
import { pagePath, type PageName } from '../site-pages'
import { pageCrumb } from '../components/crumbs'
import { LostReaderHelp } from '../components/LostReaderHelp'

/** Where a lost visitor most likely wanted to go. */
const HELP_LINKS: PageName[] = ['calculateur-bpm', 'zones-cardiaques', 'articles', 'outils']

export const NOT_FOUND_TITLE = '404 Page Not Found'
export const NOT_FOUND_HINT = 'Did you forget to add the page to the router?'

/**
 * Shown for any unmatched path and any unknown article id: 404.html, which hosts serve for every unknown address. The
 * visitor's language leads: the French heading, what happened and where to go. The spec's English text (§8) follows,
 * whole and marked as English for screen readers, smaller and not a heading: it speaks to the site's developers, not to a lost reader.
 */
export function NotFound() {
  return (
    <>
      <Seo title="Page introuvable" description="L’adresse demandée ne correspond à aucune page du site." breadcrumb={[]} noindex />
      <div className="container-page flex min-h-[50vh] flex-col items-start justify-center gap-4 py-16">
        <div className="max-w-xl">
          <h1 className="text-3xl font-bold text-ink">Page introuvable</h1>
          <p className="mt-3 text-slate-700">
            L’adresse demandée ne correspond à aucune page du site. Vous trouverez peut-être ce que vous cherchez ici&nbsp;:
          </p>
          <ul className="mt-4 flex flex-wrap gap-3">
            {HELP_LINKS.map((name) => (
              <li key={name}>
                <a href={pagePath(name)} className={name === 'calculateur-bpm' ? 'button-primary' : 'button-secondary'}>
                  {pageCrumb(name).name}
                </a>
              </li>
            ))}
            <li>
              <a href={pagePath('accueil')} className="button-secondary">
                Retour à l’accueil
              </a>
            </li>
          </ul>
          <LostReaderHelp />
        </div>
        <div className="mt-6 border-t border-slate-200 pt-4 text-slate-600">
          <p className="text-sm">À l’intention de l’équipe technique du site, le message d’origine, en anglais&nbsp;:</p>
          <div lang="en" data-testid="introuvable-en">
            <p className="mt-2 text-sm font-semibold text-slate-700">{NOT_FOUND_TITLE}</p>
            <p className="mt-1 text-sm">{NOT_FOUND_HINT}</p>
          </div>
        </div>
      </div>
    </>
  )
}
