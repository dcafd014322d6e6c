import { Seo } from '../seo/Seo'
import { markdownPagePath, pagePath } from '../site-pages'
import { pageCrumb } from '../components/crumbs'
import { LostReaderHelp } from '../components/LostReaderHelp'

const WITHDRAWN_TITLE = 'Article retiré'

/**
 * Shown at the addresses of an article withdrawn from the site (its `withdrawnAt`, src/content/publication.ts): 410.html,
 * which every host answers there with the status 410 Gone (scripts/hosting/gone.ts). Like the not-found page, it is not
 * indexed and runs no script; it says the article is gone on purpose, not lost, and where to read on.
 */
export function Withdrawn() {
  return (
    <>
      <Seo title={WITHDRAWN_TITLE} description="Cet article a été retiré du site." breadcrumb={[]} noindex />
      <div className="container-page flex min-h-[50vh] flex-col items-start justify-center gap-4 py-16">
        <div className="max-w-xl">
          <h1 className="text-3xl font-bold text-ink">{WITHDRAWN_TITLE}</h1>
          <p className="mt-3 text-slate-700">
            Cet article a été retiré du site. Nous retirons un article que ses sources ne permettent plus de tenir à jour, ou qu’un autre remplace
            (voir notre{' '}
            <a href={`${markdownPagePath('politique-editoriale')}#revision-des-pages`} className="underline underline-offset-2">
              politique éditoriale
            </a>
            ). Nos autres articles, classés par thème, restent à votre disposition.
          </p>
          <ul className="mt-4 flex flex-wrap gap-3">
            <li>
              <a href={pagePath('articles')} className="button-primary">
                Tous les articles
              </a>
            </li>
            <li>
              <a href={pagePath('calculateur-bpm')} className="button-secondary">
                {pageCrumb('calculateur-bpm').name}
              </a>
            </li>
            <li>
              <a href={pagePath('accueil')} className="button-secondary">
                Retour à l’accueil
              </a>
            </li>
          </ul>
          <LostReaderHelp />
        </div>
      </div>
    </>
  )
}
