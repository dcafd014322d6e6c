import { localIsoDate } from '../../locale'
import { currentSign, judgeMornings, usualAboveRange, type RestingEntry } from '../../heart-rate/resting-log'
import { ConflictChooser } from './ConflictChooser'
import { EntryForm, type EntryOutcome } from './EntryForm'
import { LogFile } from './LogFile'
import { LogOverview } from './LogOverview'
import { Notice } from './Notice'
import { SignNotice } from './SignNotice'
import { HighUsualNotice } from './HighUsualNotice'
import { useRestingLog } from './use-resting-log'

/** What the stored log held that could not be used, said once, above everything else. */
function StoredProblems({ problems, storageError }: { problems: string[]; storageError: string | null }) {
  if (!problems.length && !storageError) return null
  return (
    <Notice id="journal-probleme" title={storageError ? 'Le journal ne peut pas être enregistré' : 'Une partie du journal n’a pas pu être lue'}>
      {storageError && <p className="mt-2">{storageError}</p>}
      {problems.length > 0 && (
        <>
          <ul className="mt-2 grid gap-1">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
          <p className="mt-2">Le reste du journal est là. Votre prochaine modification l’enregistrera sans ce qui n’a pas pu être lu.</p>
        </>
      )}
    </Notice>
  )
}

/**
 * The resting-rate log: today's entry, the questions it raises, the sign, the last weeks, and the log as a file.
 * `signAdvice`: what the site advises when the sign is raised, and `highUsualAdvice` when the usual value is above 100 BPM,
 * as HTML (shared blocks, given by the page).
 */
export function RestingLog({ signAdvice, highUsualAdvice }: { signAdvice: string; highUsualAdvice: string }) {
  const log = useRestingLog()
  // Read at each render, never kept: a page left open overnight moves on to the new morning.
  const today = localIsoDate()
  const judged = judgeMornings(log.entries)
  const sign = currentSign(judged)
  const highUsual = usualAboveRange(judged)
  const addEntry = (entry: RestingEntry): EntryOutcome => (log.add([entry], 'saisie').conflicts.length ? 'conflict' : 'added')
  const importEntries = (entries: RestingEntry[]) => {
    const before = new Set(log.entries.map((entry) => entry.date))
    const merged = log.add(entries, 'fichier')
    return { added: merged.entries.filter((entry) => !before.has(entry.date)).length, conflicts: merged.conflicts.length }
  }
  return (
    <div className="grid grid-cols-1 gap-8">
      <StoredProblems problems={log.problems} storageError={log.storageError} />
      <EntryForm onAdd={addEntry} />
      {log.conflicts.length > 0 && <ConflictChooser conflicts={log.conflicts} onSettle={log.settle} />}
      {sign && <SignNotice mornings={sign.mornings} baseline={sign.baseline} advice={signAdvice} />}
      {highUsual !== null && <HighUsualNotice baseline={highUsual} advice={highUsualAdvice} />}
      {log.loaded ? (
        <LogOverview judged={judged} today={today} onRemove={log.remove} />
      ) : (
        <p className="text-slate-700">Votre journal s’affiche ici une fois la page chargée.</p>
      )}
      <LogFile entries={log.entries} exportedAt={log.exportedAt} onImport={importEntries} onExported={log.exported} onClear={log.clear} />
    </div>
  )
}
