import { pagePath } from '../site-pages'

/** Under a page a broken link may lead to (not found, withdrawn): how to tell us, so that we mend the link. */
export function ReportBrokenLink() {
  return (
    <p className="mt-4 text-slate-700">
      Un lien de notre site vous a mené ici?{' '}
      <a href={pagePath('contact')} className="underline underline-offset-2">
        Signalez-le-nous
      </a>{' '}
      pour que nous le corrigions.
    </p>
  )
}
