import type { ReactNode } from 'react'

/**
 * A labelled control of the options that takes no number (a list; the numbers are NumberField's), loaded with them,
 * and its help under it, at `<id>-aide` for the control's aria-describedby.
 */
export function OptionField({ id, label, help, children }: { id: string; label: string; help: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
      </label>
      {children}
      <p id={`${id}-aide`} className="text-sm text-slate-600">
        {help}
      </p>
    </div>
  )
}
