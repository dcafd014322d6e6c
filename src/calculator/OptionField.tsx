import type { ReactNode } from 'react'

/**
 * A labelled control of the options (loaded with them, unlike the contact form's Field) and the one message under
 * it, at `<id>-aide` for the control's aria-describedby: its help, or its error in the help's place once judged. A
 * warning on a value it accepts (`<id>-attention`) follows the message.
 */
export function OptionField({
  id,
  label,
  help,
  error = null,
  warning,
  children,
}: {
  id: string
  label: string
  help: string
  error?: string | null
  warning?: string | undefined
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
      {warning && !error && (
        <p id={`${id}-attention`} className="rounded-md bg-amber-50 px-2 py-1 text-sm font-semibold text-amber-900">
          {warning}
        </p>
      )}
    </div>
  )
}
