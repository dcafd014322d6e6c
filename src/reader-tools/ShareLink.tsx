import { useState } from 'react'

/**
 * Copies the address of the result, values in its fragment; where the browser refuses the clipboard, shows the
 * link to copy by hand. The status is announced.
 */
export function ShareLink() {
  const [state, setState] = useState<{ copied: boolean; manual: string | null }>({ copied: false, manual: null })
  const copy = () => {
    const link = window.location.href
    // Without a secure connection, or in an older browser, there is no clipboard to write to.
    if (!('clipboard' in navigator)) return setState({ copied: false, manual: link })
    navigator.clipboard.writeText(link).then(
      () => setState({ copied: true, manual: null }),
      () => setState({ copied: false, manual: link }),
    )
  }
  return (
    <div className="mt-5 grid gap-2 border-t border-slate-200 pt-4 print:hidden">
      <div>
        <button type="button" className="button-secondary" onClick={copy}>
          Copier le lien de ce résultat
        </button>
      </div>
      <p className="text-sm text-slate-600">
        Le calcul se fait dans votre navigateur&nbsp;: rien n’est envoyé ni conservé. Le lien porte vos valeurs après le signe «&nbsp;#&nbsp;» de
        l’adresse, une partie que les navigateurs ne transmettent à aucun serveur.
      </p>
      <p role="status" className="text-sm font-semibold text-slate-700">
        {state.copied && 'Lien copié.'}
      </p>
      {state.manual && (
        <label className="grid gap-1 text-sm text-slate-700">
          Copiez ce lien&nbsp;:
          <input readOnly value={state.manual} className="field w-full" onFocus={(event) => event.target.select()} />
        </label>
      )}
    </div>
  )
}
