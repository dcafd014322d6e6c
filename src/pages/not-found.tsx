import { Link } from 'react-router-dom'
import { Seo } from '../seo/Seo'

export const NOT_FOUND_TITLE = '404 Page Not Found'
export const NOT_FOUND_HINT = 'Did you forget to add the page to the router?'

/** Marks the not-found page in the document, so that the browser does not look for the data of an article it has not got. */
export const NOT_FOUND_MARK = '[data-introuvable]'

/** Shown for any unmatched path and any unknown article id, at build time (404.html) and in the browser. */
export function NotFound() {
  return (
    <>
      <Seo title="Page introuvable" description="Cette page n’existe pas ou a été déplacée." breadcrumb={[]} noindex />
      <div data-introuvable="" className="container-page flex min-h-[50vh] flex-col items-start justify-center gap-4 py-16">
        <div lang="en">
          <h1 className="text-3xl font-bold text-ink">{NOT_FOUND_TITLE}</h1>
          <p className="mt-3 text-slate-600">{NOT_FOUND_HINT}</p>
        </div>
        <Link to="/" className="button-primary">
          Retour à l’accueil
        </Link>
      </div>
    </>
  )
}

export { NotFound as Component }
