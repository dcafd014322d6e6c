import { pagePath } from '../site-pages'

/** Under a test that takes figures from a watch: the tool that takes them from the session's file instead. */
export function WorkoutFileLink({ figures }: { figures: string }) {
  return (
    <p className="mt-4 text-lg text-slate-700">
      Votre montre a enregistré la séance&nbsp;?{' '}
      <a href={pagePath('analyse-seance')} className="font-semibold underline underline-offset-2">
        L’analyse d’une séance
      </a>{' '}
      tire {figures} de son fichier, lu sur votre appareil, et les apporte ici.
    </p>
  )
}
