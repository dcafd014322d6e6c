import type { IgnoredValue } from './url-state'

/** Says which values of a shared link were left out, and why; the address no longer holds them (loaded only then). */
export default function IgnoredValues({ values, onDismiss }: { values: IgnoredValue[]; onDismiss: () => void }) {
  return (
    <div className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 print:hidden" data-testid="valeurs-ignorees">
      <p className="font-semibold">Le lien contenait des valeurs que le calculateur ne peut pas utiliser; elles ont été ignorées.</p>
      <ul className="mt-1 list-disc pl-5">
        {values.map((value) => (
          <li key={value.field}>
            {value.field}&nbsp;: <span className="break-all">«&nbsp;{value.value}&nbsp;»</span>. {value.reason}
          </li>
        ))}
      </ul>
      <button type="button" className="mt-2 min-h-11 font-semibold text-amber-950 underline underline-offset-2" onClick={onDismiss}>
        Compris
      </button>
    </div>
  )
}
