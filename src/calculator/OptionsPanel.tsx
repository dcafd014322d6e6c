import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react'
import type { OptionProps } from './option-props'
import { draftHasOptions } from './calculator-draft'

const CalculatorOptions = lazy(() => import('./CalculatorOptions'))

/** The options, folded away unless one is in use; their code loads when they are opened. */
export function OptionsPanel(props: OptionProps) {
  const options = useRef<HTMLDetailsElement>(null)
  const [optionsOpen, setOptionsOpen] = useState(false)
  const showOptions = optionsOpen || draftHasOptions(props.form.draft)
  // Options opened before the page hydrated: their fields are shown once it has.
  useLayoutEffect(() => {
    if (options.current?.open) setOptionsOpen(true)
  }, [])
  return (
    <details
      ref={options}
      className="mt-4 rounded-lg border border-slate-200 px-4 py-2 print:hidden"
      open={showOptions}
      onToggle={(event) => setOptionsOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer py-2 font-semibold text-brand-700">
        Options&nbsp;: fréquence au repos, formule, maximum mesuré, seuil, pouls sans montre, médicaments ou grossesse, montre
      </summary>
      {showOptions && (
        <Suspense fallback={<p className="mt-3 text-sm text-slate-600">Chargement des options…</p>}>
          <CalculatorOptions {...props} />
        </Suspense>
      )}
    </details>
  )
}
