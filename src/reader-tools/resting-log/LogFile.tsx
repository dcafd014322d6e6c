import { useEffect, useRef, useState, type ChangeEvent } from 'react'
import { localIsoDate } from '../../locale'
import type { RestingEntry } from '../../heart-rate/resting-log'
import { fromCsv, toCsv } from '../../heart-rate/resting-log-csv'
import { RESTING_LOG_KEY } from '../../heart-rate/resting-log-key'
import { KeepingAdvice } from './KeepingAdvice'
import { plural } from './plural'

/** Gives the reader a file: a link to its content, followed at once, then let go. */
function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.click()
  URL.revokeObjectURL(url)
}

/**
 * The log as a file, and the log wiped: export to CSV, import a CSV (its unreadable lines named, the others kept,
 * a day's second rate left to the reader), delete everything after a confirmation; and how to keep it (KeepingAdvice).
 */
export function LogFile({
  entries,
  exportedAt,
  onImport,
  onExported,
  onClear,
}: {
  entries: RestingEntry[]
  exportedAt?: string
  onImport: (entries: RestingEntry[]) => { added: number; conflicts: number }
  onExported: (date: string) => void
  onClear: () => void
}) {
  const [report, setReport] = useState<{ text: string; problems: string[] }>({ text: '', problems: [] })
  const [confirming, setConfirming] = useState(false)
  // The focus follows the question and its answer: to « Annuler » when asked, back to what asked it, or to the heading.
  const cancel = useRef<HTMLButtonElement>(null)
  const ask = useRef<HTMLButtonElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const answered = useRef(false)
  useEffect(() => {
    if (confirming) cancel.current?.focus()
    else if (answered.current) (ask.current ?? heading.current)?.focus()
  }, [confirming])
  const answer = () => {
    answered.current = true
    setConfirming(false)
  }

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target
    const file = input.files?.[0]
    if (!file) return
    const { entries: read, problems } = fromCsv(await file.text(), localIsoDate())
    input.value = ''
    if (!read.length) return setReport({ text: `Aucune mesure n’a pu être lue dans «\u00a0${file.name}\u00a0».`, problems })
    const { added, conflicts } = onImport(read)
    const parts = [
      `${plural(read.length, 'mesure')} lue${read.length > 1 ? 's' : ''} dans «\u00a0${file.name}\u00a0»\u00a0: ${plural(added, 'nouvelle')}.`,
    ]
    if (conflicts) parts.push(`${plural(conflicts, 'jour')} en double\u00a0: choisissez plus haut quelle mesure garder.`)
    if (problems.length) parts.push(`${plural(problems.length, 'ligne')} laissée${problems.length > 1 ? 's' : ''} de côté\u00a0:`)
    setReport({ text: parts.join(' '), problems })
  }

  return (
    <section aria-labelledby="fichier-journal" className="grid gap-4 rounded-xl border border-slate-200 p-5 sm:p-6">
      <h2 id="fichier-journal" ref={heading} tabIndex={-1} className="text-xl font-bold text-ink">
        Garder, reprendre ou effacer votre journal
      </h2>
      <p className="text-slate-700">
        Le journal est enregistré dans ce navigateur seulement (stockage local, sous le nom «&nbsp;{RESTING_LOG_KEY}&nbsp;») et n’est envoyé nulle
        part. Exportez-le pour le garder ailleurs ou le reprendre sur un autre appareil.
      </p>
      <KeepingAdvice entries={entries} exportedAt={exportedAt} today={localIsoDate()} />
      <div className="flex flex-wrap gap-3">
        {entries.length > 0 && (
          <button
            type="button"
            className="button-secondary"
            onClick={() => {
              download(`journal-frequence-repos-${localIsoDate()}.csv`, toCsv(entries))
              onExported(localIsoDate())
            }}
          >
            Exporter le journal (CSV)
          </button>
        )}
        <label className="button-secondary cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-focus">
          Importer un fichier CSV
          <input type="file" accept=".csv,text/csv,text/plain" onChange={(event) => void importFile(event)} className="sr-only" />
        </label>
      </div>
      <div role="status" className="text-slate-800">
        {report.text && <p>{report.text}</p>}
        {report.problems.length > 0 && (
          <ul className="mt-1 list-disc pl-6 text-sm">
            {report.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
      </div>
      {entries.length > 0 &&
        (confirming ? (
          <div className="grid gap-3 rounded-lg border border-red-300 bg-red-50 p-4" role="group" aria-labelledby="confirmer-effacement">
            <p id="confirmer-effacement" className="font-semibold text-red-900">
              Effacer les {plural(entries.length, 'mesure')} de ce navigateur? Elles seront perdues, sauf si vous les avez exportées.
            </p>
            <div className="flex flex-wrap gap-3">
              <button
                type="button"
                className="button-primary"
                onClick={() => {
                  onClear()
                  answer()
                  setReport({ text: 'Journal effacé de ce navigateur.', problems: [] })
                }}
              >
                Oui, tout effacer
              </button>
              <button ref={cancel} type="button" className="button-secondary" onClick={answer}>
                Annuler
              </button>
            </div>
          </div>
        ) : (
          <div>
            <button ref={ask} type="button" className="button-secondary" onClick={() => setConfirming(true)}>
              Tout effacer
            </button>
          </div>
        ))}
    </section>
  )
}
