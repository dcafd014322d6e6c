import type { ReactNode } from 'react'

/** A labelled form control; `children` receives the control's id. */
export function Field({ id, label, children }: { id: string; label: string; children: (id: string) => ReactNode }) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
      </label>
      {children(id)}
    </div>
  )
}
