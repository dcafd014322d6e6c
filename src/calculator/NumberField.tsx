import { OptionField } from './OptionField'

/** A number field of the options, with its help, or its error in the help's place once the value is judged. */
export function NumberField({
  id,
  label,
  help,
  error,
  value,
  limits,
  onChange,
  onBlur,
}: {
  id: string
  label: string
  help: string
  error: string | null
  value: string
  limits: { min: number; max: number }
  onChange: (value: string) => void
  onBlur: () => void
}) {
  return (
    <OptionField id={id} label={label} help={help} error={error}>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={limits.min}
        max={limits.max}
        value={value}
        aria-invalid={error !== null}
        aria-describedby={`${id}-aide`}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        className="field w-36 text-lg tabular-nums"
      />
    </OptionField>
  )
}
