import type { ReactNode } from 'react'

/**
 * A labelled field for a number (or a pace, « 5:30 »), the calculator's and the tests'. Text with a keypad of its
 * `inputMode` rather than a number field, which drops what it cannot read (a French keyboard's « 52,5 » became 525):
 * the text reaches the form as typed. `children`: its messages under it, that `describedBy` names
 * (./field-messages.tsx, or the age's own).
 */
export function NumberField({
  id,
  name,
  label,
  value,
  error,
  onChange,
  onBlur,
  describedBy,
  children,
  inputMode = 'decimal',
  spellCheck,
  width,
  className,
}: {
  id: string
  name?: string
  label: ReactNode
  value: string
  /** The error the field shows, once judged: the field is marked invalid. */
  error: string | null
  onChange: (value: string) => void
  onBlur: () => void
  describedBy: string | undefined
  children: ReactNode
  inputMode?: 'decimal' | 'numeric' | 'text'
  /** Off for a figure that is never a word (the calculator's). */
  spellCheck?: false
  /** The input's width, as Tailwind classes. */
  width: string
  /** The box's layout: label, field and messages stacked (field-messages.tsx), or the age's own. */
  className: string
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="self-end font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        spellCheck={spellCheck}
        value={value}
        aria-invalid={error !== null}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        className={`field text-lg tabular-nums ${width}`}
      />
      {children}
    </div>
  )
}
