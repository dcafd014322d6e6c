import type { ReactNode } from 'react'

/**
 * A labelled control of the options (loaded with them, unlike the contact form's Field) and the one message under
 * it, at `<id>-aide` for the control's aria-describedby: its help, or its error in the help's place once judged.
 */
export function OptionField({
  id,
  label,
  help,
  error = null,
  children,
}: {
  id: string
  label: string
  help: string
  error?: string | null
  children: ReactNode
}) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
      </label>
      {children}
      <p id={`${id}-aide`} className={error ? 'text-sm font-semibold text-red-700' : 'text-sm text-slate-600'}>
        {error ?? help}
      </p>
    </div>
  )
}
