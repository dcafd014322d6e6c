import { OptionField } from './OptionField'

/**
 * A heart rate field of the options, with its help, or its error in the help's place once the value is judged, and a
 * warning on a value it accepts. Text with a numeric keypad rather than a number field, which silently drops what it
 * cannot read (the age field says why); its bounds are in its help and its error.
 */
export function NumberField({
  id,
  label,
  help,
  error,
  warning,
  value,
  onChange,
  onBlur,
}: {
  id: string
  label: string
  help: string
  error: string | null
  warning?: string | undefined
  value: string
  onChange: (value: string) => void
  onBlur: () => void
}) {
  const shownWarning = error ? undefined : warning
  return (
    <OptionField id={id} label={label} help={help} error={error} warning={shownWarning}>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        value={value}
        aria-invalid={error !== null}
        aria-describedby={shownWarning ? `${id}-aide ${id}-attention` : `${id}-aide`}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        className="field w-36 text-lg tabular-nums"
      />
    </OptionField>
  )
}
