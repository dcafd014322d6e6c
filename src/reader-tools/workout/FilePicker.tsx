import { useState, type DragEvent } from 'react'

/**
 * The file field: the browser's own (reachable by keyboard, read by screen readers), inside a zone a file can also be
 * dropped on. Choosing the same file again reads it again.
 */
export function FilePicker({ onFile, busy }: { onFile: (file: File) => void; busy: boolean }) {
  const [over, setOver] = useState(false)
  const drop = (event: DragEvent) => {
    event.preventDefault()
    setOver(false)
    const file = event.dataTransfer.files[0]
    if (file) onFile(file)
  }
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault()
        setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      className={`relative grid min-w-0 gap-2 rounded-lg border-2 border-dashed p-4 ${over ? 'border-brand-700 bg-brand-50' : 'border-slate-300'}`}
    >
      {/* The browser's field, kept for the keyboard and screen readers; the label is what the eye sees and clicks. */}
      <input
        id="seance-fichier"
        type="file"
        aria-describedby="seance-fichier-aide"
        disabled={busy}
        onChange={(event) => {
          const file = event.target.files?.[0]
          if (file) onFile(file)
          event.target.value = ''
        }}
        className="peer sr-only"
      />
      <label
        htmlFor="seance-fichier"
        className="inline-flex min-h-11 cursor-pointer items-center justify-self-start rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 peer-disabled:cursor-wait peer-disabled:opacity-70 hover:bg-brand-800"
      >
        Choisir le fichier de la séance
      </label>
      <p id="seance-fichier-aide" className="text-sm text-slate-600">
        Un fichier FIT, GPX ou TCX, que vous pouvez aussi déposer ici. Il est lu sur votre appareil&nbsp;: il n’est ni envoyé ni gardé.
      </p>
    </div>
  )
}
