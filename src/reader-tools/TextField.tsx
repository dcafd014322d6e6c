import type { ReactNode } from 'react'

/**
 * A labelled text field of a test and the one message under it (`<id>-aide`, its aria-describedby): its help, or its
 * error in the help's place once the field is judged. Typed as text, not as a number field, so that a French
 * decimal comma reaches the test as typed (a number field drops it in some browsers).
 */
export function TextField({
  id,
  name,
  label,
  help,
  error,
  value,
  onChange,
  onBlur,
  inputMode = 'decimal',
  className = 'w-32',
  aligned = false,
}: {
  id: string
  name: string
  label: ReactNode
  help?: string
  error: string | null
  value: string
  onChange: (value: string) => void
  onBlur: () => void
  inputMode?: 'decimal' | 'numeric' | 'text'
  className?: string
  /** Side by side with other fields in a grid of three rows (label, field, message): the fields line up whatever their labels' length. */
  aligned?: boolean
}) {
  const message = error ?? help
  return (
    <div className={aligned ? 'grid content-start gap-1 sm:row-span-3 sm:grid-rows-subgrid sm:content-stretch' : 'grid content-start gap-1'}>
      <label htmlFor={id} className="self-end font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        value={value}
        aria-invalid={error !== null}
        aria-describedby={message ? `${id}-aide` : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        className={`field text-lg tabular-nums ${className}`}
      />
      {message && (
        <p id={`${id}-aide`} className={error ? 'text-sm font-semibold text-red-700' : 'text-sm text-slate-600'}>
          {message}
        </p>
      )}
    </div>
  )
}
