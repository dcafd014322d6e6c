import { formatDate } from '../../locale'
import type { RestingEntry } from '../../heart-rate/resting-log'
import { exportReminder } from '../../heart-rate/resting-log-export'
import { plural } from './plural'
import { useDurability } from './storage-durability'

const PROMISE = {
  durable:
    'Ce navigateur a promis de garder le journal\u00a0: il ne l’effacera pas pour faire de la place. Il disparaît seulement si vous effacez les données de ce site.',
  'best-effort': 'Ce navigateur n’a pas promis de garder le journal\u00a0: il peut l’effacer de lui-même quand l’appareil manque d’espace.',
  unknown: null,
}

/**
 * What the reader's browser does with the log and how to keep it: its promise (or not) to keep it, what Safari
 * deletes after a week away, the site installed, and a reminder to export once mornings are a week old without a copy.
 */
export function KeepingAdvice({ entries, exportedAt, today }: { entries: RestingEntry[]; exportedAt?: string; today: string }) {
  const promise = PROMISE[useDurability()]
  const reminder = exportReminder(entries, exportedAt, today)
  return (
    <div className="grid gap-3 text-slate-700" data-testid="garder-journal">
      {promise && <p>{promise}</p>}
      <p>
        Safari (iPhone, iPad et Mac) efface ce qu’un site a enregistré dans le navigateur après sept jours d’utilisation de Safari sans interaction
        avec ce site. Pour garder votre journal, exportez-le régulièrement. Sur iPhone et iPad, vous pouvez aussi ajouter le site à l’écran d’accueil
        (bouton Partager, puis «&nbsp;Sur l’écran d’accueil&nbsp;»)&nbsp;: ouvert depuis son icône, il garde le journal et fonctionne même sans
        connexion. Il a alors son propre stockage, distinct de celui de Safari&nbsp;: exportez le journal depuis Safari, puis importez le fichier dans
        le site ouvert depuis son icône. Chrome et Edge proposent aussi d’installer le site, depuis leur menu.
      </p>
      {reminder && (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950" data-testid="rappel-exporter">
          {reminder.exportedAt
            ? `Votre dernière exportation date du ${formatDate(reminder.exportedAt)}\u00a0: ${plural(reminder.unexported, 'mesure')}, depuis le ${formatDate(reminder.oldest)}, n’y ${reminder.unexported > 1 ? 'sont' : 'est'} pas.`
            : `Vous n’avez jamais exporté ce journal\u00a0: ${reminder.unexported > 1 ? `ses ${plural(reminder.unexported, 'mesure')}` : 'sa mesure'}, depuis le ${formatDate(reminder.oldest)}, n’existe${reminder.unexported > 1 ? 'nt' : ''} que dans ce navigateur.`}{' '}
          Exportez-le pour en garder une copie.
        </p>
      )}
    </div>
  )
}
