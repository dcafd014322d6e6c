import { TRIAGE_TABLE_PATH } from '../content/site-facts'
import { pagePath } from '../site-pages'

/**
 * Under a page a broken link may lead to (not found, withdrawn): for a reader who came for what to do about a pulse,
 * the triage table; then how to tell us, so that we mend the link.
 */
export function LostReaderHelp() {
  return (
    <>
      <p className="mt-4 text-slate-700">
        Que faire devant un pouls inhabituel?{' '}
        <a href={TRIAGE_TABLE_PATH} className="underline underline-offset-2">
          Notre tableau «&nbsp;Qui appeler&nbsp;»
        </a>{' '}
        le dit, situation par situation. En cas d’urgence, composez le 9-1-1.
      </p>
      <p className="mt-4 text-slate-700">
        Un lien de notre site vous a mené ici?{' '}
        <a href={pagePath('contact')} className="underline underline-offset-2">
          Signalez-le-nous
        </a>{' '}
        pour que nous le corrigions.
      </p>
    </>
  )
}
