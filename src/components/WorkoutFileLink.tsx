import { pagePath } from '../site-pages'

/** Under a test that takes figures from a watch: the tool that takes them from the session's file instead. */
export function WorkoutFileLink({ figures }: { figures: string }) {
  return (
    <p className="mt-4 text-lg text-slate-700">
      Votre montre a enregistré la séance?{' '}
      <a href={pagePath('analyse-seance')} className="font-semibold underline underline-offset-2">
        L’analyse d’une séance
      </a>{' '}
      lit son fichier sur votre appareil et en tire {figures}; un lien vous ramène ici avec ces chiffres.
    </p>
  )
}
